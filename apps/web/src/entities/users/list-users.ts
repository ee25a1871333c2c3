import { USERS_PAGE_SIZE, userRoutes, type RouteQuery, type RouteResponse } from '@scout/shared/api';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { callApi } from '../../lib/api-client';
import { userKeys } from './user-keys';

/** The search and filters of User Management (the page key is the hook's). */
export type UsersQuery = Omit<RouteQuery<'listUsers'>, 'lastKey' | 'limit'>;
type UsersPage = RouteResponse<'listUsers'>;

/** GET /users: a page of people, searched and filtered on the server (internal users only). */
export function listUsers(query: RouteQuery<'listUsers'>, signal?: AbortSignal): Promise<UsersPage> {
  return callApi(userRoutes.listUsers, { query, signal });
}

/** User Management's people, a page at a time by key: the next page only when asked (Load more). */
export function useUsers(query: UsersQuery) {
  return useCursorPages({
    queryKey: userKeys.list(query),
    fetchPage: (lastKey, signal) => listUsers({ ...query, limit: USERS_PAGE_SIZE, ...(lastKey ? { lastKey } : {}) }, signal),
    itemsOf: (page: UsersPage) => page.users,
  });
}
