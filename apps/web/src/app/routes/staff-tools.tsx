import { RandomPlayButton } from '../../features/staff-checks/components/random-play-button';
import { DevelopmentWorkPage } from '../../features/development-work/components/development-work-page';
import { ManageReportsPage } from '../../features/manage-reports/components/manage-reports-page';
import { SettingsPage } from '../../features/service-settings/components/settings-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** '/admin/reports': every organisation's reports (staff only; the router sends others to the dashboard). */
export function ManageReportsRoute() {
  useDocumentTitle('Manage Reports');
  return <ManageReportsPage headerActions={<RandomPlayButton />} />;
}

/** '/admin/settings': packages and the access code (staff only). */
export function SettingsRoute() {
  useDocumentTitle('Settings');
  return <SettingsPage />;
}

/** '/development-work': staff's development tasks (internal users only). */
export function DevelopmentWorkRoute() {
  useDocumentTitle('Development Work');
  return <DevelopmentWorkPage />;
}
