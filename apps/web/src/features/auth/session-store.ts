import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browserStorage, type KeyValueStorage } from '../../lib/browser-storage';
import { clearLogs, logger } from '../../lib/logger';
import { clearStoredSession, restoreSession, storeSession } from './restore-session';
import type { SessionUser } from './session-user';

/** Authentication states: logged out, logging in, authenticated, error. */
export type SessionStatus = 'loggedOut' | 'loggingIn' | 'authenticated' | 'error';

/** Why the last session ended: the person logged out, or the API turned the token away. */
export type SessionEndReason = 'user' | 'expired';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  isLoading: boolean;
  error: string | null;
  endedBy: SessionEndReason | null;
  loginStart(): void;
  loginSuccess(token: string, user: SessionUser): void;
  loginFailure(message: string): void;
  /** The password was right; the sign-in waits for a second-factor code (no session yet). */
  loginNeedsCode(): void;
  logout(reason?: SessionEndReason): void;
}

export interface SessionStoreOptions {
  storage: KeyValueStorage;
  now: () => number;
  /**
   * Asks the server to refuse the token from now on (POST /api/v2/logout). Called when the person logs out,
   * best effort: the session is cleared at once whether it succeeds, fails or never answers.
   */
  revokeToken?: (token: string) => Promise<unknown>;
}

const signedOut = { status: 'loggedOut', token: null, user: null, isLoading: false, error: null } as const;

export function createSessionStore({ storage, now, revokeToken }: SessionStoreOptions): StoreApi<SessionState> {
  const restored = restoreSession(storage, now());
  const initial =
    restored.status === 'authenticated'
      ? { status: 'authenticated' as const, token: restored.token, user: restored.user, isLoading: false, error: null }
      : signedOut;

  return createStore<SessionState>()((set, get) => ({
    ...initial,
    endedBy: null,
    loginStart: () => set({ status: 'loggingIn', isLoading: true, error: null }),
    loginSuccess: (token, user) => {
      storeSession(storage, token, user);
      set({ status: 'authenticated', token, user, isLoading: false, error: null, endedBy: null });
    },
    loginFailure: (message) => set({ status: 'error', token: null, user: null, isLoading: false, error: message }),
    loginNeedsCode: () => set({ status: 'loggedOut', token: null, user: null, isLoading: false, error: null }),
    logout: (reason = 'user') => {
      const { token } = get();
      // A token the API already turned away ('expired') needs no revoking.
      if (reason === 'user' && token && revokeToken) {
        revokeToken(token).catch((error: unknown) =>
          logger.warn('auth', 'Could not sign out on the server; signed out here', String(error)),
        );
      }
      clearStoredSession(storage);
      // The next person at this browser sees none of this session's logs: they may hold what this person saw.
      clearLogs();
      set({ ...signedOut, endedBy: reason });
    },
  }));
}

/**
 * The browser's session, restored from localStorage when this module loads. The sign-out call loads when a
 * sign-out sends it, not with the sign-in page.
 */
export const sessionStore = createSessionStore({
  storage: browserStorage(),
  now: Date.now,
  revokeToken: (token) => import('./api/logout').then(({ revokeSessionOnServer }) => revokeSessionOnServer(token)),
});

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
