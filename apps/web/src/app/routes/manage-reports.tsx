import { RandomPlayButton } from '../../features/staff-checks/components/random-play-button';
import { ManageReportsPage } from '../../features/manage-reports/components/manage-reports-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** '/admin/reports': every organisation's reports (staff only; the router sends others to the dashboard). */
export function ManageReportsRoute() {
  useDocumentTitle('Manage Reports');
  return <ManageReportsPage headerActions={<RandomPlayButton />} />;
}
