import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { systemKeys } from './system-keys';

/** The health page refreshes itself this often. */
export const HEALTH_REFRESH_MS = 30_000;

/** GET /health/details (staff): each check with what it found, and the deployed version. */
export function getHealthDetails(signal?: AbortSignal): Promise<RouteResponse<'healthDetails'>> {
  return callApi(systemRoutes.healthDetails, { signal });
}

export function healthDetailsQueryOptions() {
  return queryOptions({ queryKey: systemKeys.health(), queryFn: ({ signal }) => getHealthDetails(signal) });
}

export function useHealthDetails() {
  return useQuery({ ...healthDetailsQueryOptions(), refetchInterval: HEALTH_REFRESH_MS });
}
