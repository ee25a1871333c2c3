import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportOwnRoutes, type RouteQuery, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /reports. */
export function listReports(query: RouteQuery<'listReports'>, signal?: AbortSignal): Promise<RouteResponse<'listReports'>> {
  return callApi(reportOwnRoutes.listReports, { query, signal });
}

export function listReportsQueryOptions(query: RouteQuery<'listReports'>) {
  return queryOptions({
    queryKey: reportKeys.list(query),
    queryFn: ({ signal }) => listReports(query, signal),
  });
}

/** Keeps the previous list on screen while a new filter loads. */
export function useReports(query: RouteQuery<'listReports'>) {
  return useQuery({ ...listReportsQueryOptions(query), placeholderData: keepPreviousData });
}
