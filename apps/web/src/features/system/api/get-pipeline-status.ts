import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { systemKeys } from './system-keys';

/** While a build runs, its stages are asked for this often. */
export const RUNNING_BUILD_POLL_MS = 2_000;

/** GET /pipeline/status (staff): counts, the running build and the latest builds. */
export function getPipelineStatus(signal?: AbortSignal): Promise<RouteResponse<'pipelineStatus'>> {
  return callApi(systemRoutes.pipelineStatus, { signal });
}

export function pipelineStatusQueryOptions() {
  return queryOptions({ queryKey: systemKeys.pipeline(), queryFn: ({ signal }) => getPipelineStatus(signal) });
}

/** Polls while a build runs, and stops once none does. */
export function usePipelineStatus() {
  return useQuery({
    ...pipelineStatusQueryOptions(),
    refetchInterval: (query) => (query.state.data?.current ? RUNNING_BUILD_POLL_MS : false),
  });
}
