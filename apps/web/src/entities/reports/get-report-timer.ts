import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RouteResponse, timerRoutes } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportKeys } from './report-keys';
import { localTimer, TIMER_REFRESH_MS, type LocalTimer } from './timer-clock';

/** GET /reports/{id}/timer: start, expiry, seconds left and status (nulls when no timer runs). */
export function getReportTimer(reportId: string, signal?: AbortSignal): Promise<RouteResponse<'getReportTimer'>> {
  return callApi(timerRoutes.getReportTimer, { params: { id: reportId }, signal });
}

export function reportTimerQueryOptions(reportId: string) {
  return queryOptions({
    queryKey: reportKeys.timer(reportId),
    queryFn: ({ signal }) => getReportTimer(reportId, signal),
    refetchInterval: TIMER_REFRESH_MS,
  });
}

/** The report's running timer on this browser's clock (null when none runs), refetched every 30 s. */
export function useReportTimer(reportId: string): { timer: LocalTimer | null; isPending: boolean } {
  const query = useQuery(reportTimerQueryOptions(reportId));
  return { timer: localTimer(query.data, query.dataUpdatedAt), isPending: query.isPending };
}
