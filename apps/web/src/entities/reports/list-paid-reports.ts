import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAID_REPORTS_PAGE_SIZE, type RouteResponse, timerRoutes } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { reportKeys } from './report-keys';
import { TIMER_REFRESH_MS } from './timer-clock';

/**
 * GET /paid-reports: a page of the paid reports with their timers (staff: every organisation's), open ones by
 * time left (overdue first), then completed ones; lastKey null for the first page.
 */
export function listPaidReports(lastKey: string | null, signal?: AbortSignal): Promise<RouteResponse<'listPaidReports'>> {
  return callApi(timerRoutes.listPaidReports, { query: { limit: PAID_REPORTS_PAGE_SIZE, ...(lastKey ? { lastKey } : {}) }, signal });
}

/** The first page only: the most urgent paid reports (the dashboard's overdue alert). */
export function paidReportsQueryOptions() {
  return queryOptions({
    queryKey: [...reportKeys.paid(), 'first'] as const,
    queryFn: ({ signal }) => listPaidReports(null, signal),
    refetchInterval: TIMER_REFRESH_MS,
  });
}

export function usePaidReports(options: { enabled?: boolean } = {}) {
  return useQuery({ ...paidReportsQueryOptions(), enabled: options.enabled ?? true });
}

/** Paid Reports, a page at a time ('Load more' reads the next). */
export function usePaidReportPages() {
  return useCursorPages({
    queryKey: [...reportKeys.paid(), 'pages'],
    fetchPage: listPaidReports,
    itemsOf: (page) => page.reports,
    refetchInterval: TIMER_REFRESH_MS,
  });
}
