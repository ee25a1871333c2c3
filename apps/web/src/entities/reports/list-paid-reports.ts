import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RouteResponse, timerRoutes } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportKeys } from './report-keys';
import { TIMER_REFRESH_MS } from './timer-clock';

/** GET /paid-reports: paid reports with their timers (staff: every organisation's), overdue first, then least time left. */
export function listPaidReports(signal?: AbortSignal): Promise<RouteResponse<'listPaidReports'>> {
  return callApi(timerRoutes.listPaidReports, { signal });
}

export function paidReportsQueryOptions() {
  return queryOptions({
    queryKey: reportKeys.paid(),
    queryFn: ({ signal }) => listPaidReports(signal),
    refetchInterval: TIMER_REFRESH_MS,
  });
}

export function usePaidReports(options: { enabled?: boolean } = {}) {
  return useQuery({ ...paidReportsQueryOptions(), enabled: options.enabled ?? true });
}
