/**
 * The key tree of groups of linked reports; invalidated by prefix after a change:
 *
 *   ['report-groups']                     everything
 *   ['report-groups', 'list', {orgId}]    the rollup's list
 *   ['report-groups', 'detail', id]       one group with its reports' summaries
 */
export const reportGroupKeys = {
  all: ['report-groups'] as const,
  lists: () => [...reportGroupKeys.all, 'list'] as const,
  list: (organizationId: string | null) => [...reportGroupKeys.lists(), { organizationId }] as const,
  details: () => [...reportGroupKeys.all, 'detail'] as const,
  detail: (id: string) => [...reportGroupKeys.details(), id] as const,
};
