import { z } from 'zod';

/**
 * The security events Scout keeps: who signed in or failed to, who changed whose access, who shared what, who
 * changed prices or the gate, who made a test purchase, started a deploy or ran the
 * backfill.
 */
export const AUDIT_EVENT_KINDS = [
  'auth.login.success',
  'auth.login.failure',
  'auth.lockout',
  'auth.logout',
  'auth.password.change',
  'auth.mfa.enroll',
  'auth.mfa.disable',
  'auth.mfa.failure',
  'token.rejected',
  'user.create',
  'user.update',
  'user.disable',
  'user.reset',
  'user.role',
  'share.create',
  'share.revoke',
  'payment.test',
  'catalog.update',
  'pipeline.trigger',
  'maintenance.backfill',
  'accessCode.set',
  'accessCode.clear',
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

/** Whether the action happened, failed (a wrong password), or was refused (not permitted). */
export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_TARGET_TYPES = ['user', 'report', 'group', 'shareLink', 'catalog', 'setting', 'pipeline', 'payment', 'system'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Who acted: null fields for an anonymous caller (a sign-in attempt for an unknown name). */
export const auditActorSchema = z.object({
  userId: z.string().nullable(),
  name: z.string().nullable(),
  role: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** What was acted on; `label` is for people reading the trail (a user's e-mail, a report's title), never a secret. */
export const auditTargetSchema = z.object({
  type: z.enum(AUDIT_TARGET_TYPES),
  id: z.string().nullable(),
  label: z.string().nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/**
 * One security event. It never carries a password, code, secret or token: a share link is named by its id,
 * a failed sign-in by the name typed.
 */
export const auditEventSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(AUDIT_EVENT_KINDS),
  /** ISO 8601, UTC. */
  at: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  actor: auditActorSchema,
  target: auditTargetSchema.nullable(),
  sourceIp: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** How long the trail keeps an event. */
export const AUDIT_RETENTION_DAYS = 365;
