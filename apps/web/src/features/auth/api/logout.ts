import { callApi } from '../../../lib/api-client';
import { authSessionRoutes } from '@scout/shared/api';

/** How long a sign-out waits for the server: the browser clears its session whatever happens. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * POST /api/v2/logout with the session's own token (passed in: by the time it is sent the session is already
 * cleared). The server then refuses every token issued to this user so far, on every device.
 */
export async function revokeSessionOnServer(token: string): Promise<void> {
  await callApi(authSessionRoutes.logout, { token, timeoutMs: LOGOUT_TIMEOUT_MS });
}
