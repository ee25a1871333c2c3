import Stripe from 'stripe';
import { PaymentProviderError, type CheckoutState, type PaymentProvider } from '../../payments/ports';
import { verifyStripeEvent } from './stripe-events';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests: a closed port stands for an outage). Stripe's own when absent. */
  apiUrl?: string;
}

/** Network faults and Stripe's own errors both mean: no checkout, nothing charged. */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(`Stripe: ${error.type}: ${error.message}`);
    throw error;
  }
}

/**
 * Stripe Checkout through Stripe's official SDK: a hosted payment page per checkout, confirmed by the
 * `checkout.session.completed` webhook. The amount and the report travel in the session (metadata), so the
 * webhook finds the payment it pays.
 */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'Scout' },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    async createCheckout(request) {
      const session = await provider(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  product_data: { name: request.productName, description: request.description },
                },
              },
            ],
            client_reference_id: request.reportId,
            customer_email: request.customerEmail ?? undefined,
            metadata: {
              paymentId: request.paymentId,
              reportId: request.reportId,
              organizationId: request.organizationId,
              packageType: request.packageType,
            },
            payment_intent_data: { metadata: { paymentId: request.paymentId, reportId: request.reportId } },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          // The same payment never opens two sessions, even when the call is retried.
          { idempotencyKey: `checkout-${request.paymentId}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString() };
    },
    async checkoutState(sessionId) {
      const session = await provider(() => stripe.checkout.sessions.retrieve(sessionId));
      const states: readonly CheckoutState[] = ['open', 'complete', 'expired'];
      return states.find((state) => state === session.status) ?? null;
    },
    async expireCheckout(sessionId) {
      await provider(() => stripe.checkout.sessions.expire(sessionId));
    },
    async verifyWebhook(rawBody, signature) {
      return verifyStripeEvent(stripe.webhooks, rawBody, signature, settings.webhookSecret);
    },
  };
}
