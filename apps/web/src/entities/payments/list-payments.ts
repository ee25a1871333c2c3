import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRoutes, type RouteQuery, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /payments: the organisation's payments, newest first (staff: every organisation's). */
export function listPayments(query: RouteQuery<'listPayments'>, signal?: AbortSignal): Promise<RouteResponse<'listPayments'>> {
  return callApi(paymentRoutes.listPayments, { query, signal });
}

export function paymentsQueryOptions(query: RouteQuery<'listPayments'>) {
  return queryOptions({ queryKey: paymentKeys.list(query), queryFn: ({ signal }) => listPayments(query, signal) });
}

/** Keeps the previous list on screen while the unfinished-checkouts toggle loads the other. */
export function usePayments(query: RouteQuery<'listPayments'>) {
  return useQuery({ ...paymentsQueryOptions(query), placeholderData: keepPreviousData });
}
