import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /payments/{id}: one payment, its receipt (another organisation's answers 404). */
export function getPayment(paymentId: string, signal?: AbortSignal): Promise<RouteResponse<'getPayment'>> {
  return callApi(paymentRoutes.getPayment, { params: { id: paymentId }, signal });
}

export function paymentQueryOptions(paymentId: string) {
  return queryOptions({ queryKey: paymentKeys.detail(paymentId), queryFn: ({ signal }) => getPayment(paymentId, signal) });
}

export function usePayment(paymentId: string) {
  return useQuery(paymentQueryOptions(paymentId));
}
