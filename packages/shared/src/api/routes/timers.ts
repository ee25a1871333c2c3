import { z } from 'zod';
import { camelizeKeys, timerSchema, wireReportSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { booleanFlag, idParams, nextKeyField, noBody, noParams, noQuery, pageKeyQuery, positiveInt } from '../route-fields';

/** A paid report with its delivery timer; overdue when the timer ran out before the breakdown was finished. */
export const paidReportSchema = z.object({ report: wireReportSchema, timer: timerSchema, overdue: z.boolean() });
export type PaidReport = z.infer<typeof paidReportSchema>;

/** A page of GET /paid-reports and GET /timers (the most urgent first), and the most one page may hold. */
export const PAID_REPORTS_PAGE_SIZE = 25;
export const PAID_REPORTS_PAGE_MAX = 100;

const pageQuery = { limit: positiveInt(PAID_REPORTS_PAGE_MAX).optional(), ...pageKeyQuery };

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
    summary:
      "A page of the running delivery timers of the caller's open paid reports (staff: every organisation's), least time left first; pass next_key back as lastKey for the next page.",
    params: noParams,
    /**
     * Staff clients send internal=true. Whose timers are answered is decided from the verified token, so the
     * flag is accepted and ignored.
     */
    query: z.object({ internal: booleanFlag.optional(), ...pageQuery }),
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ timers: z.array(timerSchema), nextKey: nextKeyField })),
  }),
  listPaidReports: defineRoute({
    method: 'GET',
    path: '/paid-reports',
    auth: 'user',
    domain: 'reports',
    summary:
      "A page of the organisation's paid reports (staff: every organisation's) with status, completion and timer: open ones first, least time left first (overdue ones at the top), then completed ones; pass next_key back as lastKey for the next page.",
    params: noParams,
    query: z.object(pageQuery),
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ reports: z.array(paidReportSchema), nextKey: nextKeyField })),
  }),
} as const satisfies Record<string, RouteDefinition>;
