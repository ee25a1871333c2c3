import { z } from 'zod';

/** Error body every route answers with (status 4xx/5xx). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A temporary password's token calling anything but the password change (403). */
export const CHANGE_PASSWORD_TO_CONTINUE = 'Change your password to continue.';
/** A token whose holder must set up two-step sign-in first, calling anything else (403). */
export const ENROLL_MFA_TO_CONTINUE = 'Set up two-step sign-in to continue.';
