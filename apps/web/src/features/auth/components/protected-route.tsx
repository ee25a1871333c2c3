import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasRole } from '@scout/shared/domain';
import { paths } from '../../../config/paths';
import { useSession } from '../session-store';
import type { SessionUser } from '../session-user';
import { SIGN_IN_MESSAGES } from '../sign-in';

/** What the login page reads from the redirect's navigation state. */
export interface LoginRedirectState {
  message?: string;
}

interface ProtectedRouteProps {
  children: ReactNode;
  /** A role the user must hold, compared exactly (hasRole). */
  role?: string;
  /** A further rule, e.g. administrator-type users only. */
  allow?: (user: SessionUser) => boolean;
}

/**
 * Signed-out visitors go to '/' with 'Please login to access the dashboard' (no message after a deliberate
 * logout); users lacking the required role go to '/dashboard'.
 */
export function ProtectedRoute({ children, role, allow }: ProtectedRouteProps) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const endedBy = useSession((s) => s.endedBy);
  const { pathname } = useLocation();

  if (status !== 'authenticated' || !user) {
    const state: LoginRedirectState = endedBy === 'user' ? {} : { message: SIGN_IN_MESSAGES.loginRequired };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  // A session restricted to enrolling a second factor reaches that page only (the server refuses the rest).
  if (user.mustEnrollMfa && pathname !== paths.twoStep.getHref()) return <Navigate to={paths.twoStep.getHref()} replace />;
  if ((role !== undefined && !hasRole(user, role)) || (allow && !allow(user))) {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  return children;
}
