import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import { paths } from '../config/paths';
import { sessionStore, type SessionEndReason, type SessionState } from '../features/auth/session-store';
import { SIGN_IN_MESSAGES } from '../features/auth/sign-in';
import { notificationsStore } from '../features/notifications/notifications-store';
import { configureApiSession } from '../lib/api-client';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): unknown;
}

/**
 * Logout: clears the session (state and storage) and notifications; cached server data goes with the
 * session's token (see bindServerDataToSession).
 */
export function endSession(reason: SessionEndReason): void {
  sessionStore.getState().logout(reason);
  notificationsStore.getState().clearAll();
}

/**
 * Cached server data belongs to one session: whenever the token changes (logout, expiry, another sign-in)
 * the cache is emptied, so the next user never sees the last one's reports. The query client lives with
 * the signed-in shell, which loads after the sign-in page: it binds itself here when it is created.
 */
export function bindServerDataToSession(queryClient: QueryClient, store: StoreApi<SessionState> = sessionStore): () => void {
  return store.subscribe((state, previous) => {
    if (state.token !== previous.token) queryClient.clear();
  });
}

/**
 * Connects the API client to the session without lib/ importing a feature: the bearer token comes from the
 * session store, and a 401 whose refresh fails (always: there is no refresh endpoint) ends the session and
 * navigates to '/login', which the router sends on to '/'.
 */
export function wireApiSession(router: Navigator): void {
  configureApiSession({
    getToken: () => sessionStore.getState().token,
    onSessionExpired: () => {
      if (sessionStore.getState().status !== 'authenticated') return;
      endSession('expired');
      void router.navigate(paths.loginRedirect.getHref(), { replace: true, state: { message: SIGN_IN_MESSAGES.loginRequired } });
    },
  });
}
