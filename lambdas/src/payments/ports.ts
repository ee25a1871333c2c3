import type { PackageType, Payment } from '@scout/shared/domain';
import { ValidationError } from '../core/errors';
import type { Page, PageRequest } from '../core/page';

/** A payment as stored: what the coach sees, and the provider's checkout it belongs to. */
export interface PaymentRecord extends Payment {
  /** The provider's checkout session (absent on test payments). */
  checkoutSessionId?: string | null;
  createdBy: string;
}

export interface PaymentStore {
  /** Writes a new payment; fails if the id exists. */
  create(record: PaymentRecord): Promise<void>;
  get(paymentId: string): Promise<PaymentRecord | null>;
  /** A report's payments, newest first. */
  listByReport(organizationId: string, reportId: string): Promise<PaymentRecord[]>;
  /**
   * A page of one organisation's payments, or every organisation's (null), newest first; completed ones only
   * unless `includeUnfinished`. A page token of another list or filter is refused (ValidationError).
   */
  listByOrganization(organizationId: string | null, page: PageRequest & { includeUnfinished: boolean }): Promise<Page<PaymentRecord>>;
  /**
   * Moves a payment to completed, whatever Scout thought of it before (the provider confirmed it: the money
   * was taken). Atomic: of two deliveries of the same confirmation one wins. Answers the completed payment, or
   * null when it was completed already.
   */
  complete(
    paymentId: string,
    details: { completedAt: string; receiptNumber: string; payerEmail?: string | null },
  ): Promise<PaymentRecord | null>;
  /** Moves an open payment to expired or failed; a payment in any other state is left as it is. */
  close(paymentId: string, status: 'expired' | 'failed', at: string): Promise<void>;
}

/** What a checkout sells and where the provider sends the coach afterwards. */
export interface CheckoutRequest {
  paymentId: string;
  reportId: string;
  organizationId: string;
  packageType: PackageType;
  productName: string;
  description: string;
  amountCents: number;
  currency: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  expiresAt: string;
}

export type CheckoutState = 'open' | 'complete' | 'expired';

/**
 * A checkout session of the provider's event, as far as Scout reads it (Stripe's Checkout Session object:
 * https://docs.stripe.com/api/checkout/sessions/object).
 */
export interface ProviderCheckoutSession {
  id: string;
  paymentStatus: string | null;
  amountTotal: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  customerEmail: string | null;
}

/** A verified event of the provider. */
export interface ProviderEvent {
  id: string;
  type: string;
  session: ProviderCheckoutSession | null;
}

/** Thrown by a provider when the signature of a webhook is missing or does not match: answered 400. */
export class WebhookSignatureError extends ValidationError {}

/** What a sender whose signature fails is told (the provider's own words stay in the log). */
export const BAD_SIGNATURE = 'The webhook signature is missing or does not match the body';

/** Thrown by a provider when it cannot be reached or fails: answered 503, nothing charged. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/**
 * The payment provider: Stripe Checkout in AWS (adapters/payments/stripe-payments.ts), the local stack's own
 * checkout page locally (adapters/payments/local-checkout.ts). Both verify webhooks with Stripe's SDK.
 */
export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session's state, or null when the provider does not know it. */
  checkoutState(sessionId: string): Promise<CheckoutState | null>;
  /** Closes an open session so it cannot be paid any more (a coach switched packages). */
  expireCheckout(sessionId: string): Promise<void>;
  /** Verifies the signature over the raw body and answers the event; WebhookSignatureError when it fails. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
}

/** Webhook events already handled, by the provider's event id (the same event delivered twice is handled once). */
export interface ProcessedEventStore {
  seen(eventId: string): Promise<boolean>;
  record(eventId: string, details: { type: string; outcome: string; at: string }): Promise<void>;
}
