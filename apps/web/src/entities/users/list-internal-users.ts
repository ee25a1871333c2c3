import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USERS_PAGE_MAX, USERS_PAGE_SIZE, userRoutes, type RouteQuery, type RouteResponse } from '@scout/shared/api';
import { useMemo } from 'react';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { callApi } from '../../lib/api-client';
import { useServerSearch } from './server-search';
import { userKeys } from './user-keys';

type InternalUsersPage = RouteResponse<'listInternalUsers'>;

/** GET /internal-users: a page of Scout's staff, with their reports assigned and last sign-in (internal users only). */
export function listInternalUsers(query: RouteQuery<'listInternalUsers'>, signal?: AbortSignal): Promise<InternalUsersPage> {
  return callApi(userRoutes.listInternalUsers, { query, signal, retryOnGateway: 'not-found-or-network' });
}

/** Internal Users: staff by name (or searched, `q`), a page at a time by key, the next only when asked. */
export function useInternalUserPages(q: string) {
  return useCursorPages({
    queryKey: userKeys.internalPages(q),
    fetchPage: (lastKey, signal) =>
      listInternalUsers({ limit: USERS_PAGE_SIZE, ...(q ? { q } : {}), ...(lastKey ? { lastKey } : {}) }, signal),
    itemsOf: (page: InternalUsersPage) => page.users,
  });
}

/**
 * The staff pickers: the first page of staff whose words start with the typed text (or the first by name
 * while nothing is typed), searched on the server; `enabled` false for callers who may not read staff.
 */
export function useStaffSearch(text: string, enabled = true) {
  const { q, tooShort } = useServerSearch(text);
  const query = useQuery({
    queryKey: userKeys.staffSearch(q),
    queryFn: ({ signal }) => listInternalUsers({ limit: USERS_PAGE_SIZE, ...(q ? { q } : {}) }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { ...query, staff: query.data?.users ?? [], more: Boolean(query.data?.nextKey), tooShort };
}

/**
 * Names of staff by id, from the first USERS_PAGE_MAX staff by name (one bounded read): Manage Reports names
 * the staff assigned to its rows with them ('Former staff member' beyond them).
 */
export function useStaffNames(): ReadonlyMap<string, string> {
  const query = useQuery({
    queryKey: [...userKeys.internal(), 'names'] as const,
    queryFn: ({ signal }) => listInternalUsers({ limit: USERS_PAGE_MAX }, signal),
    staleTime: 60_000,
  });
  return useMemo(() => new Map((query.data?.users ?? []).map((user) => [user.id, user.name])), [query.data]);
}
