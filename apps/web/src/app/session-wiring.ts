import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { sessionStore, type SessionEndReason } from '../features/auth/session-store';
import { SIGN_IN_MESSAGES } from '../features/auth/sign-in';
import { notificationsStore } from '../features/notifications/notifications-store';
import { configureApiSession } from '../lib/api-client';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): unknown;
}

/** Logout: clears the session (state and storage), cached server data and notifications. */
export function endSession(queryClient: QueryClient, reason: SessionEndReason): void {
  sessionStore.getState().logout(reason);
  notificationsStore.getState().clearAll();
  queryClient.clear();
}

/**
 * Connects the API client to the session without lib/ importing a feature: the bearer token comes from
 * the session store, and a 401 whose refresh fails (always, spec §4) ends the session and navigates to
 * '/login', which the router sends on to '/'.
 */
export function wireApiSession(router: Navigator, queryClient: QueryClient): void {
  configureApiSession({
    getToken: () => sessionStore.getState().token,
    onSessionExpired: () => {
      if (sessionStore.getState().status !== 'authenticated') return;
      endSession(queryClient, 'expired');
      void router.navigate(paths.loginRedirect.getHref(), { replace: true, state: { message: SIGN_IN_MESSAGES.loginRequired } });
    },
  });
}
