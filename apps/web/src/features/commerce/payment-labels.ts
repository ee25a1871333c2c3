import { DELIVERY_WINDOW_HOURS, type Payment, type PackageType } from '@scout/shared/domain';

export const PAYMENT_STATE_LABELS: Record<Payment['status'], string> = {
  completed: 'Paid',
  open: 'Checkout open',
  expired: 'Not completed',
  failed: 'Failed',
};

/** How a payment was made, as its receipt says it. */
export function paymentMethodLabel(kind: Payment['kind']): string {
  return kind === 'test' ? 'Test purchase — no charge' : 'Paid by card';
}

/** The package's delivery window in words: 'Delivered within 24 hours', free 'No deadline'. */
export function deliveryWindowText(packageType: PackageType): string {
  const hours = DELIVERY_WINDOW_HOURS[packageType];
  return hours > 0 ? `Delivered within ${hours} hours of payment` : 'No deadline';
}
