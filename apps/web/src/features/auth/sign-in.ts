import { LOGIN_FIELDS_REQUIRED, LOGIN_NAME_TOO_LONG, PASSWORD_TOO_LONG, loginRequestSchema } from '@scout/shared/api';
import type { LoginResponse, OrganizationDetails } from '@scout/shared/domain';
import { logger } from '../../lib/logger';
import { buildSessionUser, withOrganizationDetails, withTokenOrganization, type SessionUser } from './session-user';
import { readTokenClaims } from './token';

export interface Credentials {
  username: string;
  password: string;
}

/** Shown on the login screen: required wording, except the two length messages, which are Scout's, from the contract. */
export const SIGN_IN_MESSAGES = {
  missingCredentials: LOGIN_FIELDS_REQUIRED,
  passwordTooLong: PASSWORD_TOO_LONG,
  usernameTooLong: LOGIN_NAME_TOO_LONG,
  loginFailed: 'Login failed. Please try again.',
  devLoginFailed: 'Dev login failed. Please try again.',
  loginRequired: 'Please login to access the dashboard',
} as const;

/**
 * Both fields are required and bounded in length; the contract's request schema is the rule and
 * its first problem the message, as the server would answer.
 */
export function validateCredentials(credentials: Credentials): string | null {
  const result = loginRequestSchema.safeParse(credentials);
  return result.success ? null : (result.error.issues[0]?.message ?? SIGN_IN_MESSAGES.missingCredentials);
}

export interface SignInPorts {
  login(credentials: Credentials): Promise<LoginResponse>;
  /** Called with the new token, before the session exists. */
  getOrganizationDetails(token: string): Promise<OrganizationDetails>;
  generateId(): string;
}

export interface SignedIn {
  token: string;
  user: SessionUser;
}

/**
 * Signs in, then merges the organisation's details into the session user; when that second call fails,
 * the token's account id and name stand in, marked as from the token.
 */
export async function signIn(credentials: Credentials, ports: SignInPorts): Promise<SignedIn> {
  const answer = await ports.login(credentials);
  const claims = readTokenClaims(answer.token);
  const user = buildSessionUser(answer, claims, credentials.username.trim(), ports.generateId);
  // A temporary password's token reaches nothing but the password change: the token's organisation stands in.
  if (user.mustChangePassword) return { token: answer.token, user: withTokenOrganization(user, claims) };
  try {
    const details = await ports.getOrganizationDetails(answer.token);
    return { token: answer.token, user: withOrganizationDetails(user, details) };
  } catch (error) {
    logger.warn('auth', 'Organisation details unavailable; using the token account', String(error));
    return { token: answer.token, user: withTokenOrganization(user, claims) };
  }
}
