import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { notify } from '../../features/notifications/notifications-store';
import { ReportPage } from '../../features/reports/components/report-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/reports/{reportId}': the report's header, assigned staff and cards. */
export function ReportRoute() {
  useDocumentTitle('Report');
  const { reportId } = useParams();
  const viewer = useReportsViewer();
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <ReportPage key={reportId} reportId={reportId} internal={viewer.isAdministrator} onNotify={notify} />;
}
