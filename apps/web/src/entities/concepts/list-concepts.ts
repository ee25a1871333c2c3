import { queryOptions, useQuery } from '@tanstack/react-query';
import { conceptRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { conceptKeys } from './concept-keys';

/** GET /concepts: the caller's organisation's concepts (internal users: organizationId's, default 'internal'). */
export function listConcepts(organizationId: string | null, signal?: AbortSignal): Promise<RouteResponse<'listConcepts'>> {
  return callApi(conceptRoutes.listConcepts, { retryOnGateway: 'not-found', query: organizationId ? { organizationId } : {}, signal });
}

export function conceptsQueryOptions(organizationId: string | null) {
  return queryOptions({
    queryKey: conceptKeys.list(organizationId),
    queryFn: ({ signal }) => listConcepts(organizationId, signal),
  });
}

export function useConcepts(organizationId: string | null = null) {
  return useQuery(conceptsQueryOptions(organizationId));
}
