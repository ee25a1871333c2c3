import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
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

/**
 * Organisation names by id for staff screens, from the one cached GET /organizations (internal users only: pass
 * `enabled` false for anyone else). Unknown ids (or while loading) read as the id itself.
 */
export function useOrganizationName(enabled = true): (organizationId: string) => string {
  const query = useQuery({ ...organizationsQueryOptions(), enabled, staleTime: 5 * 60_000 });
  const names = useMemo(() => new Map((query.data?.organizations ?? []).map((org) => [org.id, org.name])), [query.data]);
  return useCallback((organizationId: string) => names.get(organizationId) ?? organizationId, [names]);
}
