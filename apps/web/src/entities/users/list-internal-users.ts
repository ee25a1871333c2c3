import { queryOptions, useQuery } from '@tanstack/react-query';
import { userRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { userKeys } from './user-keys';

/** GET /internal-users: Scout's staff, with their reports assigned and last sign-in (internal users only). */
export function listInternalUsers(signal?: AbortSignal): Promise<RouteResponse<'listInternalUsers'>> {
  return callApi(userRoutes.listInternalUsers, { signal, retryOnGateway: 'not-found-or-network' });
}

export function internalUsersQueryOptions() {
  return queryOptions({ queryKey: userKeys.internal(), queryFn: ({ signal }) => listInternalUsers(signal) });
}

/** The staff list; `enabled` false for callers who may not read it (the report page's assignment picker). */
export function useInternalUsers(enabled = true) {
  return useQuery({ ...internalUsersQueryOptions(), enabled });
}
