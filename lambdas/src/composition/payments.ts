import { randomUUID } from 'node:crypto';
import { createLocalCheckoutProvider } from '../adapters/payments/local-checkout';
import { createStripePaymentProvider } from '../adapters/payments/stripe-payments';
import { createDynamoPaymentStore, createDynamoProcessedEventStore } from '../adapters/dynamodb/payment-store.dynamodb';
import { createDynamoSettingsStore } from '../adapters/dynamodb/settings-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { stripeKeysFromSecret } from '../adapters/secrets/stripe-keys';
import { env, type Env } from '../config/env';
import type { PaymentDeps } from '../payments/checkout';
import { PaymentProviderError, type PaymentProvider } from '../payments/ports';
import type { WebhookDeps } from '../payments/webhook';
import { publishingReportStore } from '../live-events/publishing-stores';
import { auditTrail } from './audit';
import { liveEvents } from './live-events';

// The payments function (packages, checkouts, the provider's webhook, payments), built once per cold start.
// It alone reads the payment provider's keys.
const config = env();

/**
 * Which provider this stack pays through: Stripe when it has Stripe's keys (from Secrets Manager in AWS, or
 * given directly), else the local stack's checkout page. Stripe's keys are read on first use.
 */
export function paymentProvider(settings: Env): PaymentProvider {
  const { STRIPE_SECRET_ARN, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, LOCAL_CHECKOUT_URL } = settings;
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) {
    return createStripePaymentProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: STRIPE_API_URL });
  }
  if (STRIPE_SECRET_ARN) {
    let stripe: Promise<PaymentProvider> | undefined;
    const provider = () => {
      stripe ??= stripeKeysFromSecret(STRIPE_SECRET_ARN).then(
        (keys) => createStripePaymentProvider({ ...keys, apiUrl: STRIPE_API_URL }),
        (error: unknown) => {
          // An unset or unreadable secret is the provider being unavailable: the coach is told, nothing is charged.
          throw new PaymentProviderError(`Stripe's keys could not be read: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
      stripe.catch(() => {
        stripe = undefined;
      });
      return stripe;
    };
    return {
      createCheckout: async (request) => (await provider()).createCheckout(request),
      checkoutState: async (sessionId) => (await provider()).checkoutState(sessionId),
      expireCheckout: async (sessionId) => (await provider()).expireCheckout(sessionId),
      verifyWebhook: async (rawBody, signature) => (await provider()).verifyWebhook(rawBody, signature),
    };
  }
  if (LOCAL_CHECKOUT_URL && STRIPE_WEBHOOK_SECRET) {
    return createLocalCheckoutProvider({ checkoutUrl: LOCAL_CHECKOUT_URL, webhookSecret: STRIPE_WEBHOOK_SECRET });
  }
  throw new Error(
    'Invalid Lambda configuration: set STRIPE_SECRET_ARN, or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or LOCAL_CHECKOUT_URL and STRIPE_WEBHOOK_SECRET',
  );
}

const payments = createDynamoPaymentStore();
export const settings = createDynamoSettingsStore();

export const paymentDeps: PaymentDeps = {
  payments,
  reports: publishingReportStore(createDynamoReportStore(), liveEvents),
  settings,
  provider: paymentProvider(config),
  webOrigins: config.WEB_ORIGINS,
  stage: config.STAGE,
  audit: auditTrail,
  newId: () => `pay-${randomUUID()}`,
  now: () => new Date(),
};

export const webhookDeps: WebhookDeps = { ...paymentDeps, events: createDynamoProcessedEventStore() };
