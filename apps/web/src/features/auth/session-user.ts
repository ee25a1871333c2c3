import { loginResponseSchema, type LoginResponse, type OrganizationDetails, type TokenClaims } from '@scout/shared/domain';
import { z } from 'zod';

/**
 * The signed-in user as the browser keeps it: the login answer without the token
 * (stored under its own key), with the organisation resolved.
 */
export const sessionUserSchema = loginResponseSchema.omit({ token: true }).extend({
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  /**
   * Where organizationId and organizationName come from: the organisation-details call, or the token's
   * account when that call failed ('token'), or the login answer before either ran ('login').
   */
  organizationSource: z.enum(['organization-details', 'token', 'login']),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What the login answer may carry; every field is optional so each fallback below is real. */
export type LoginAnswer = Partial<LoginResponse>;

/**
 * Builds the session user from the login answer and the token's claims:
 * id falls back to the user name, else a generated id; organizationId prefers the token's account id;
 * email falls back to what the person typed; isDemoAccount is true only when the flag is true.
 */
export function buildSessionUser(
  answer: LoginAnswer,
  claims: Partial<TokenClaims> | null,
  typedUsername: string,
  generateId: () => string,
): SessionUser {
  const isInternalUser = answer.isInternalUser === true;
  return {
    id: answer.id || answer.userName || generateId(),
    userName: answer.userName || typedUsername,
    name: answer.name || claims?.name || '',
    email: answer.email || typedUsername,
    organizationId: claims?.accountId || answer.organizationId || null,
    organizationName: null,
    organizationSource: 'login',
    accountName: answer.accountName || claims?.accountName || '',
    role: answer.role || claims?.role || '',
    isInternalUser,
    isDemoAccount: answer.isDemoAccount === true,
    userType: answer.userType ?? (isInternalUser ? 'internal' : 'external'),
    isPackagePaid: answer.isPackagePaid === true,
    menus: answer.menus ?? [],
    // A temporary password: the session reaches only the Change password page until it is changed.
    ...(answer.mustChangePassword === true ? { mustChangePassword: true } : {}),
  };
}

/**
 * Merges the organisation-details answer: its `id` becomes organizationId, never the user's id (that would
 * overwrite the user's id with the organisation's), so only the organisation fields are taken.
 */
export function withOrganizationDetails(user: SessionUser, details: OrganizationDetails): SessionUser {
  return { ...user, organizationId: details.id, organizationName: details.organizationName, organizationSource: 'organization-details' };
}

/** When the details call fails: the token's account id and name, marked as from the token. */
export function withTokenOrganization(user: SessionUser, claims: Partial<TokenClaims> | null): SessionUser {
  return {
    ...user,
    organizationId: claims?.accountId || user.organizationId,
    organizationName: claims?.accountName || user.accountName || null,
    organizationSource: 'token',
  };
}

/** The header greeting: 'Coach ' plus the last word of the user's name. */
export function coachGreeting(user: Pick<SessionUser, 'name' | 'userName' | 'email'>): string {
  const source = user.name.trim() || user.userName.trim() || user.email.split('@')[0] || '';
  const lastWord = source.split(/\s+/).filter(Boolean).at(-1);
  return lastWord ? `Coach ${lastWord}` : 'Coach';
}
