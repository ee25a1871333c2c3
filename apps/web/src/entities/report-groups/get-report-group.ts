import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportGroupRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportGroupKeys } from './report-group-keys';

/** GET /report-groups/{gid}: one group with its reports' summaries; another organisation's answers 404. */
export function getReportGroup(id: string, signal?: AbortSignal): Promise<RouteResponse<'getReportGroup'>> {
  return callApi(reportGroupRoutes.getReportGroup, { params: { gid: id }, signal });
}

export function reportGroupQueryOptions(id: string) {
  return queryOptions({
    queryKey: reportGroupKeys.detail(id),
    queryFn: ({ signal }) => getReportGroup(id, signal),
  });
}

export function useReportGroup(id: string) {
  return useQuery(reportGroupQueryOptions(id));
}
