/**
 * The key tree of the development tasks; invalidated by prefix after a change:
 *
 *   ['development-tasks']                          everything
 *   ['development-tasks', 'list', {organizationId}] an organisation's tasks
 */
export const developmentTaskKeys = {
  all: ['development-tasks'] as const,
  lists: () => [...developmentTaskKeys.all, 'list'] as const,
  list: (organizationId: string) => [...developmentTaskKeys.lists(), { organizationId }] as const,
};
