import { useCallback } from 'react';
import { sessionStore } from '../session-store';
import { SIGN_IN_MESSAGES, type Credentials } from '../sign-in';
import type { SignInOutcome, SignInSource } from '../sign-in-flow';

export type { SignInOutcome, SignInSource } from '../sign-in-flow';

const loadSignInFlow = () => import('../sign-in-flow');

/**
 * Starts loading the sign-in's calls when a sign-in is about to happen (a key is pressed or the pointer goes down in the form; the username field is focused on load, so focus would say nothing), so
 * pressing Sign In does not wait for them; loading them again is free.
 */
export function preloadSignIn(): void {
  loadSignInFlow().catch(() => undefined);
}

/** Runs the sign-in once its calls are loaded; when they cannot be (offline, a new deploy), the form says so. */
async function withFlow(source: SignInSource, start: (flow: Awaited<ReturnType<typeof loadSignInFlow>>) => Promise<SignInOutcome>) {
  let flow: Awaited<ReturnType<typeof loadSignInFlow>>;
  try {
    flow = await loadSignInFlow();
  } catch {
    sessionStore.getState().loginFailure(source === 'quick-login' ? SIGN_IN_MESSAGES.devLoginFailed : SIGN_IN_MESSAGES.loginFailed);
    return 'failed' as const;
  }
  return start(flow);
}

/**
 * Runs a sign-in through the session store's states. The form shows the catalogue message (fallback
 * 'Login failed. Please try again.'); the quick-login buttons show 'Dev login failed. Please try again.'.
 */
export function useSignIn(): (credentials: Credentials, source: SignInSource) => Promise<SignInOutcome> {
  return useCallback((credentials, source) => withFlow(source, (flow) => flow.runSignIn(credentials, source)), []);
}

/** The second step of a two-step sign-in: the challenge with a code or a recovery code. */
export function useSignInWithCode(): (input: { challenge: string; code: string; username: string }) => Promise<SignInOutcome> {
  return useCallback((input) => withFlow('form', (flow) => flow.runSignInWithCode(input)), []);
}
