/** Roles Scout issues. Coaches belong to a customer organisation; staff and admins to the internal one. */
export const ROLES = ['admin', 'staff', 'coach'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Role values read as an administrator: Scout's own 'admin' and the administrator roles other issuers use
 * ('Administrator', 'Report Administrator').
 */
const ADMINISTRATOR_ROLES: ReadonlySet<string> = new Set(['admin', 'Administrator', 'Report Administrator']);

/** Role values read as internal staff: Scout's own 'staff' and the 'Internal' role other issuers use. */
const STAFF_ROLES: ReadonlySet<string> = new Set(['staff', 'Internal']);

/** What a role value makes a signed-in user; compared exactly, and any other value is a coach. */
export type UserKind = 'administrator' | 'staff' | 'coach';

export function userKindOfRole(role: string | null | undefined): UserKind {
  if (role != null && ADMINISTRATOR_ROLES.has(role)) return 'administrator';
  if (role != null && STAFF_ROLES.has(role)) return 'staff';
  return 'coach';
}
