import { Navigate, useLocation } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { currentHost, isDevHost } from '../../config/host';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import type { LoginRedirectState } from '../../features/auth/components/protected-route';
import { useSession } from '../../features/auth/session-store';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** '/': the sign-in page; signed-in users go on to the dashboard. */
export function LoginRoute() {
  useDocumentTitle('Sign in');
  const status = useSession((s) => s.status);
  const mustChangePassword = useSession((s) => s.user?.mustChangePassword === true);
  const location = useLocation();
  // A temporary password's session goes straight to the one page it reaches.
  if (status === 'authenticated' && mustChangePassword) return <Navigate to={paths.changePassword.getHref()} replace />;
  if (status === 'authenticated') return <Navigate to={paths.dashboard.getHref()} replace />;
  const notice = (location.state as LoginRedirectState | null)?.message ?? null;
  return (
    <AuthLayout>
      <LoginForm notice={notice} registrationUrl={env.registrationUrl} showQuickLogin={isDevHost(currentHost(), env.devHosts)} />
    </AuthLayout>
  );
}

/** '/login', the API client's redirect target: on to '/', keeping any message. */
export function LoginRedirectRoute() {
  const location = useLocation();
  return <Navigate to={paths.login.getHref()} replace state={location.state} />;
}
