import type { RouteQuery } from '@scout/shared/api';

/**
 * The key tree of people (User Management, Internal Users, the report-assignment picker); invalidated by
 * prefix after a change:
 *
 *   ['users']                          everything
 *   ['users', 'list', {query}]         a page of GET /users
 *   ['users', 'internal']              GET /internal-users (staff, their reports assigned and last sign-in)
 *   ['users', 'organizations']         GET /organizations (the organisation picker)
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: RouteQuery<'listUsers'>) => [...userKeys.lists(), query] as const,
  internal: () => [...userKeys.all, 'internal'] as const,
  organizations: () => [...userKeys.all, 'organizations'] as const,
};
