import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportOwnRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /reports/{id}/assignments: staff assigned to the report. */
export function listAssignments(id: string, signal?: AbortSignal): Promise<RouteResponse<'listAssignments'>> {
  return callApi(reportOwnRoutes.listAssignments, { params: { id }, signal });
}

export function assignmentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: reportKeys.assignments(id),
    queryFn: ({ signal }) => listAssignments(id, signal),
  });
}

export function useAssignments(id: string) {
  return useQuery(assignmentsQueryOptions(id));
}
