import { SettingsPage } from '../../features/service-settings/components/settings-page';
import { useSession } from '../../features/auth/session-store';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { isAdministrator } from '../access';

/** '/admin/settings': packages and the access code (administrators), the metric definitions (staff too). */
export function SettingsRoute() {
  useDocumentTitle('Settings');
  const user = useSession((s) => s.user);
  return <SettingsPage isAdministrator={user !== null && isAdministrator(user)} />;
}
