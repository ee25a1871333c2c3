import { completeMfaLogin } from './api/complete-mfa-login';
import { getOrganizationDetails } from './api/get-organization-details';
import { login } from './api/login';
import { loginErrorMessage } from './login-error-message';
import { sessionStore } from './session-store';
import { SIGN_IN_MESSAGES, signIn, signInWithCode, type Credentials, type SignedIn } from './sign-in';
import { randomId } from '../../lib/random-id';

/**
 * A sign-in's calls and their states, loaded when a sign-in starts (or is about to: hooks/use-sign-in.ts), so
 * the sign-in page's first load carries neither the auth routes' schemas nor the calls.
 */

const ports = {
  login,
  completeMfaLogin,
  getOrganizationDetails: (token: string) => getOrganizationDetails({ token }),
  generateId: () => randomId(),
};

export type SignInSource = 'form' | 'quick-login';

/** How a sign-in ended: a session, a failure (shown by the form), or the ask for a second-factor code. */
export type SignInOutcome = 'signedIn' | 'failed' | { challenge: string };

/** The message a failed sign-in shows: the catalogue's for the form, 'Dev login failed. Please try again.' for quick login. */
export function failureMessage(source: SignInSource, error: unknown): string {
  return source === 'quick-login' ? SIGN_IN_MESSAGES.devLoginFailed : loginErrorMessage(error).message || SIGN_IN_MESSAGES.loginFailed;
}

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
    sessionStore.getState().loginFailure(failureMessage(source, error));
    return 'failed';
  }
}

export function runSignIn(credentials: Credentials, source: SignInSource): Promise<SignInOutcome> {
  return run(source, () => signIn(credentials, ports));
}

export function runSignInWithCode(input: { challenge: string; code: string; username: string }): Promise<SignInOutcome> {
  return run('form', () => signInWithCode(input, ports));
}
