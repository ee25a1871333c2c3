import type { RouteQuery } from '@scout/shared/api';

/** Hierarchical keys: invalidate ['reports'] after any report mutation, ['reports', 'list'] for lists only. */
export const reportQueryKeys = {
  all: ['reports'] as const,
  lists: () => [...reportQueryKeys.all, 'list'] as const,
  list: (query: RouteQuery<'listReports'>) => [...reportQueryKeys.lists(), query] as const,
  details: () => [...reportQueryKeys.all, 'detail'] as const,
  detail: (id: string, internal: boolean) => [...reportQueryKeys.details(), id, { internal }] as const,
};
