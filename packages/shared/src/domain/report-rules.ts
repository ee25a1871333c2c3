import { z } from 'zod';
import { camelizeKeys } from './case';
import { DELIVERY_WINDOW_HOURS, packageTypeSchema } from './package';
import { OPPONENT_ABBREVIATION_MAX, OPPONENT_OFFENSE_TAGS, paymentStatusSchema, reportStatusSchema, type Report } from './report';

const HOUR_MS = 3600 * 1000;
const isoDateTime = z.iso.datetime({ offset: true, error: 'Expected an ISO date-time' });

/** What a coach may edit on their own report. */
export const reportEditSchema = z.object({
  title: z.string().trim().min(1, 'Report title is required').max(200),
  opponentName: z.string().trim().max(120).nullable(),
  /** Stored in capitals, as it heads the report's title. */
  opponentAbbreviation: z
    .string()
    .trim()
    .max(OPPONENT_ABBREVIATION_MAX, 'Opponent abbreviation is at most 5 characters')
    .transform((value) => value.toUpperCase())
    .nullable(),
  location: z.enum(['home', 'away'], { error: 'Location is home or away' }),
  reportType: z.enum(['defense', 'offense'], { error: 'Report type is defense or offense' }),
  jerseyColor: z.string().trim().max(40).nullable(),
  hasAnalysisAddon: z.boolean(),
  analysisType: z.string().trim().max(80).nullable(),
  hasSummaryAddon: z.boolean(),
});

/** Which ODK rows hold the opponent's offense, as a create or update body names it. */
export const opponentOffenseTagField = z.enum(OPPONENT_OFFENSE_TAGS, {
  error: "opponentOffenseTag is 'O' (scouting film: the opponent's offense is tagged O) or 'D' (your game against them)",
});

/** The dev/staff payload of PUT /reports/{id}: only internal staff may send it. */
export const reportAdminSchema = z.object({
  packageType: packageTypeSchema,
  paymentStatus: paymentStatusSchema,
  status: reportStatusSchema,
  deliveryTimeHours: z.number().int().min(0).max(720),
  timerStartedAt: isoDateTime.nullable(),
  timerExpiresAt: isoDateTime.nullable(),
});

export const REPORT_ADMIN_FIELDS = Object.keys(reportAdminSchema.shape) as (keyof z.infer<typeof reportAdminSchema>)[];

export const reportUpdateSchema = z.preprocess(
  camelizeKeys,
  reportEditSchema
    .partial()
    .extend(reportAdminSchema.partial().shape)
    .extend({
      opponentOffenseTag: opponentOffenseTagField.optional(),
      /** The version the client read; omitted: the write is checked against the version read just before it. */
      version: z.number().int().min(1).optional(),
    }),
);
export type ReportUpdate = z.infer<typeof reportUpdateSchema>;

export const reportCreateSchema = z.preprocess(
  camelizeKeys,
  reportEditSchema.partial().extend({
    title: reportEditSchema.shape.title,
    packageType: packageTypeSchema.optional(),
    deadline: isoDateTime.nullish(),
    opponentOffenseTag: opponentOffenseTagField.optional(),
    /** Honoured for internal staff only (creating a report for a customer organisation). */
    organizationId: z.string().min(1).max(128).optional(),
  }),
);
export type ReportCreate = z.infer<typeof reportCreateSchema>;

export function hasAdminFields(update: ReportUpdate): boolean {
  return REPORT_ADMIN_FIELDS.some((field) => update[field] !== undefined);
}

/**
 * Applies an update to a report with the report state rules:
 * - a package sets its delivery window (express 12, full 24, assist 36, free 0 hours);
 * - marking paid sets status paid and paid_at;
 * - starting the timer on a non-free paid report sets in_progress and expiry = start + the window
 *   (or the expiry given, as the dev timer dialog sends);
 * - an unpaid or free report has no timer;
 * - an explicit status is applied last (staff override).
 */
export function applyReportUpdate(report: Report, update: ReportUpdate, now: Date): Report {
  const next: Report = { ...report };
  for (const field of Object.keys(reportEditSchema.shape) as (keyof typeof reportEditSchema.shape)[]) {
    if (update[field] !== undefined) Object.assign(next, { [field]: update[field] });
  }
  if (update.opponentOffenseTag !== undefined) next.opponentOffenseTag = update.opponentOffenseTag;
  if (update.packageType !== undefined) {
    next.packageType = update.packageType;
    next.deliveryTimeHours = DELIVERY_WINDOW_HOURS[update.packageType];
  }
  if (update.deliveryTimeHours !== undefined) next.deliveryTimeHours = update.deliveryTimeHours;
  if (update.paymentStatus !== undefined) {
    if (update.paymentStatus === 'completed' && report.paymentStatus !== 'completed') {
      next.status = 'paid';
      next.paidAt = now.toISOString();
    }
    if (update.paymentStatus === 'pending') next.paidAt = null;
    next.paymentStatus = update.paymentStatus;
  }
  const paidAndTimed = next.paymentStatus === 'completed' && next.packageType !== 'free';
  if (update.timerStartedAt === null) {
    next.timerStartedAt = null;
    next.timerExpiresAt = null;
  } else if (update.timerStartedAt !== undefined && paidAndTimed) {
    const start = Date.parse(update.timerStartedAt);
    next.timerStartedAt = new Date(start).toISOString();
    next.timerExpiresAt = update.timerExpiresAt
      ? new Date(update.timerExpiresAt).toISOString()
      : new Date(start + next.deliveryTimeHours * HOUR_MS).toISOString();
    next.deadline = next.timerExpiresAt;
    next.status = 'in_progress';
  } else if (update.timerExpiresAt !== undefined && update.timerStartedAt === undefined && next.timerStartedAt) {
    next.timerExpiresAt = update.timerExpiresAt;
    next.deadline = update.timerExpiresAt;
  }
  if (!paidAndTimed) {
    next.timerStartedAt = null;
    next.timerExpiresAt = null;
  }
  if (update.status !== undefined) next.status = update.status;
  next.updatedAt = now.toISOString();
  return next;
}
