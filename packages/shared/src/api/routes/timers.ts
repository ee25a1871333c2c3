import { z } from 'zod';
import { camelizeKeys, timerSchema, wireReportSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { booleanFlag, idParams, noBody, noParams, noQuery } from '../route-fields';

/** A paid report with its delivery timer; overdue when the timer ran out before the breakdown was finished. */
export const paidReportSchema = z.object({ report: wireReportSchema, timer: timerSchema, overdue: z.boolean() });
export type PaidReport = z.infer<typeof paidReportSchema>;

/** At most this many reports answer GET /paid-reports and GET /timers (the most urgent first). */
export const PAID_REPORTS_LIMIT = 500;

/**
 * Delivery timers and the paid reports they run on. Served by the reports
 * function: they read reports only.
 */
export const timerRoutes = {
  getReportTimer: defineRoute({
    method: 'GET',
    path: '/reports/{id}/timer',
    auth: 'user',
    domain: 'reports',
    summary: "The report's delivery timer: start, expiry, seconds left and status (nulls when none runs).",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, timerSchema),
  }),
  listTimers: defineRoute({
    method: 'GET',
    path: '/timers',
    auth: 'user',
    domain: 'reports',
    summary: "Running delivery timers of the caller's reports (staff: every organisation's), least time left first.",
    params: noParams,
    /**
     * Staff clients send internal=true. Whose timers are answered is decided from the verified token, so the
     * flag is accepted and ignored.
     */
    query: z.object({ internal: booleanFlag.optional() }),
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ timers: z.array(timerSchema) })),
  }),
  listPaidReports: defineRoute({
    method: 'GET',
    path: '/paid-reports',
    auth: 'user',
    domain: 'reports',
    summary:
      "The organisation's paid reports (staff: every organisation's) with status, completion and timer; overdue first, then least time left.",
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ reports: z.array(paidReportSchema) })),
  }),
} as const satisfies Record<string, RouteDefinition>;
