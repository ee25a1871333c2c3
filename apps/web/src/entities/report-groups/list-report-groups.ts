import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportGroupRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportGroupKeys } from './report-group-keys';

/** GET /report-groups: the caller's organisation's groups (staff: every organisation's, or one). */
export function listReportGroups(organizationId: string | null, signal?: AbortSignal): Promise<RouteResponse<'listReportGroups'>> {
  return callApi(reportGroupRoutes.listReportGroups, { query: organizationId ? { organizationId } : {}, signal });
}

export function reportGroupsQueryOptions(organizationId: string | null) {
  return queryOptions({
    queryKey: reportGroupKeys.list(organizationId),
    queryFn: ({ signal }) => listReportGroups(organizationId, signal),
  });
}

export function useReportGroups(organizationId: string | null = null) {
  return useQuery(reportGroupsQueryOptions(organizationId));
}
