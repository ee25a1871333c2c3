import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportOwnRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /reports/{id}; administrators send internal=true (the server decides from the token). */
export function getReport(id: string, internal: boolean, signal?: AbortSignal): Promise<RouteResponse<'getReport'>> {
  return callApi(reportOwnRoutes.getReport, { params: { id }, query: internal ? { internal: true } : {}, signal });
}

/** One cached copy per report and view, shared by the report page, its metadata and the card screens' heading. */
export function reportQueryOptions(id: string, internal: boolean) {
  return queryOptions({
    queryKey: reportKeys.record(id, internal),
    queryFn: ({ signal }) => getReport(id, internal, signal),
  });
}

export function useReport(id: string, internal: boolean) {
  return useQuery(reportQueryOptions(id, internal));
}
