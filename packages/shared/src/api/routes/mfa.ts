import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route';
import { noBody, noParams, noQuery } from '../route-fields';
import { MAX_MFA_CODE_LENGTH, MFA_CODE_OR_PASSWORD_REQUIRED, MFA_CODE_REQUIRED, mfaCodeField } from './auth';

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  /** Whether the caller may turn it off (an administrator on a stage that requires it may not). */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/**
 * Two-step sign-in (TOTP) of the signed-in person: enrol, confirm, see and turn off. A token restricted to
 * 'enrollMfa' (an administrator who must set it up) reaches these and logout only.
 */
export const mfaRoutes = {
  getMfaStatus: defineRoute({
    method: 'GET',
    path: '/api/v2/mfa',
    auth: 'user',
    allowRestricted: ['enrollMfa'],
    domain: 'auth',
    summary: "Whether the caller's two-step sign-in is on, since when, and how many recovery codes are left.",
    params: noParams,
    query: noQuery,
    body: noBody,
    response: mfaStatusSchema,
  }),
  startMfaEnrollment: defineRoute({
    method: 'POST',
    path: '/api/v2/mfa/enrollment',
    auth: 'user',
    allowRestricted: ['enrollMfa'],
    domain: 'auth',
    summary: 'Starts setting up two-step sign-in: a new secret (kept as pending) and its otpauth:// URL for the QR code.',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: z.object({ secret: z.string().min(1), otpauthUrl: z.string().min(1) }),
  }),
  confirmMfaEnrollment: defineRoute({
    method: 'POST',
    path: '/api/v2/mfa/enrollment/confirm',
    auth: 'user',
    allowRestricted: ['enrollMfa'],
    domain: 'auth',
    summary: 'Turns two-step sign-in on with a code from the pending secret; answers 10 recovery codes (shown once) and a fresh token.',
    params: noParams,
    query: noQuery,
    body: z.object({ code: mfaCodeField }),
    response: z.object({ recoveryCodes: z.array(z.string()), token: z.string().min(1) }),
  }),
  disableMfa: defineRoute({
    method: 'DELETE',
    path: '/api/v2/mfa',
    auth: 'user',
    domain: 'auth',
    summary: 'Turns two-step sign-in off, given a current code (or recovery code) or the current password.',
    params: noParams,
    query: noQuery,
    body: z
      .object({
        code: z.string().trim().max(MAX_MFA_CODE_LENGTH, MFA_CODE_REQUIRED).optional(),
        currentPassword: z.string().max(1024).optional(),
      })
      .refine((body) => Boolean(body.code || body.currentPassword), MFA_CODE_OR_PASSWORD_REQUIRED),
    response: z.object({ enabled: z.literal(false) }),
  }),
} as const satisfies Record<string, RouteDefinition>;
