import { PAYMENTS_PAGE_SIZE, paymentRoutes, type RouteQuery, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { paymentKeys } from './payment-keys';

/** What the billing page filters payments by (the page key is the hook's business). */
export type PaymentsFilter = Omit<RouteQuery<'listPayments'>, 'lastKey' | 'limit'>;

/** GET /payments: a page of the organisation's payments, newest first (staff: every organisation's). */
export function listPayments(filter: PaymentsFilter, lastKey: string | null, signal?: AbortSignal): Promise<RouteResponse<'listPayments'>> {
  return callApi(paymentRoutes.listPayments, {
    query: { ...filter, limit: PAYMENTS_PAGE_SIZE, ...(lastKey ? { lastKey } : {}) },
    signal,
  });
}

/** The payments, a page at a time ('Load more' reads the next); each filter is a list of its own. */
export function usePayments(filter: PaymentsFilter) {
  return useCursorPages({
    queryKey: paymentKeys.list(filter),
    fetchPage: (lastKey, signal) => listPayments(filter, lastKey, signal),
    itemsOf: (page) => page.payments,
  });
}
