import { useCallback } from 'react';
import { getOrganizationDetails } from '../api/get-organization-details';
import { login } from '../api/login';
import { loginErrorMessage } from '../login-error-message';
import { sessionStore } from '../session-store';
import { SIGN_IN_MESSAGES, signIn, type Credentials } from '../sign-in';
import { randomId } from '../../../lib/random-id';

const ports = {
  login,
  getOrganizationDetails: (token: string) => getOrganizationDetails({ token }),
  generateId: () => randomId(),
};

export type SignInSource = 'form' | 'quick-login';

/**
 * Runs a sign-in through the session store's states. The form shows the catalogue message (fallback
 * 'Login failed. Please try again.'); the quick-login buttons show 'Dev login failed. Please try again.'.
 */
export function useSignIn(): (credentials: Credentials, source: SignInSource) => Promise<boolean> {
  return useCallback(async (credentials, source) => {
    const session = sessionStore.getState();
    session.loginStart();
    try {
      const { token, user } = await signIn(credentials, ports);
      sessionStore.getState().loginSuccess(token, user);
      return true;
    } catch (error) {
      const message =
        source === 'quick-login' ? SIGN_IN_MESSAGES.devLoginFailed : loginErrorMessage(error).message || SIGN_IN_MESSAGES.loginFailed;
      sessionStore.getState().loginFailure(message);
      return false;
    }
  }, []);
}
