import { RandomPlayButton } from '../../features/staff-checks/components/random-play-button';
import { DevelopmentWorkPage } from '../../features/development-work/components/development-work-page';
import { ManageReportsPage } from '../../features/manage-reports/components/manage-reports-page';
import { SettingsPage } from '../../features/service-settings/components/settings-page';
import { useSession } from '../../features/auth/session-store';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { isAdministrator } from '../access';

/** '/admin/reports': every organisation's reports (staff only; the router sends others to the dashboard). */
export function ManageReportsRoute() {
  useDocumentTitle('Manage Reports');
  return <ManageReportsPage headerActions={<RandomPlayButton />} />;
}

/** '/admin/settings': packages and the access code (administrators), the metric definitions (staff too). */
export function SettingsRoute() {
  useDocumentTitle('Settings');
  const user = useSession((s) => s.user);
  return <SettingsPage isAdministrator={user !== null && isAdministrator(user)} />;
}

/** '/development-work': staff's development tasks (internal users only). */
export function DevelopmentWorkRoute() {
  useDocumentTitle('Development Work');
  return <DevelopmentWorkPage />;
}
