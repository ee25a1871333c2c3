import { z } from 'zod';
import { camelizeKeys, loginResponseSchema, organizationDetailsSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { noBody, noParams, noQuery } from '../route-fields';

/** Both sign-in fields are required; this message is required wording. */
export const LOGIN_FIELDS_REQUIRED = 'Please enter both username and password';

/** The longest password Scout hashes (scrypt's work grows with it). */
export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_LOGIN_NAME_LENGTH = 254;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
export const LOGIN_NAME_TOO_LONG = `Username or e-mail must be at most ${MAX_LOGIN_NAME_LENGTH} characters`;

export const loginRequestSchema = z.object({
  username: z.string({ error: LOGIN_FIELDS_REQUIRED }).trim().min(1, LOGIN_FIELDS_REQUIRED).max(MAX_LOGIN_NAME_LENGTH, LOGIN_NAME_TOO_LONG),
  password: z.string({ error: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
  newPassword: z
    .string({ error: 'Please enter a new password.' })
    .min(1, 'Please enter a new password.')
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * Signing in and out and the caller's organisation: the first page's calls, kept apart from the people routes so
 * the sign-in page does not carry their schemas.
 */
export const authSessionRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/api/v2/login',
    auth: 'public',
    domain: 'auth',
    summary: 'Sign in with username or e-mail and password; returns a token and the session user.',
    params: noParams,
    query: noQuery,
    body: loginRequestSchema,
    response: z.preprocess(camelizeKeys, loginResponseSchema),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/v2/logout',
    auth: 'user',
    allowRestricted: ['changePassword', 'enrollMfa'],
    domain: 'auth',
    summary: 'Signs the caller out on every device: every token issued to them so far is refused from now on.',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.object({ loggedOut: z.literal(true) }),
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/v2/password',
    auth: 'user',
    allowRestricted: ['changePassword'],
    domain: 'auth',
    summary:
      "Changes the caller's own password (current one required; at least 12 characters, not their name, not a common password); ends every other session and answers a fresh token.",
    params: noParams,
    query: noQuery,
    body: changePasswordRequestSchema,
    response: z.object({ token: z.string().min(1) }),
  }),
  getOrganizationDetails: defineRoute({
    method: 'GET',
    path: '/api/v2/get-organization-details',
    auth: 'user',
    domain: 'auth',
    summary: "The signed-in user's organisation.",
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, organizationDetailsSchema),
  }),
} as const satisfies Record<string, RouteDefinition>;
