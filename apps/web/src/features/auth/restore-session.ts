import type { KeyValueStorage } from '../../lib/browser-storage';
import { logger } from '../../lib/logger';
import { sessionUserSchema, type SessionUser } from './session-user';
import { isTokenValid } from './token';

/** The token and the user are stored under separate keys. */
export const TOKEN_STORAGE_KEY = 'scout.token';
export const USER_STORAGE_KEY = 'scout.user';

export type RestoredSession =
  { status: 'authenticated'; token: string; user: SessionUser; tokenChecked: boolean } | { status: 'loggedOut' };

export function clearStoredSession(storage: KeyValueStorage): void {
  storage.removeItem(TOKEN_STORAGE_KEY);
  storage.removeItem(USER_STORAGE_KEY);
}

export function storeSession(storage: KeyValueStorage, token: string, user: SessionUser): void {
  storage.setItem(TOKEN_STORAGE_KEY, token);
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

function readStoredUser(raw: string): SessionUser | null {
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Start-up restore. With a token and a user stored, the token is checked locally:
 * valid restores the user as authenticated; invalid clears the stored auth; a check that throws (an
 * undecodable token) still restores the user, and the API's 401 handling ends that session on the first
 * call. A half-stored or unreadable session is cleared.
 */
export function restoreSession(
  storage: KeyValueStorage,
  nowMs: number,
  checkToken: (token: string, nowMs: number) => boolean = isTokenValid,
): RestoredSession {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  const rawUser = storage.getItem(USER_STORAGE_KEY);
  if (!token || !rawUser) {
    if (token || rawUser) clearStoredSession(storage);
    return { status: 'loggedOut' };
  }
  const user = readStoredUser(rawUser);
  if (!user) {
    clearStoredSession(storage);
    return { status: 'loggedOut' };
  }
  try {
    if (checkToken(token, nowMs)) return { status: 'authenticated', token, user, tokenChecked: true };
    clearStoredSession(storage);
    return { status: 'loggedOut' };
  } catch (error) {
    logger.warn('auth', 'Stored token could not be checked; restoring the session anyway', String(error));
    return { status: 'authenticated', token, user, tokenChecked: false };
  }
}
