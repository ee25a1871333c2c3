import type { RouteQuery } from '@scout/shared/api';

/**
 * Hierarchical keys: invalidate ['reports'] after any report mutation, ['reports', 'list'] for lists only,
 * ['reports', 'detail', id] for one report, ['reports', 'cards', id] for its cards.
 */
export const reportQueryKeys = {
  all: ['reports'] as const,
  lists: () => [...reportQueryKeys.all, 'list'] as const,
  list: (query: RouteQuery<'listReports'>) => [...reportQueryKeys.lists(), query] as const,
  /** Every page of a list, for the report list screen. */
  everything: (query: RouteQuery<'listReports'>) => [...reportQueryKeys.lists(), 'all-pages', query] as const,
  details: () => [...reportQueryKeys.all, 'detail'] as const,
  detailsOf: (id: string) => [...reportQueryKeys.details(), id] as const,
  detail: (id: string, internal: boolean) => [...reportQueryKeys.detailsOf(id), { internal }] as const,
  cardsOf: (id: string) => [...reportQueryKeys.all, 'cards', id] as const,
  cardCount: (id: string) => [...reportQueryKeys.cardsOf(id), 'count'] as const,
  cardList: (id: string) => [...reportQueryKeys.cardsOf(id), 'all'] as const,
  assignments: (id: string) => [...reportQueryKeys.all, 'assignments', id] as const,
  staff: () => [...reportQueryKeys.all, 'staff'] as const,
};
