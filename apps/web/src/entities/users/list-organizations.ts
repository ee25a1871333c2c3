import { queryOptions, useQuery } from '@tanstack/react-query';
import { userRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { userKeys } from './user-keys';

/** GET /organizations: every organisation (internal users only). */
export function listOrganizations(signal?: AbortSignal): Promise<RouteResponse<'listOrganizations'>> {
  return callApi(userRoutes.listOrganizations, { signal });
}

export function organizationsQueryOptions() {
  return queryOptions({ queryKey: userKeys.organizations(), queryFn: ({ signal }) => listOrganizations(signal) });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
