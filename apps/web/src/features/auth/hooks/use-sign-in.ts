import { useCallback } from 'react';
import { completeMfaLogin } from '../api/complete-mfa-login';
import { getOrganizationDetails } from '../api/get-organization-details';
import { login } from '../api/login';
import { loginErrorMessage } from '../login-error-message';
import { sessionStore } from '../session-store';
import { SIGN_IN_MESSAGES, signIn, signInWithCode, type Credentials, type SignedIn } from '../sign-in';
import { randomId } from '../../../lib/random-id';

const ports = {
  login,
  completeMfaLogin,
  getOrganizationDetails: (token: string) => getOrganizationDetails({ token }),
  generateId: () => randomId(),
};

export type SignInSource = 'form' | 'quick-login';

/** How a sign-in ended: a session, a failure (shown by the form), or the ask for a second-factor code. */
export type SignInOutcome = 'signedIn' | 'failed' | { challenge: string };

async function run(source: SignInSource, attempt: () => Promise<SignedIn | { challenge: string }>): Promise<SignInOutcome> {
  sessionStore.getState().loginStart();
  try {
    const result = await attempt();
    if ('challenge' in result) {
      sessionStore.getState().loginNeedsCode();
      return { challenge: result.challenge };
    }
    sessionStore.getState().loginSuccess(result.token, result.user);
    return 'signedIn';
  } catch (error) {
    const message =
      source === 'quick-login' ? SIGN_IN_MESSAGES.devLoginFailed : loginErrorMessage(error).message || SIGN_IN_MESSAGES.loginFailed;
    sessionStore.getState().loginFailure(message);
    return 'failed';
  }
}

/**
 * Runs a sign-in through the session store's states. The form shows the catalogue message (fallback
 * 'Login failed. Please try again.'); the quick-login buttons show 'Dev login failed. Please try again.'.
 */
export function useSignIn(): (credentials: Credentials, source: SignInSource) => Promise<SignInOutcome> {
  return useCallback((credentials, source) => run(source, () => signIn(credentials, ports)), []);
}

/** The second step of a two-step sign-in: the challenge with a code or a recovery code. */
export function useSignInWithCode(): (input: { challenge: string; code: string; username: string }) => Promise<SignInOutcome> {
  return useCallback((input) => run('form', () => signInWithCode(input, ports)), []);
}
