import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_OFFERS, DEMO_ACCOUNTS, PAYMENT_MESSAGES, type Payment, type Report, type Timer } from '@scout/shared/domain';
import { createDynamoPaymentStore } from '../src/adapters/dynamodb/payment-store.dynamodb';
import { createDynamoSettingsStore } from '../src/adapters/dynamodb/settings-store.dynamodb';
import { createDynamoReportStore } from '../src/adapters/dynamodb/report-store.dynamodb';
import { payLocalCheckout } from '../src/adapters/payments/local-checkout';
import { createStripePaymentProvider } from '../src/adapters/payments/stripe-payments';
import { callerFromClaims } from '../src/core/caller';
import { ServiceUnavailableError } from '../src/core/errors';
import { createRecordingAuditTrail } from '../src/audit/audit-trail';
import { startReportPayment, type PaymentDeps } from '../src/payments/checkout';
import { newReport } from './support/film-upload';
import { invoke, tokenFor } from './support/invoke';

const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET as string;
const ORIGIN = 'http://localhost:5173';
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Jordan Miller' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
const stripe = new Stripe('sk_test_only_signs');

type Account = 'coach' | 'admin' | 'rivalCoach';

async function buy(reportId: string, body: Record<string, unknown>, account: Account = 'coach') {
  return invoke('startReportPayment', {
    token: await tokenFor(account),
    params: { id: reportId },
    body: { returnOrigin: ORIGIN, ...body },
  });
}

async function report(reportId: string, account: Account = 'coach'): Promise<Report> {
  return (await invoke('getReport', { token: await tokenFor(account), params: { id: reportId } })).body as unknown as Report;
}

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() as string;

/** Delivers a payload to the webhook route as Stripe would, signed unless told otherwise. */
function deliver(
  payload: string,
  signature: string | null = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return invoke('stripeWebhook', { rawBody: payload, headers: signature === null ? {} : { 'stripe-signature': signature } });
}

/** Opens a checkout for a new report and pays it on the local checkout with the good card: the signed event. */
async function paidCheckout(packageType: 'assist' | 'full' | 'express' = 'full') {
  const { id } = await newReport('coach', `Payment ${packageType}`);
  const started = await buy(id, { packageType });
  expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
  const checkoutUrl = started.body.checkoutUrl as string;
  const paid = payLocalCheckout(sessionOf(checkoutUrl), GOOD_CARD, WEBHOOK_SECRET);
  if (paid.outcome !== 'paid') throw new Error(`The good card was not charged: ${JSON.stringify(paid)}`);
  return { reportId: id, payment: started.body.payment as Payment, paid };
}

describe('the package catalogue', () => {
  const settings = createDynamoSettingsStore();
  afterAll(async () => {
    await settings.put('packages', DEFAULT_PACKAGE_OFFERS, { by: 'test', at: new Date().toISOString() });
  });

  it('is public, and only staff change it; checkouts use the new price', async () => {
    const listed = await invoke('listPackages');
    expect(listed.statusCode).toBe(200);
    expect((listed.body.packages as { packageType: string; priceCents: number }[]).map((p) => [p.packageType, p.priceCents])).toEqual(
      DEFAULT_PACKAGE_OFFERS.map((p) => [p.packageType, p.priceCents]),
    );

    const changed = DEFAULT_PACKAGE_OFFERS.map((offer) => (offer.packageType === 'assist' ? { ...offer, priceCents: 12_345 } : offer));
    const byCoach = await invoke('updatePackages', { token: await tokenFor('coach'), body: { packages: changed } });
    expect(byCoach.statusCode).toBe(403);
    const byStaff = await invoke('updatePackages', { token: await tokenFor('admin'), body: { packages: changed } });
    expect(byStaff.statusCode, JSON.stringify(byStaff.body)).toBe(200);

    const { id } = await newReport('coach', 'New price');
    const started = await buy(id, { packageType: 'assist' });
    expect(started.body.payment).toMatchObject({ packageType: 'assist', amountCents: 12_345, currency: 'usd' });
  });

  it('refuses a catalogue that misses a package or charges for Free, and keeps the old one', async () => {
    const admin = await tokenFor('admin');
    const missing = await invoke('updatePackages', { token: admin, body: { packages: DEFAULT_PACKAGE_OFFERS.slice(1) } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toContain('The catalogue lists the free package 0 times');
    const paidFree = DEFAULT_PACKAGE_OFFERS.map((offer) => (offer.packageType === 'free' ? { ...offer, priceCents: 100 } : offer));
    const refused = await invoke('updatePackages', { token: admin, body: { packages: paidFree } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain('The Free package costs $0');
    const listed = await invoke('listPackages');
    expect((listed.body.packages as { priceCents: number }[])[0]?.priceCents).toBe(0);
  });
});

describe('buying a report', () => {
  it("opens a checkout at the server's price (whatever the client sends) and leaves the report unpaid until the provider confirms", async () => {
    const { id } = await newReport('coach', 'Checkout');
    const started = await buy(id, { packageType: 'full', amountCents: 1, amount: 1 });

    expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
    expect(started.body.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:3001\/local-checkout\/cs_test_local_[0-9a-f]{24}$/);
    expect(started.body.payment).toMatchObject({ reportId: id, packageType: 'full', amountCents: 24_900, status: 'open', kind: 'card' });
    expect(await report(id)).toMatchObject({ paymentStatus: 'pending', timerExpiresAt: null });
    const state = await invoke('getReportPayment', { token: await tokenFor('coach'), params: { id } });
    expect(state.body).toMatchObject({
      paymentStatus: 'pending',
      openCheckout: { paymentId: (started.body.payment as Payment).paymentId },
    });
  });

  it('reuses the open checkout for the same package, and closes it when another package is chosen', async () => {
    const { id } = await newReport('coach', 'Reuse');
    const first = await buy(id, { packageType: 'express' });
    const again = await buy(id, { packageType: 'express' });
    expect(again.body.checkoutUrl).toBe(first.body.checkoutUrl);
    expect((again.body.payment as Payment).paymentId).toBe((first.body.payment as Payment).paymentId);

    const other = await buy(id, { packageType: 'assist' });
    expect(other.body.checkoutUrl).not.toBe(first.body.checkoutUrl);
    // The first session can no longer be paid.
    expect(payLocalCheckout(sessionOf(first.body.checkoutUrl as string), GOOD_CARD, WEBHOOK_SECRET)).toMatchObject({ outcome: 'closed' });
    const payments = (await invoke('getReportPayment', { token: await tokenFor('coach'), params: { id } })).body.payments as Payment[];
    expect(payments.map((payment) => [payment.packageType, payment.status])).toEqual([
      ['assist', 'open'],
      ['express', 'expired'],
    ]);
  });

  it("honours the provider's confirmation of a checkout Scout had closed, and never lets a second payment change a paid report", async () => {
    const { id } = await newReport('coach', 'Closed then paid');
    const express = await buy(id, { packageType: 'express' });
    const assist = await buy(id, { packageType: 'assist' });
    const closed = express.body.payment as Payment;
    // Stripe confirms the express checkout anyway (paid in the moment before it was closed).
    const confirmation = JSON.stringify({
      id: `evt_${closed.paymentId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionOf(express.body.checkoutUrl as string),
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 39_900,
          currency: 'usd',
          metadata: { paymentId: closed.paymentId, reportId: id },
        },
      },
    });

    expect((await deliver(confirmation)).body).toEqual({ received: true, outcome: 'paid' });
    expect(await report(id)).toMatchObject({ packageType: 'express', paymentStatus: 'completed', deliveryTimeHours: 12 });

    const second = payLocalCheckout(sessionOf(assist.body.checkoutUrl as string), GOOD_CARD, WEBHOOK_SECRET);
    if (second.outcome !== 'paid') throw new Error('The assist checkout should still take a card');
    expect((await deliver(second.payload)).body).toEqual({ received: true, outcome: 'paid-twice' });
    expect(await report(id)).toMatchObject({ packageType: 'express', deliveryTimeHours: 12 });
  });

  it('is paid by the confirmed checkout: package, paid_at, status, delivery timer; the receipt is numbered', async () => {
    const before = Date.now();
    const { reportId, payment, paid } = await paidCheckout('full');

    const confirmed = await deliver(paid.payload);

    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ received: true, outcome: 'paid' });
    const after = await report(reportId);
    expect(after).toMatchObject({ packageType: 'full', paymentStatus: 'completed', status: 'in_progress', deliveryTimeHours: 24 });
    expect(Date.parse(after.paidAt as string)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(after.timerExpiresAt as string) - Date.parse(after.timerStartedAt as string)).toBe(24 * 3600 * 1000);
    const receipt = await invoke('getPayment', { token: await tokenFor('coach'), params: { id: payment.paymentId } });
    expect(receipt.body).toMatchObject({ status: 'completed', amountCents: 24_900, payerEmail: DEMO_ACCOUNTS.coach.email, kind: 'card' });
    expect(receipt.body.receiptNumber).toMatch(/^SC-\d{4}-[0-9A-F]{8}$/);
    expect(receipt.body).not.toHaveProperty('checkoutSessionId');

    const timer = (await invoke('getReportTimer', { token: await tokenFor('coach'), params: { id: reportId } })).body as unknown as Timer;
    expect(timer).toMatchObject({ reportId, status: 'running', expiresAt: after.timerExpiresAt });
    expect(timer.remainingTime).toBeGreaterThan(24 * 3600 - 60);
    const billing = (await invoke('listPayments', { token: await tokenFor('coach') })).body.payments as Payment[];
    expect(billing.map((entry) => entry.paymentId)).toContain(payment.paymentId);
  });

  it('handles an event delivered twice once, and a second confirmation of the same payment pays nothing more', async () => {
    const { reportId, paid } = await paidCheckout('assist');
    expect((await deliver(paid.payload)).body.outcome).toBe('paid');
    const once = await report(reportId);

    expect((await deliver(paid.payload)).body).toEqual({ received: true, outcome: 'duplicate' });
    // The same session confirmed again under another event id (as async_payment_succeeded would).
    const event = JSON.parse(paid.payload) as { id: string; type: string };
    const again = await deliver(JSON.stringify({ ...event, id: `${event.id}_again`, type: 'checkout.session.async_payment_succeeded' }));
    expect(again.body).toEqual({ received: true, outcome: 'already-paid' });
    expect(await report(reportId)).toMatchObject({ version: once.version, paidAt: once.paidAt, timerExpiresAt: once.timerExpiresAt });
  });

  it('refuses a webhook with a missing, wrong or stale signature, or a changed body (400), and changes nothing', async () => {
    const { reportId, paid } = await paidCheckout('express');
    const tampered = paid.payload.replace('"amount_total":39900', '"amount_total":1');

    const answers = await Promise.all([
      deliver(paid.payload, null),
      deliver(paid.payload, stripe.webhooks.generateTestHeaderString({ payload: paid.payload, secret: 'whsec_not_ours' })),
      deliver(
        paid.payload,
        stripe.webhooks.generateTestHeaderString({ payload: paid.payload, secret: WEBHOOK_SECRET, timestamp: 1_700_000_000 }),
      ),
      deliver(tampered, paid.signature),
    ]);

    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe('The webhook signature is missing or does not match the body');
    }
    expect(await report(reportId)).toMatchObject({ paymentStatus: 'pending', status: 'created' });
    // The genuine event still pays: nothing was recorded for the refused ones.
    expect((await deliver(paid.payload)).body.outcome).toBe('paid');
  });

  it('logs and acknowledges events about payments or reports it does not know', async () => {
    const unknown = JSON.stringify({
      id: 'evt_unknown_payment',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_nobody',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 100,
          currency: 'usd',
          metadata: { paymentId: 'pay-nobody', reportId: 'rpt-nobody' },
        },
      },
    });
    expect((await deliver(unknown)).body).toEqual({ received: true, outcome: 'unknown-payment' });

    const { reportId, paid } = await paidCheckout('full');
    expect((await invoke('deleteReport', { token: await tokenFor('coach'), params: { id: reportId } })).statusCode).toBe(200);
    expect((await deliver(paid.payload)).body).toEqual({ received: true, outcome: 'unknown-report' });

    const ignored = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await deliver(ignored)).body).toEqual({ received: true, outcome: 'ignored' });
  });

  it("leaves the report unpaid when the card is declined, with Stripe's message; the checkout stays open", async () => {
    const { id } = await newReport('coach', 'Declined');
    const started = await buy(id, { packageType: 'full' });

    expect(payLocalCheckout(sessionOf(started.body.checkoutUrl as string), DECLINED_CARD, WEBHOOK_SECRET)).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
    });
    expect(await report(id)).toMatchObject({ paymentStatus: 'pending' });
    expect(payLocalCheckout(sessionOf(started.body.checkoutUrl as string), GOOD_CARD, WEBHOOK_SECRET)).toMatchObject({ outcome: 'paid' });
  });

  it('refuses to sell a paid report again, in words', async () => {
    const { reportId, paid } = await paidCheckout('full');
    await deliver(paid.payload);

    const again = await buy(reportId, { packageType: 'express' });

    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(PAYMENT_MESSAGES.alreadyPaid('Full'));
  });

  it('gives a report the Free package without a payment or a deadline', async () => {
    const { id } = await newReport('coach', 'Free one');
    const chosen = await buy(id, { packageType: 'free' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toMatchObject({ payment: null, checkoutUrl: null, report: { packageType: 'free', timerExpiresAt: null } });
    expect((await invoke('getReportTimer', { token: await tokenFor('coach'), params: { id } })).body).toEqual({
      reportId: id,
      startedAt: null,
      expiresAt: null,
      remainingTime: null,
      status: null,
    });
  });

  it('lets staff make a test purchase on the same path (a test payment, no card); coaches may not', async () => {
    const { id } = await newReport('coach', 'Test purchase');
    const byCoach = await buy(id, { packageType: 'express', test: true });
    expect(byCoach.statusCode).toBe(403);
    expect(byCoach.body.message).toBe(PAYMENT_MESSAGES.testPurchaseStaffOnly);

    const byStaff = await buy(id, { packageType: 'express', test: true }, 'admin');

    expect(byStaff.statusCode, JSON.stringify(byStaff.body)).toBe(200);
    expect(byStaff.body).toMatchObject({ checkoutUrl: null, payment: { kind: 'test', status: 'completed', amountCents: 39_900 } });
    expect(await report(id)).toMatchObject({
      packageType: 'express',
      paymentStatus: 'completed',
      status: 'in_progress',
      deliveryTimeHours: 12,
    });
    const billing = (await invoke('listPayments', { token: await tokenFor('coach') })).body.payments as Payment[];
    expect(billing.find((payment) => payment.reportId === id)).toMatchObject({ kind: 'test', createdByName: DEMO_ACCOUNTS.admin.name });
  });

  it('answers bad input with 400 in words and writes nothing', async () => {
    const { id } = await newReport('coach', 'Bad input');
    const token = await tokenFor('coach');
    const unknownPackage = await buy(id, { packageType: 'platinum' });
    expect(unknownPackage.statusCode).toBe(400);
    expect(unknownPackage.body.message).toContain('packageType');
    const noOrigin = await invoke('startReportPayment', { token, params: { id }, body: { packageType: 'full' } });
    expect(noOrigin.statusCode).toBe(400);
    const notJson = await invoke('startReportPayment', { token, params: { id }, rawBody: '{"packageType":' });
    expect(notJson.statusCode).toBe(400);
    expect((await invoke('getReportPayment', { token, params: { id } })).body.payments).toEqual([]);

    const notAnEvent = JSON.stringify({ hello: 'world' });
    const refused = await deliver(notAnEvent);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('The webhook body is not a Stripe event (id, type, data.object)');
  });

  it('refuses a return address that is not one of the web origins', async () => {
    const { id } = await newReport('coach', 'Elsewhere');
    const answer = await buy(id, { packageType: 'full', returnOrigin: 'https://evil.example' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(PAYMENT_MESSAGES.returnOrigin);
    expect((await invoke('getReportPayment', { token: await tokenFor('coach'), params: { id } })).body.payments).toEqual([]);
  });

  it("keeps another organisation's payments and reports out of reach (404), and out of the lists", async () => {
    const { reportId, payment, paid } = await paidCheckout('full');
    await deliver(paid.payload);
    const rival = await tokenFor('rivalCoach');

    expect((await invoke('getReportPayment', { token: rival, params: { id: reportId } })).statusCode).toBe(404);
    expect((await buy(reportId, { packageType: 'full' }, 'rivalCoach')).statusCode).toBe(404);
    expect((await invoke('getPayment', { token: rival, params: { id: payment.paymentId } })).statusCode).toBe(404);
    expect((await invoke('getReportTimer', { token: rival, params: { id: reportId } })).statusCode).toBe(404);
    const theirs = (await invoke('listPayments', { token: rival, query: { organizationId: 'org-eagles' } })).body.payments as Payment[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((entry) => entry.organizationId === 'org-ridgeview')).toBe(true);
    const timers = (await invoke('listTimers', { token: rival, query: { internal: 'true' } })).body.timers as Timer[];
    expect(timers.map((timer) => timer.reportId)).not.toContain(reportId);
    // Staff see every organisation's.
    const all = (await invoke('listPayments', { token: await tokenFor('admin') })).body.payments as Payment[];
    // Other tests running beside this one may add organisations of their own.
    expect([...new Set(all.map((entry) => entry.organizationId))]).toEqual(expect.arrayContaining(['org-eagles', 'org-ridgeview']));
  });
});

describe('delivery timers and paid reports', () => {
  it('list running timers least time left first, and put overdue reports first for staff', async () => {
    const { reportId, paid } = await paidCheckout('express');
    await deliver(paid.payload);
    // Staff move the timer back a month, so it ran out (before any seeded one) with the breakdown unfinished.
    const started = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
    const moved = await invoke('updateReport', {
      token: await tokenFor('admin'),
      params: { id: reportId },
      body: { timer_started_at: started },
    });
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);

    const timers = (await invoke('listTimers', { token: await tokenFor('coach') })).body.timers as Timer[];
    expect(timers[0]).toMatchObject({ reportId, status: 'expired' });
    const remaining = timers.map((timer) => timer.remainingTime as number);
    expect(remaining).toEqual([...remaining].sort((a, b) => a - b));

    const staff = (await invoke('listPaidReports', { token: await tokenFor('admin') })).body.reports as {
      report: Report;
      overdue: boolean;
    }[];
    expect(staff[0]).toMatchObject({ report: { id: reportId }, overdue: true });
    expect([...new Set(staff.map((entry) => entry.report.organizationId))]).toEqual(
      expect.arrayContaining(['org-eagles', 'org-ridgeview']),
    );
    const coach = (await invoke('listPaidReports', { token: await tokenFor('coach') })).body.reports as { report: Report }[];
    expect(coach.every((entry) => entry.report.organizationId === 'org-eagles' && entry.report.paymentStatus === 'completed')).toBe(true);
  });
});

describe('the Stripe adapter', () => {
  const coach = callerFromClaims({
    sub: 'user-coach',
    accountId: 'org-eagles',
    role: 'coach',
    email: DEMO_ACCOUNTS.coach.email,
    name: DEMO_ACCOUNTS.coach.name,
    accountName: 'Eagles Football',
  } as Parameters<typeof callerFromClaims>[0]);

  function depsWith(apiUrl: string): PaymentDeps {
    return {
      payments: createDynamoPaymentStore(),
      reports: createDynamoReportStore(),
      settings: createDynamoSettingsStore(),
      provider: createStripePaymentProvider({ secretKey: 'sk_test_scout', webhookSecret: WEBHOOK_SECRET, apiUrl }),
      webOrigins: [ORIGIN],
      stage: 'local',
      audit: createRecordingAuditTrail(),
      newId: () => `pay-${Math.random().toString(16).slice(2)}`,
      now: () => new Date(),
    };
  }

  it('tells the coach when Stripe cannot be reached, and writes nothing (the report stays unpaid)', async () => {
    const { id } = await newReport('coach', 'Stripe down');
    // A closed port stands for Stripe being down (Stripe itself cannot be reached from here).
    const attempt = startReportPayment(depsWith('http://127.0.0.1:9'), coach, id, { packageType: 'full', returnOrigin: ORIGIN });

    await expect(attempt).rejects.toThrow(ServiceUnavailableError);
    await expect(attempt).rejects.toThrow(PAYMENT_MESSAGES.providerDown);
    expect((await invoke('getReportPayment', { token: await tokenFor('coach'), params: { id } })).body.payments).toEqual([]);
    expect(await report(id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it("asks Stripe for a Checkout Session with the server's amount, the report and an idempotency key", async () => {
    // Stripe's API cannot run here: this server answers as Stripe does and records what the SDK sent.
    const requests: { path: string; form: URLSearchParams; headers: IncomingMessage['headers'] }[] = [];
    const fakeStripe = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        requests.push({ path: req.url ?? '', form: new URLSearchParams(body), headers: req.headers });
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(
          JSON.stringify({
            id: 'cs_test_fake',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_fake',
            expires_at: 1_900_000_000,
            status: 'open',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
    try {
      const { id } = await newReport('coach', 'Stripe request');
      const started = await startReportPayment(depsWith(`http://127.0.0.1:${(fakeStripe.address() as AddressInfo).port}`), coach, id, {
        packageType: 'express',
        returnOrigin: `${ORIGIN}/buy-report`,
      });

      expect(started.checkoutUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_fake');
      const [request] = requests;
      expect(request?.path).toBe('/v1/checkout/sessions');
      expect(request?.headers.authorization).toBe('Bearer sk_test_scout');
      expect(request?.headers['idempotency-key']).toBe(`checkout-${started.payment?.paymentId}`);
      const form = request?.form as URLSearchParams;
      expect(Object.fromEntries(form)).toMatchObject({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '39900',
        client_reference_id: id,
        customer_email: DEMO_ACCOUNTS.coach.email,
        'metadata[reportId]': id,
        'metadata[paymentId]': started.payment?.paymentId,
        'metadata[packageType]': 'express',
        success_url: `${ORIGIN}/payment-success?reportId=${id}&paymentId=${started.payment?.paymentId}`,
      });
      expect(form.get('cancel_url')).toContain(`${ORIGIN}/buy-report?reportId=${id}`);
    } finally {
      fakeStripe.close();
    }
  });
});
