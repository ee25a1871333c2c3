import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
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
  /** The one page a session that must change its password reaches (every other page sends it there). */
  allowPasswordChange?: boolean;
  /** A role the user must hold, compared exactly (hasRole). */
  role?: string;
  /** A further rule, e.g. internal users only. */
  allow?: (user: SessionUser) => boolean;
  /**
   * Shown (as a page in words) to a signed-in user the rule refuses, instead of sending them to the dashboard:
   * for pages a signed-in colleague may reach by a shared link (the administrator-only pages).
   */
  refusal?: { title: string; message: string };
}

/** A page a signed-in user may not open: what it is, why not, and the way back. */
function NotAllowedPage({ title, message }: { title: string; message: string }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 3, md: 6 }, px: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Button component={Link} to={paths.dashboard.getHref()} variant="contained">
        Back to the dashboard
      </Button>
    </Box>
  );
}

/**
 * Signed-out visitors go to '/' with 'Please login to access the dashboard' (no message after a deliberate
 * logout); a session that must change its password goes to '/change-password'; users lacking the required
 * role go to '/dashboard'.
 */
export function ProtectedRoute({ children, role, allow, refusal, allowPasswordChange = false }: ProtectedRouteProps) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const endedBy = useSession((s) => s.endedBy);

  if (status !== 'authenticated' || !user) {
    const state: LoginRedirectState = endedBy === 'user' ? {} : { message: SIGN_IN_MESSAGES.loginRequired };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  // The server refuses such a session everywhere else (403); the app leads the person to the one page that works.
  if (user.mustChangePassword && !allowPasswordChange) return <Navigate to={paths.changePassword.getHref()} replace />;
  if ((role !== undefined && !hasRole(user, role)) || (allow && !allow(user))) {
    if (refusal) return <NotAllowedPage {...refusal} />;
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  return children;
}
