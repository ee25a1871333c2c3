import type { RouteQuery } from '@scout/shared/api';

/**
 * The key tree of people (User Management, Internal Users, the staff pickers); invalidated by prefix after a
 * change:
 *
 *   ['users']                               everything
 *   ['users', 'list', {query}]              GET /users, a page at a time by key (search and filters, no key)
 *   ['users', 'internal', 'pages', q]       GET /internal-users, a page at a time by key (Internal Users)
 *   ['users', 'internal', 'search', q]      GET /internal-users?q, its first page (the staff pickers)
 *   ['users', 'internal', 'names']          the first staff by name (Manage Reports' assignee names)
 *   ['users', 'organizations']              GET /organizations (the organisation picker)
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: Omit<RouteQuery<'listUsers'>, 'lastKey'>) => [...userKeys.lists(), query] as const,
  internal: () => [...userKeys.all, 'internal'] as const,
  internalPages: (q: string) => [...userKeys.internal(), 'pages', q] as const,
  staffSearch: (q: string) => [...userKeys.internal(), 'search', q] as const,
  organizations: () => [...userKeys.all, 'organizations'] as const,
};
