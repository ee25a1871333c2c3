import { z } from 'zod';
import { PACKAGE_TYPES, packageTypeSchema } from './package';

/**
 * What Scout sells: the four packages with their prices and contents, and the payments made for reports.
 * Prices live on the server (a settings item staff change without a deploy); these are the defaults a new
 * table starts with. The delivery windows are fixed constants (package.ts) and are not for sale.
 */

export const PACKAGE_CURRENCY = 'usd';
/** Stripe's smallest charge in US dollars; a paid package may not cost less. */
export const MIN_PAID_PRICE_CENTS = 50;
export const MAX_PRICE_CENTS = 1_000_000;

export const packageOfferSchema = z.object({
  packageType: packageTypeSchema,
  name: z.string().trim().min(1, 'Every package needs a name').max(40, 'A package name is at most 40 characters'),
  priceCents: z
    .number({ error: 'A price is a whole number of cents' })
    .int('A price is a whole number of cents')
    .min(0, 'A price cannot be negative')
    .max(MAX_PRICE_CENTS, 'A price is at most $10,000'),
  summary: z.string().trim().max(200, 'A package summary is at most 200 characters'),
  features: z.array(z.string().trim().min(1).max(120, 'A feature line is at most 120 characters')).max(12, 'At most 12 feature lines'),
});
export type PackageOffer = z.infer<typeof packageOfferSchema>;

/** The catalogue: each package exactly once, Free at $0, every paid package at least Stripe's minimum charge. */
export const packageCatalogSchema = z
  .array(packageOfferSchema)
  .superRefine((offers, ctx) => {
    for (const packageType of PACKAGE_TYPES) {
      const count = offers.filter((offer) => offer.packageType === packageType).length;
      if (count !== 1)
        ctx.addIssue({ code: 'custom', message: `The catalogue lists the ${packageType} package ${count} times; it must list it once` });
    }
    for (const offer of offers) {
      if (offer.packageType === 'free' && offer.priceCents !== 0) ctx.addIssue({ code: 'custom', message: 'The Free package costs $0' });
      if (offer.packageType !== 'free' && offer.priceCents < MIN_PAID_PRICE_CENTS) {
        ctx.addIssue({ code: 'custom', message: `A paid package costs at least $${(MIN_PAID_PRICE_CENTS / 100).toFixed(2)}` });
      }
    }
  })
  .transform((offers) => PACKAGE_TYPES.map((packageType) => offers.find((offer) => offer.packageType === packageType) as PackageOffer));

/** Cheapest first: the order the pricing page shows them in. */
export const DEFAULT_PACKAGE_OFFERS: PackageOffer[] = [
  {
    packageType: 'free',
    name: 'Free',
    priceCents: 0,
    summary: 'Upload your film and break it down yourself with Scout’s tools.',
    features: [
      'Every clip extracted into numbered cards',
      'Breakdown grid and card editor',
      'Analytics, scout film, print and export',
      'No deadline: you set the pace',
    ],
  },
  {
    packageType: 'assist',
    name: 'Assist',
    priceCents: 14900,
    summary: 'Our staff enter the basics of every play; you add the rest.',
    features: [
      'ODK, quarter, down, distance, hash and yard line',
      'Result and gain/loss of every play',
      'Breakdown checks on every drive',
      'Delivered within 36 hours',
    ],
  },
  {
    packageType: 'full',
    name: 'Full',
    priceCents: 24900,
    summary: 'Every field of every play broken down by our staff.',
    features: [
      'Everything in Assist',
      'Personnel, formation, play type and concept',
      'Coverage and pressure',
      'Key tendencies ready to print',
      'Delivered within 24 hours',
    ],
  },
  {
    packageType: 'express',
    name: 'Express',
    priceCents: 39900,
    summary: 'The full breakdown for a short week.',
    features: ['Everything in Full', 'First in our staff’s queue', 'Delivered within 12 hours'],
  },
];

/**
 * A payment's life: a checkout is open until the provider confirms it (completed), it runs out (expired) or
 * the provider reports it failed. 'card' payments go through the payment provider; 'test' payments are staff
 * purchases without a card (no money moves).
 */
export const PAYMENT_STATES = ['open', 'completed', 'expired', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_KINDS = ['card', 'test'] as const;

export const paymentSchema = z.object({
  paymentId: z.string(),
  reportId: z.string(),
  reportTitle: z.string(),
  organizationId: z.string(),
  organizationName: z.string().nullish(),
  packageType: packageTypeSchema,
  packageName: z.string(),
  amountCents: z.number().int().min(0),
  currency: z.string(),
  deliveryTimeHours: z.number().int().min(0),
  status: z.enum(PAYMENT_STATES),
  kind: z.enum(PAYMENT_KINDS),
  createdAt: z.string(),
  createdByName: z.string(),
  payerEmail: z.string().nullish(),
  completedAt: z.string().nullish(),
  /** Set when the payment completes: what the receipt is numbered by. */
  receiptNumber: z.string().nullish(),
  /** While open: where the coach pays, and until when. */
  checkoutUrl: z.string().nullish(),
  checkoutExpiresAt: z.string().nullish(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A receipt's number: the year and the payment id's first characters, e.g. SC-2026-7F3A9C21. */
export function receiptNumberOf(paymentId: string, completedAt: string): string {
  const code = paymentId
    .replace(/^pay-/, '')
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return `SC-${completedAt.slice(0, 4)}-${code}`;
}

export const PAYMENT_MESSAGES = {
  alreadyPaid: (packageName: string) => `This report is already paid for (${packageName}). There is nothing more to pay.`,
  providerDown:
    'The payment service is not answering right now. Nothing was charged and the report is still unpaid; please try again in a few minutes.',
  testPurchaseStaffOnly: 'Only administrators can make a test purchase.',
  testPurchaseInProduction: 'Test purchases are not available in production: buy the package, or use a test stage.',
  returnOrigin: 'returnOrigin must be one of Scout’s web addresses',
  paymentNotFound: 'Payment not found',
} as const;
