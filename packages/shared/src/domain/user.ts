import { z } from 'zod';

export { ROLES, type Role } from '../permissions/roles';

/** The organisation internal features default to. */
export const INTERNAL_ORGANIZATION_ID = 'internal';

/** Exact role comparison used by protected routes. */
export function hasRole(user: { role?: string | null } | null, role: string): boolean {
  return user?.role === role;
}

/** Claims Scout signs into its tokens. */
/**
 * What a restricted session token is good for, until its holder does it: change a temporary password, or set up
 * the second factor their role requires. Such a token reaches only the routes that allow its restriction.
 */
export const RESTRICTIONS = ['changePassword', 'enrollMfa'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

export const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  name: z.string(),
  email: z.string(),
  accountId: z.string().min(1),
  accountName: z.string(),
  role: z.string().min(1),
  showDemoData: z.boolean(),
  /**
   * Token version (Scout's claim): the user's token version when the token was issued. The server refuses a
   * token whose version is older than the user's current one (signing out bumps it).
   */
  tv: z.number().int().min(0),
  /** Present on a restricted token (see RESTRICTIONS). */
  restriction: z.enum(RESTRICTIONS).optional(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const menuEntrySchema = z.object({ title: z.string(), path: z.string() });

/** The login response, camelCase after normalisation. */
export const loginResponseSchema = z.object({
  token: z.string().min(1),
  id: z.string().min(1),
  userName: z.string(),
  name: z.string(),
  email: z.string(),
  organizationId: z.string().min(1),
  accountName: z.string(),
  role: z.string(),
  isInternalUser: z.boolean(),
  isDemoAccount: z.boolean(),
  userType: z.enum(['internal', 'external']),
  isPackagePaid: z.boolean(),
  menus: z.array(menuEntrySchema),
  /** A temporary password (set by staff): the token carries the 'changePassword' restriction until it is changed. */
  mustChangePassword: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const organizationDetailsSchema = z.object({
  id: z.string().min(1),
  organizationName: z.string(),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;
