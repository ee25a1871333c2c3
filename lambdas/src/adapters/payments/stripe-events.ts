import type Stripe from 'stripe';
import { contract } from '@scout/shared/api';
import { ValidationError } from '../../core/errors';
import { BAD_SIGNATURE, WebhookSignatureError, type ProviderCheckoutSession, type ProviderEvent } from '../../payments/ports';

function stringMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function checkoutSession(object: Record<string, unknown>): ProviderCheckoutSession | null {
  if (object.object !== 'checkout.session' || typeof object.id !== 'string') return null;
  const details =
    typeof object.customer_details === 'object' && object.customer_details !== null
      ? (object.customer_details as Record<string, unknown>)
      : {};
  return {
    id: object.id,
    paymentStatus: text(object.payment_status),
    amountTotal: typeof object.amount_total === 'number' ? object.amount_total : null,
    currency: text(object.currency),
    metadata: stringMap(object.metadata),
    customerEmail: text(details.email) ?? text(object.customer_email),
  };
}

/**
 * A Stripe webhook, verified with Stripe's SDK (the signature over the raw bytes, and its timestamp within
 * Stripe's 5-minute tolerance) and then read with the contract's event schema. Both payment providers use it:
 * the local checkout signs its events the way Stripe does, so this is the code that runs in AWS.
 */
export function verifyStripeEvent(
  webhooks: Stripe['webhooks'],
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): ProviderEvent {
  if (!signature) throw new WebhookSignatureError(BAD_SIGNATURE);
  let raw: unknown;
  try {
    raw = webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new WebhookSignatureError(BAD_SIGNATURE);
  }
  const parsed = contract.stripeWebhook.body.safeParse(raw);
  if (!parsed.success) throw new ValidationError('The webhook body is not a Stripe event (id, type, data.object)');
  const event = parsed.data;
  return { id: event.id, type: event.type, session: checkoutSession(event.data.object) };
}
