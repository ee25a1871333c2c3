import type { AuditEvent, AuditEventKind, AuditOutcome } from '@scout/shared/domain';

/** Each kind of security event in words, for people reading the trail. */
export const AUDIT_KIND_LABELS: Readonly<Record<AuditEventKind, string>> = {
  'auth.login.success': 'Signed in',
  'auth.login.failure': 'Sign-in failed',
  'auth.lockout': 'Account locked',
  'auth.logout': 'Signed out',
  'auth.password.change': 'Password changed',
  'auth.mfa.enroll': 'Two-step sign-in set up',
  'auth.mfa.disable': 'Two-step sign-in turned off',
  'auth.mfa.failure': 'Two-step code refused',
  'token.rejected': 'Session refused',
  'user.create': 'User created',
  'user.update': 'User changed',
  'user.disable': 'User disabled',
  'user.reset': 'Password reset',
  'user.role': 'Role changed',
  'share.create': 'Share link created',
  'share.revoke': 'Share link revoked',
  'payment.test': 'Test purchase',
  'catalog.update': 'Prices changed',
  'pipeline.trigger': 'Deploy started',
  'maintenance.backfill': 'Indexes backfilled',
  'accessCode.set': 'Access code set',
  'accessCode.clear': 'Access code cleared',
};

export const AUDIT_OUTCOME_LABELS: Readonly<Record<AuditOutcome, string>> = {
  success: 'Success',
  failure: 'Failed',
  denied: 'Refused',
};

/** Who acted, in words: their name and role, or 'Anonymous' for a sign-in attempt under an unknown name. */
export function actorLabel(actor: AuditEvent['actor']): string {
  if (!actor.userId && !actor.name) return 'Anonymous';
  const name = actor.name ?? actor.userId ?? '';
  return actor.role ? `${name} (${actor.role})` : name;
}

/** What was acted on, in words: its label, else its id, else its type. */
export function targetLabel(target: AuditEvent['target']): string {
  if (!target) return '—';
  return target.label ?? target.id ?? target.type;
}
