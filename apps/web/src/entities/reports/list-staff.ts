import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportOwnRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /internal-users: staff who can be assigned to reports (internal users only). */
export function listStaff(signal?: AbortSignal): Promise<RouteResponse<'listStaff'>> {
  return callApi(reportOwnRoutes.listStaff, { signal });
}

export function staffQueryOptions() {
  return queryOptions({ queryKey: reportKeys.staff(), queryFn: ({ signal }) => listStaff(signal) });
}

export function useStaff(enabled: boolean) {
  return useQuery({ ...staffQueryOptions(), enabled });
}
