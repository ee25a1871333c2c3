import { z } from 'zod';
import {
  camelizeKeys,
  MAX_SEARCH_LENGTH,
  packageTypeSchema,
  paymentStatusSchema,
  reportCreateSchema,
  reportStatusSchema,
  reportUpdateSchema,
  wireReportSchema,
} from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { booleanFlag, deletedSchema, idParams, nextKeyField, noBody, noParams, noQuery, pageKeyQuery, positiveInt } from '../route-fields';
import { metricRulesRoutes } from './metric-rules';
import { reportGroupRoutes } from './report-groups';
import { storageRoutes } from './storage';
import { timerRoutes } from './timers';

/** Reports page size. */
export const REPORTS_PAGE_SIZE = 25;
/** The most matching reports a deadline-sorted list orders (beyond it, narrow the filters). */
export const REPORTS_SORT_LIMIT = 1000;

export const listReportsQuerySchema = z.object({
  /**
   * Administrators' clients send isInternalUser=true. The server never trusts it: who sees every
   * organisation's reports is decided from the verified token, so the flag is accepted and ignored.
   */
  isInternalUser: booleanFlag.optional(),
  /** Honoured for administrators only; everyone else always gets their own organisation's reports. */
  organization_id: z.string().min(1).max(128).optional(),
  showCompleted: booleanFlag.optional(),
  /** Only reports in this status (the dashboard's Filters). */
  status: reportStatusSchema.optional(),
  /** Only reports of this package (Manage Reports). */
  packageType: packageTypeSchema.optional(),
  /** Only reports in this payment state (Manage Reports). */
  paymentStatus: paymentStatusSchema.optional(),
  /** Only overdue reports: delivery timer run out, breakdown not finished (Manage Reports). */
  overdue: booleanFlag.optional(),
  /** Only reports no staff member is assigned to (Manage Reports). */
  unassigned: booleanFlag.optional(),
  /**
   * 'created' (default): newest first. 'deadline': the nearest delivery deadline first (timer expiry, else the
   * report's deadline), reports without one last; the server sorts at most REPORTS_SORT_LIMIT matches.
   */
  sort: z.enum(['created', 'deadline']).optional(),
  /** Only reports created at or after this instant (ISO date-time). */
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  /** Only reports created before this instant (ISO date-time, exclusive). */
  createdTo: z.iso.datetime({ offset: true }).optional(),
  /**
   * Search: reports whose opponent name, title or opponent abbreviation have words starting with every word
   * of `q` (case and accents ignored); one word of two characters or more is needed.
   */
  q: z.string().trim().max(MAX_SEARCH_LENGTH, `Search is at most ${MAX_SEARCH_LENGTH} characters`).optional(),
  /** The next page: the `next_key` the previous page answered, for the same filters and search. */
  ...pageKeyQuery,
  /**
   * A numbered page: page 1 is the first page, or with `lastKey` the page that key names; a later page passes
   * over the pages before it (its cost grows with the pages passed), so lists page with `lastKey` and send
   * `page` only to jump past the pages they hold keys for.
   */
  page: positiveInt(100_000).optional(),
  limit: positiveInt(100).optional(),
});

const summarySchema = z.object({
  total: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  pendingReview: z.number().int(),
  /** Paid and failed reports: the tiles add up to the total. */
  other: z.number().int().default(0),
});

export const reportListSchema = z.preprocess(
  camelizeKeys,
  z.object({
    reports: z.array(wireReportSchema),
    /** Reports matching the filters, over all pages (null for a search, which is not counted). */
    total: z.number().int().min(0).nullable(),
    /** The next page's `lastKey` (null on the last page). */
    nextKey: nextKeyField.default(null),
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).default(REPORTS_PAGE_SIZE),
    /** Dashboard tiles over all pages (before the status and date filters). */
    summary: summarySchema.optional(),
  }),
);

export const assignmentSchema = z.object({
  reportId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  assignedAt: z.string(),
  assignedBy: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** Reports, their views and their assigned staff (the reports function). */
export const reportOwnRoutes = {
  listReports: defineRoute({
    method: 'GET',
    path: '/reports',
    auth: 'user',
    domain: 'reports',
    summary: "Reports the caller may see: all for administrators, else their organisation's.",
    params: noParams,
    query: listReportsQuerySchema,
    body: noBody,
    response: reportListSchema,
  }),
  getReport: defineRoute({
    method: 'GET',
    path: '/reports/{id}',
    auth: 'user',
    domain: 'reports',
    summary: "One report; another organisation's report answers 404.",
    params: idParams,
    /**
     * Administrators' clients send internal=true on single-report reads. Which reports the caller
     * may read is decided from the verified token, so the flag is accepted and ignored.
     */
    query: z.object({ internal: booleanFlag.optional() }),
    body: noBody,
    response: wireReportSchema,
  }),
  createReport: defineRoute({
    method: 'POST',
    path: '/reports',
    auth: 'user',
    domain: 'reports',
    successStatus: 201,
    summary: "Creates a report in the caller's organisation (staff may name another).",
    params: noParams,
    query: noQuery,
    body: reportCreateSchema,
    response: wireReportSchema,
  }),
  updateReport: defineRoute({
    method: 'PUT',
    path: '/reports/{id}',
    auth: 'user',
    domain: 'reports',
    summary:
      'Edits a report. Package, payment, status and timer fields are staff-only and follow the state rules; a stale version answers 409.',
    params: idParams,
    query: noQuery,
    body: reportUpdateSchema,
    response: wireReportSchema,
  }),
  deleteReport: defineRoute({
    method: 'DELETE',
    path: '/reports/{id}',
    auth: 'user',
    domain: 'reports',
    summary: 'Deletes a report with its cards, activity, assignments and media.',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: deletedSchema,
  }),
  recordReportView: defineRoute({
    method: 'POST',
    path: '/reports/{id}/view',
    auth: 'user',
    domain: 'reports',
    summary: 'Records that the caller opened the report (the client ignores failures).',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.object({ viewCount: z.number().int(), lastViewedAt: z.string() }),
  }),
  listAssignments: defineRoute({
    method: 'GET',
    path: '/reports/{id}/assignments',
    auth: 'user',
    domain: 'reports',
    summary: 'Internal staff assigned to the report.',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, z.object({ assignments: z.array(assignmentSchema) })),
  }),
  assignStaff: defineRoute({
    method: 'POST',
    path: '/reports/{id}/assignments',
    auth: 'internal',
    domain: 'reports',
    successStatus: 201,
    summary: 'Assigns an internal staff member to the report.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ userId: z.string().min(1, 'Choose a staff member').max(128) })),
    response: z.preprocess(camelizeKeys, assignmentSchema),
  }),
} as const satisfies Record<string, RouteDefinition>;

export const reportRoutes = {
  ...reportOwnRoutes,
  ...reportGroupRoutes,
  ...timerRoutes,
  ...storageRoutes,
  ...metricRulesRoutes,
} as const satisfies Record<string, RouteDefinition>;
