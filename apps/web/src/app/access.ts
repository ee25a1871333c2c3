import { can } from '@scout/shared/permissions';
import { sessionPrincipal } from '../features/auth/session-principal';
import type { SessionUser } from '../features/auth/session-user';

/** Administrators only (the Pipeline, the table and bucket browsers: the pages of administrator-only actions). */
export function isAdministrator(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'administrator:access');
}

/** Internal users, staff and administrators (the admin and internal drawer groups). */
export function hasInternalAccess(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'internal:access');
}

/** What a member of staff sees on an administrator-only page (opened from a link or a bookmark). */
export const ADMINISTRATORS_ONLY_PAGE = {
  title: 'Only administrators',
  message:
    'Only administrators can open this page: it deploys the service or reads its stored data. Ask an administrator if you need something done here.',
};
/** Administrators only (the audit trail). */
export function hasAuditAccess(user: SessionUser): boolean {
  return can(sessionPrincipal(user), 'audit:read');
}
