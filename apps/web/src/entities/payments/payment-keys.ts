import type { RouteQuery } from '@scout/shared/api';

/**
 * The one key tree for what Scout sells and what was paid; invalidated by prefix after a purchase:
 *
 *   ['payments']                               everything
 *   ['payments', 'packages']                   GET /packages (the pricing page, the buy page)
 *   ['payments', 'list', {query}]              GET /payments (billing)
 *   ['payments', 'detail', paymentId]          GET /payments/{id} (a receipt)
 *   ['payments', 'report', reportId]           GET /reports/{id}/payment (buy page, payment success)
 */
export const paymentKeys = {
  all: ['payments'] as const,
  packages: () => [...paymentKeys.all, 'packages'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (query: RouteQuery<'listPayments'>) => [...paymentKeys.lists(), query] as const,
  detail: (paymentId: string) => [...paymentKeys.all, 'detail', paymentId] as const,
  report: (reportId: string) => [...paymentKeys.all, 'report', reportId] as const,
};
