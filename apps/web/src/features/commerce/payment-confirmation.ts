import type { Payment, PaymentStatus } from '@scout/shared/domain';

/** While the provider's confirmation is awaited, the payment is read this often. */
export const CONFIRMATION_POLL_MS = 2000;
/** After this long without a confirmation the page says so (and keeps checking). */
export const CONFIRMATION_TIMEOUT_MS = 60_000;

export type ConfirmationState =
  { kind: 'confirmed'; payment: Payment | null } | { kind: 'confirming' } | { kind: 'slow' } | { kind: 'failed'; payment: Payment };

/**
 * Where the payment success page stands. Stripe sends the coach back before (or after) its webhook arrives,
 * so the page waits for the payment to be completed: the named payment if the return address carried its id,
 * else the report's payment status. A checkout that expired or failed is not waited for.
 */
export function confirmationState(
  answer: { paymentStatus: PaymentStatus; payments: readonly Payment[] } | undefined,
  paymentId: string | null,
  waitedMs: number,
): ConfirmationState {
  const payment = answer && paymentId ? (answer.payments.find((candidate) => candidate.paymentId === paymentId) ?? null) : null;
  if (payment?.status === 'completed') return { kind: 'confirmed', payment };
  if (payment && (payment.status === 'expired' || payment.status === 'failed')) return { kind: 'failed', payment };
  if (answer && !paymentId && answer.paymentStatus === 'completed') {
    return { kind: 'confirmed', payment: answer.payments.find((candidate) => candidate.status === 'completed') ?? null };
  }
  return waitedMs >= CONFIRMATION_TIMEOUT_MS ? { kind: 'slow' } : { kind: 'confirming' };
}

/** Nothing more to wait for: the payment was confirmed, or its checkout closed unpaid. */
export function isSettled(state: ConfirmationState): boolean {
  return state.kind === 'confirmed' || state.kind === 'failed';
}
