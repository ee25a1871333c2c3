import { logger } from '../core/logger';
import { fulfilPayment, type PaymentDeps } from './checkout';
import { BAD_SIGNATURE, WebhookSignatureError, type ProcessedEventStore, type ProviderCheckoutSession, type ProviderEvent } from './ports';
import type { WebhookRequest } from '../ports';

export interface WebhookDeps extends Pick<PaymentDeps, 'payments' | 'reports' | 'provider' | 'now'> {
  events: ProcessedEventStore;
}

/** The provider's header carrying the signature (Stripe's). */
export const SIGNATURE_HEADER = 'stripe-signature';

/** What the webhook did with an event (answered to the provider, and logged). */
export type WebhookOutcome =
  | 'paid'
  | 'already-paid'
  | 'paid-twice'
  | 'duplicate'
  | 'ignored'
  | 'unknown-payment'
  | 'unknown-report'
  | 'amount-mismatch'
  | 'not-paid-yet'
  | 'not-open'
  | 'closed';

async function onCheckoutPaid(deps: WebhookDeps, session: ProviderCheckoutSession): Promise<WebhookOutcome> {
  const paymentId = session.metadata.paymentId;
  const record = paymentId ? await deps.payments.get(paymentId) : null;
  if (!record) {
    logger.warn('A checkout was paid for a payment Scout does not know', {
      sessionId: session.id,
      paymentId,
      reportId: session.metadata.reportId,
    });
    return 'unknown-payment';
  }
  if (record.checkoutSessionId !== session.id) {
    logger.warn('A paid checkout does not belong to its payment', { sessionId: session.id, paymentId });
    return 'unknown-payment';
  }
  if (session.amountTotal !== record.amountCents || session.currency?.toLowerCase() !== record.currency) {
    // Never expected (the amount is Scout's own), but a report is only paid for what its package costs.
    logger.error('A paid checkout does not match its payment’s amount', {
      paymentId,
      expected: `${record.amountCents} ${record.currency}`,
      received: `${session.amountTotal} ${session.currency}`,
    });
    return 'amount-mismatch';
  }
  const { outcome } = await fulfilPayment(deps, record, { payerEmail: session.customerEmail, now: deps.now() });
  return outcome;
}

async function onCheckoutClosed(
  deps: WebhookDeps,
  session: ProviderCheckoutSession,
  status: 'expired' | 'failed',
): Promise<WebhookOutcome> {
  const paymentId = session.metadata.paymentId;
  if (!paymentId) return 'unknown-payment';
  await deps.payments.close(paymentId, status, deps.now().toISOString());
  return 'closed';
}

async function handle(deps: WebhookDeps, event: ProviderEvent): Promise<WebhookOutcome> {
  const session = event.session;
  if (!session) return 'ignored';
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (a bank debit) completes the session unpaid; its async_payment_succeeded pays it later.
      if (session.paymentStatus !== 'paid' && session.paymentStatus !== 'no_payment_required') return 'not-paid-yet';
      return onCheckoutPaid(deps, session);
    case 'checkout.session.async_payment_succeeded':
      return onCheckoutPaid(deps, session);
    case 'checkout.session.expired':
      return onCheckoutClosed(deps, session, 'expired');
    case 'checkout.session.async_payment_failed':
      return onCheckoutClosed(deps, session, 'failed');
    default:
      return 'ignored';
  }
}

/**
 * The payment provider's webhook. The signature over the raw body is verified before a byte of it is trusted
 * (missing or wrong: 400, nothing changes). Each event id is handled once: a second delivery answers
 * 'duplicate'. Fulfilment is itself idempotent, so two deliveries racing each other still pay once. Events
 * about unknown payments or reports are logged and acknowledged (the provider would otherwise retry them for
 * days); a failure while handling answers 500, and the provider delivers the event again.
 */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  request: WebhookRequest,
): Promise<{ received: true; outcome: WebhookOutcome }> {
  const signature = request.headers[SIGNATURE_HEADER];
  // Refused before the provider's keys are even read.
  if (!signature) throw new WebhookSignatureError(BAD_SIGNATURE);
  const event = await deps.provider.verifyWebhook(request.rawBody, signature);
  if (await deps.events.seen(event.id)) {
    logger.info('Webhook event delivered again; already handled', { eventId: event.id, type: event.type });
    return { received: true, outcome: 'duplicate' };
  }
  const outcome = await handle(deps, event);
  await deps.events.record(event.id, { type: event.type, outcome, at: deps.now().toISOString() });
  logger.info('Webhook event handled', { eventId: event.id, type: event.type, outcome, paymentId: event.session?.metadata.paymentId });
  return { received: true, outcome };
}
