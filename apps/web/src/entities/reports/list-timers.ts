import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAID_REPORTS_PAGE_MAX, type RouteResponse, timerRoutes } from '@scout/shared/api';
import type { Timer } from '@scout/shared/domain';
import { callApi } from '../../lib/api-client';
import { reportKeys } from './report-keys';
import { localTimer, TIMER_REFRESH_MS, type LocalTimer } from './timer-clock';

/**
 * GET /timers: the first page of the running timers of the caller's reports, least time left first (staff send
 * internal=true and get every organisation's). A report card it does not name shows the report's own expiry.
 */
export function listTimers(internal: boolean, signal?: AbortSignal): Promise<RouteResponse<'listTimers'>> {
  return callApi(timerRoutes.listTimers, { query: { ...(internal ? { internal: true } : {}), limit: PAID_REPORTS_PAGE_MAX }, signal });
}

const byReport = (data: RouteResponse<'listTimers'>) => new Map<string, Timer>(data.timers.map((timer) => [timer.reportId, timer]));

export function timersQueryOptions(internal: boolean) {
  return queryOptions({
    queryKey: reportKeys.timers(internal),
    queryFn: ({ signal }) => listTimers(internal, signal),
    refetchInterval: TIMER_REFRESH_MS,
    select: byReport,
  });
}

/**
 * One report's running timer from the shared GET /timers answer (one request for a whole page of report
 * cards), on this browser's clock; null while the list loads, if it failed, or when it does not name the report.
 */
export function useListedTimer(reportId: string, internal: boolean): LocalTimer | null {
  const query = useQuery(timersQueryOptions(internal));
  return localTimer(query.data?.get(reportId), query.dataUpdatedAt);
}
