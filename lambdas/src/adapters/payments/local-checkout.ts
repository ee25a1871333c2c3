import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutState, PaymentProvider } from '../../payments/ports';
import { verifyStripeEvent } from './stripe-events';

/**
 * The local stack's stand-in for Stripe Checkout. Stripe has no local twin, so this provider keeps checkout
 * sessions in the process and apps/local serves a checkout page for them (apps/local/src/local-checkout.ts).
 * Paying there behaves like Stripe's test mode (its test cards and their messages) and produces the event
 * Stripe would send, `checkout.session.completed`, signed with the webhook secret by Stripe's own SDK and
 * delivered to the API's webhook route over HTTP: the webhook code that runs in AWS is the code that runs here.
 */

interface LocalSession {
  id: string;
  request: CheckoutRequest;
  state: CheckoutState;
  url: string;
}

export interface LocalCheckoutView {
  id: string;
  state: CheckoutState;
  productName: string;
  description: string;
  amountCents: number;
  currency: string;
  customerEmail: string | null;
  expiresAt: string;
  cancelUrl: string;
}

export type LocalPaymentResult =
  | { outcome: 'paid'; payload: string; signature: string; successUrl: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'closed'; message: string };

const sessions = new Map<string, LocalSession>();
let signer: Stripe | undefined;
/**
 * Only signs and verifies (Stripe's SDK needs a key to be built; this one never reaches Stripe). Built on first
 * use: the payments bundle in AWS carries this module but never uses it.
 */
const stripeSdk = () => (signer ??= new Stripe('sk_test_local_checkout_never_sent'));

/** Stripe's test cards (https://docs.stripe.com/testing) and what Checkout says for each. */
export const LOCAL_TEST_CARDS: Readonly<Record<string, string | null>> = {
  '4242424242424242': null,
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};
const NON_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checkout's checks of the form, in its words; null when the card may be charged. */
function cardProblem(card: { number: string; expiry: string; cvc: string }, now: Date): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return 'Your card number is incorrect.';
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!expiry) return "Your card's expiration date is incomplete.";
  const month = Number(expiry[1]);
  const year = Number(expiry[2]) + ((expiry[2] as string).length === 2 ? 2000 : 0);
  if (month < 1 || month > 12) return "Your card's expiration date is incomplete.";
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return "Your card's expiration year is in the past.";
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is incomplete.";
  if (!(digits in LOCAL_TEST_CARDS)) return NON_TEST_CARD;
  return LOCAL_TEST_CARDS[digits] ?? null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function liveSession(sessionId: string, now: Date): LocalSession | null {
  const session = sessions.get(sessionId);
  if (session && session.state === 'open' && session.request.expiresAt.getTime() <= now.getTime()) session.state = 'expired';
  return session ?? null;
}

export function localCheckoutView(sessionId: string, now = new Date()): LocalCheckoutView | null {
  const session = liveSession(sessionId, now);
  if (!session) return null;
  const { request } = session;
  return {
    id: session.id,
    state: session.state,
    productName: request.productName,
    description: request.description,
    amountCents: request.amountCents,
    currency: request.currency,
    customerEmail: request.customerEmail,
    expiresAt: request.expiresAt.toISOString(),
    cancelUrl: request.cancelUrl,
  };
}

/**
 * Pays a session with a card: a declined card leaves it open (the coach may try another, as on Stripe); a
 * good one completes it and answers the signed `checkout.session.completed` event to deliver.
 */
export function payLocalCheckout(
  sessionId: string,
  card: { number: string; expiry: string; cvc: string; name: string },
  webhookSecret: string,
  now = new Date(),
): LocalPaymentResult {
  const session = liveSession(sessionId, now);
  if (!session) return { outcome: 'closed', message: 'This checkout session does not exist.' };
  if (session.state === 'expired') return { outcome: 'closed', message: 'This checkout session has expired.' };
  if (session.state === 'complete') return { outcome: 'closed', message: 'This checkout session has already been paid.' };
  const problem = cardProblem(card, now);
  if (problem) return { outcome: 'declined', message: problem };
  session.state = 'complete';
  const { request } = session;
  const created = Math.floor(now.getTime() / 1000);
  const payload = JSON.stringify({
    id: id('evt_local'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: request.amountCents,
        amount_subtotal: request.amountCents,
        currency: request.currency,
        client_reference_id: request.reportId,
        customer_email: request.customerEmail,
        customer_details: { email: request.customerEmail, name: card.name.trim() || null },
        metadata: {
          paymentId: request.paymentId,
          reportId: request.reportId,
          organizationId: request.organizationId,
          packageType: request.packageType,
        },
        payment_intent: id('pi_local'),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        created,
      },
    },
  });
  const signature = stripeSdk().webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: created });
  return { outcome: 'paid', payload, signature, successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) };
}

export function createLocalCheckoutProvider(settings: { checkoutUrl: string; webhookSecret: string }): PaymentProvider {
  return {
    async createCheckout(request) {
      const sessionId = id('cs_test_local');
      const url = `${settings.checkoutUrl.replace(/\/$/, '')}/${sessionId}`;
      sessions.set(sessionId, { id: sessionId, request, state: 'open', url });
      return { sessionId, url, expiresAt: request.expiresAt.toISOString() };
    },
    async checkoutState(sessionId) {
      return liveSession(sessionId, new Date())?.state ?? null;
    },
    async expireCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (session?.state === 'open') session.state = 'expired';
    },
    async verifyWebhook(rawBody, signature) {
      return verifyStripeEvent(stripeSdk().webhooks, rawBody, signature, settings.webhookSecret);
    },
  };
}
