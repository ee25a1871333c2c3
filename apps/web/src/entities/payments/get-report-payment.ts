import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /reports/{id}/payment: the report's package and payment state, its payments and any open checkout. */
export function getReportPayment(reportId: string, signal?: AbortSignal): Promise<RouteResponse<'getReportPayment'>> {
  return callApi(paymentRoutes.getReportPayment, { params: { id: reportId }, signal });
}

export function reportPaymentQueryOptions(reportId: string) {
  return queryOptions({ queryKey: paymentKeys.report(reportId), queryFn: ({ signal }) => getReportPayment(reportId, signal) });
}

type ReportPayment = RouteResponse<'getReportPayment'>;

/**
 * `pollMs`: refetch this often, or as long as the function answers a number for the latest answer (the payment
 * success page waits for the provider's confirmation, then stops).
 */
export function useReportPayment(
  reportId: string | null,
  options: { pollMs?: number | false | ((answer: ReportPayment | undefined) => number | false) } = {},
) {
  const { pollMs = false } = options;
  return useQuery({
    ...reportPaymentQueryOptions(reportId ?? ''),
    enabled: reportId !== null,
    refetchInterval: typeof pollMs === 'function' ? (query) => pollMs(query.state.data) : pollMs,
  });
}
