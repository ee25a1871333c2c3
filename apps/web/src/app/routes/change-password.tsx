import { useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { notify } from '../../features/notifications/notifications-store';
import { useDocumentTitle } from '../../hooks/use-document-title';

export const PASSWORD_CHANGED = 'Your password has been changed. You were signed out everywhere else.';

/**
 * '/change-password': the user menu's Change password, and the one page a temporary password's session
 * reaches. It stands outside the signed-in shell (whose calls such a session may not make), on the sign-in
 * page's card.
 */
export function ChangePasswordRoute() {
  useDocumentTitle('Change password');
  const navigate = useNavigate();
  const toDashboard = () => void navigate(paths.dashboard.getHref(), { replace: true });
  return (
    <AuthLayout>
      <ChangePasswordForm
        onChanged={() => {
          notify({ message: PASSWORD_CHANGED, severity: 'success' });
          toDashboard();
        }}
        onCancel={() => void navigate(-1)}
      />
    </AuthLayout>
  );
}
