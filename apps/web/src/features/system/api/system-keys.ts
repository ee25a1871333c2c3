/**
 * The key tree of the staff's system pages; invalidated by prefix:
 *
 *   ['system']                    everything
 *   ['system', 'health']          the health checks with their details
 *   ['system', 'pipeline']        the pipeline's builds
 *   ['system', 'lambdas']         the stack's functions and their last hour
 */
export const systemKeys = {
  all: ['system'] as const,
  health: () => [...systemKeys.all, 'health'] as const,
  pipeline: () => [...systemKeys.all, 'pipeline'] as const,
  lambdas: () => [...systemKeys.all, 'lambdas'] as const,
};
