import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentRoutes, type RouteResponse } from '@scout/shared/api';
import type { PackageType } from '@scout/shared/domain';
import { callApi } from '../../lib/api-client';
import { reportKeys } from '../reports/report-keys';
import { paymentKeys } from './payment-keys';

export interface StartPaymentInput {
  reportId: string;
  packageType: PackageType;
  /** Staff only: complete the purchase without a card (a test payment). */
  test?: boolean;
}

/**
 * POST /reports/{id}/payment: Free at once, a paid package opens (or reuses) a checkout, staff may complete a
 * test purchase. The provider sends the coach back to the page they paid from (this window's origin).
 */
export function startReportPayment({ reportId, ...body }: StartPaymentInput): Promise<RouteResponse<'startReportPayment'>> {
  return callApi(paymentRoutes.startReportPayment, {
    params: { id: reportId },
    body: { ...body, returnOrigin: window.location.origin },
  });
}

/**
 * After a purchase every report view (lists, the record, timers, paid reports) and every payment view is
 * refetched: Free and test purchases change the report at once; a checkout adds an open payment.
 */
export function useStartReportPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startReportPayment,
    // Not awaited: a coach going to checkout leaves the page at once.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
