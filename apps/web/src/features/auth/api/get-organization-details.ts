import { queryOptions, useQuery } from '@tanstack/react-query';
import { authSessionRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/**
 * GET /api/v2/get-organization-details. While signing in the new token is passed explicitly (the session
 * does not exist yet); afterwards the session's token is used.
 */
export function getOrganizationDetails(
  options: { token?: string; signal?: AbortSignal } = {},
): Promise<RouteResponse<'getOrganizationDetails'>> {
  return callApi(authSessionRoutes.getOrganizationDetails, options);
}

export const organizationQueryKeys = {
  all: ['organization'] as const,
  details: () => [...organizationQueryKeys.all, 'details'] as const,
};

export function organizationDetailsQueryOptions() {
  return queryOptions({
    queryKey: organizationQueryKeys.details(),
    queryFn: ({ signal }) => getOrganizationDetails({ signal }),
  });
}

export function useOrganizationDetails(enabled = true) {
  return useQuery({ ...organizationDetailsQueryOptions(), enabled });
}
