import { z } from 'zod';
import { AUDIT_EVENT_KINDS, auditEventSchema, camelizeKeys } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { nextKeyField, noBody, noParams, pageKeyQuery, positiveInt } from '../route-fields';

/** The most events one page of the audit trail holds. */
export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;

/** A day (YYYY-MM-DD, read in UTC) or an ISO time. */
const dateOrTime = (name: string) =>
  z.string().refine((value) => z.iso.date().safeParse(value).success || z.iso.datetime({ offset: true }).safeParse(value).success, {
    error: `${name} must be a date (YYYY-MM-DD) or an ISO time`,
  });

const idFilter = (name: string) => z.string().trim().min(1, `${name} is empty`).max(128, `${name} has at most 128 characters`).optional();

export const auditEventQuerySchema = z.object({
  kind: z.enum(AUDIT_EVENT_KINDS, { error: `kind must be one of ${AUDIT_EVENT_KINDS.join(', ')}` }).optional(),
  /** The acting user's id. */
  actor: idFilter('actor'),
  /** The target's id (a user, report, group or share link). */
  target: idFilter('target'),
  /** The first day (or time) of the range, inclusive. */
  from: dateOrTime('from').optional(),
  /** The last day (or time) of the range, inclusive. */
  to: dateOrTime('to').optional(),
  ...pageKeyQuery,
  limit: positiveInt(AUDIT_PAGE_MAX).optional(),
});
export type AuditEventQuery = z.infer<typeof auditEventQuerySchema>;

export const auditEventPageSchema = z.preprocess(camelizeKeys, z.object({ items: z.array(auditEventSchema), nextKey: nextKeyField }));

/** The audit trail: administrators only. */
export const auditRoutes = {
  listAuditEvents: defineRoute({
    method: 'GET',
    path: '/audit-events',
    auth: 'administrator',
    domain: 'staff',
    summary:
      'Security events, newest first (administrators): filter by kind, actor (user id), target (id) and a date range; pass next_key back as lastKey for the next page.',
    params: noParams,
    query: auditEventQuerySchema,
    body: noBody,
    response: auditEventPageSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;
