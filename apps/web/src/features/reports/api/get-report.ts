import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { reportQueryKeys } from './report-query-keys';

/** GET /reports/{id}; administrators send internal=true (spec §7). */
export function getReport(id: string, internal: boolean, signal?: AbortSignal): Promise<RouteResponse<'getReport'>> {
  return callApi('getReport', { params: { id }, query: internal ? { internal: true } : {}, signal });
}

export function reportQueryOptions(id: string, internal: boolean) {
  return queryOptions({
    queryKey: reportQueryKeys.detail(id, internal),
    queryFn: ({ signal }) => getReport(id, internal, signal),
  });
}

export function useReport(id: string, internal: boolean) {
  return useQuery(reportQueryOptions(id, internal));
}
