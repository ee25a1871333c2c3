import { can } from '@scout/shared/permissions';
import { sessionPrincipal } from '../features/auth/session-principal';
import type { SessionUser } from '../features/auth/session-user';

/** Administrators (the admin drawer group: Manage Reports, User Management, Settings, Internal Users). */
export function hasAdminAccess(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'admin:access');
}

/** Internal users, staff and administrators (the internal drawer group). */
export function hasInternalAccess(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'internal:access');
}

/** Administrators only (the audit trail). */
export function hasAuditAccess(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'audit:read');
}
