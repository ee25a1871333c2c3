import { z } from 'zod';
import {
  camelizeKeys,
  packageCatalogSchema,
  packageOfferSchema,
  packageTypeSchema,
  paymentSchema,
  paymentStatusSchema,
  PACKAGE_CURRENCY,
  PAYMENT_MESSAGES,
  wireReportSchema,
} from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { booleanFlag, idParams, nextKeyField, noBody, noParams, noQuery, pageKeyQuery, positiveInt } from '../route-fields';

/** The billing page's page of payments (and the most one page may hold). */
export const PAYMENTS_PAGE_SIZE = 25;
export const PAYMENTS_PAGE_MAX = 100;

export const packageListSchema = z.preprocess(
  camelizeKeys,
  z.object({ packages: z.array(packageOfferSchema), currency: z.string().default(PACKAGE_CURRENCY) }),
);

/** What a report's payment screen needs: its package and payment state, its payments, an open checkout. */
export const reportPaymentSchema = z.preprocess(
  camelizeKeys,
  z.object({
    reportId: z.string(),
    packageType: packageTypeSchema,
    paymentStatus: paymentStatusSchema,
    paidAt: z.string().nullish(),
    deliveryTimeHours: z.number().int().min(0),
    timerExpiresAt: z.string().nullish(),
    /** Newest first. */
    payments: z.array(paymentSchema),
    /** A checkout still open for this report: paying again reuses it. */
    openCheckout: paymentSchema.nullable(),
  }),
);

export const startPaymentBodySchema = z.preprocess(
  camelizeKeys,
  z.object({
    packageType: packageTypeSchema,
    /**
     * The web address the coach pays from: the provider sends them back there (payment success, or the buy
     * page when they cancel). It must be one of Scout's configured web origins.
     */
    returnOrigin: z.url({ error: PAYMENT_MESSAGES.returnOrigin }).max(200),
    /** Staff only: complete the purchase without a card, recorded as a test payment. */
    test: z.boolean().optional(),
  }),
);

/** A Stripe event as far as Scout reads it; the rest of Stripe's payload passes through unread. */
export const stripeEventSchema = z
  .object({
    id: z.string().min(1),
    type: z.string().min(1),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .passthrough();

/**
 * Buying reports: the package catalogue, checkouts and their confirmation by the payment provider's webhook,
 * and the organisation's payments. Served by the payments function, the only one that holds the provider's
 * keys.
 */
export const paymentRoutes = {
  listPackages: defineRoute({
    method: 'GET',
    path: '/packages',
    auth: 'public',
    domain: 'payments',
    summary: 'The four packages with their price, delivery window and contents (the pricing page).',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: packageListSchema,
  }),
  updatePackages: defineRoute({
    method: 'PUT',
    path: '/packages',
    auth: 'administrator',
    domain: 'payments',
    summary: "Staff change the packages' prices and contents without a deploy; checkouts started later use them.",
    params: noParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ packages: packageCatalogSchema })),
    response: packageListSchema,
  }),
  getReportPayment: defineRoute({
    method: 'GET',
    path: '/reports/{id}/payment',
    auth: 'user',
    domain: 'payments',
    summary: "The report's package and payment state, its payments and any checkout still open.",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: reportPaymentSchema,
  }),
  startReportPayment: defineRoute({
    method: 'POST',
    path: '/reports/{id}/payment',
    auth: 'user',
    domain: 'payments',
    summary:
      'Buys a package for the report: Free at once; a paid package opens (or reuses) a checkout whose URL is answered; staff may complete a test purchase. The amount is the server’s price.',
    params: idParams,
    query: noQuery,
    body: startPaymentBodySchema,
    response: z.preprocess(
      camelizeKeys,
      z.object({ payment: paymentSchema.nullable(), checkoutUrl: z.string().nullable(), report: wireReportSchema }),
    ),
  }),
  listPayments: defineRoute({
    method: 'GET',
    path: '/payments',
    auth: 'user',
    domain: 'payments',
    summary:
      "A page of the organisation's payments, newest first (staff: every organisation's, or one); pass next_key back as lastKey for the next page.",
    params: noParams,
    query: z.object({
      /** Staff only; everyone else always gets their own organisation's payments. */
      organizationId: z.string().min(1).max(128).optional(),
      /** Also list checkouts that were opened but never paid. */
      includeUnfinished: booleanFlag.optional(),
      limit: positiveInt(PAYMENTS_PAGE_MAX).optional(),
      ...pageKeyQuery,
    }),
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ payments: z.array(paymentSchema), nextKey: nextKeyField })),
  }),
  getPayment: defineRoute({
    method: 'GET',
    path: '/payments/{id}',
    auth: 'user',
    domain: 'payments',
    summary: "One payment (its receipt); another organisation's answers 404.",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, paymentSchema),
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/webhooks/stripe',
    auth: 'webhook',
    domain: 'payments',
    summary:
      "Stripe's events (checkout.session.completed, …expired, …async_payment_failed), signed with the webhook secret; each event is handled once.",
    params: noParams,
    query: noQuery,
    body: stripeEventSchema,
    response: z.object({ received: z.literal(true), outcome: z.string() }),
  }),
} as const satisfies Record<string, RouteDefinition>;
