import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userRoutes, type RouteQuery, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { userKeys } from './user-keys';

/** GET /users: a page of people, searched and filtered on the server (internal users only). */
export function listUsers(query: RouteQuery<'listUsers'>, signal?: AbortSignal): Promise<RouteResponse<'listUsers'>> {
  return callApi(userRoutes.listUsers, { query, signal });
}

export function usersQueryOptions(query: RouteQuery<'listUsers'>) {
  return queryOptions({ queryKey: userKeys.list(query), queryFn: ({ signal }) => listUsers(query, signal) });
}

/** The page stays on screen while the next one (or a new search) loads. */
export function useUsers(query: RouteQuery<'listUsers'>) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
