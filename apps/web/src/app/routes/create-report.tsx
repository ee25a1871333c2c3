import { notify } from '../../features/notifications/notifications-store';
import { CreateReportPage } from '../../features/reports/components/create-report-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/createreport': a report set up by hand. */
export function CreateReportRoute() {
  useDocumentTitle('Create Report');
  const viewer = useReportsViewer();
  return <CreateReportPage internal={viewer.isAdministrator} onNotify={notify} />;
}
