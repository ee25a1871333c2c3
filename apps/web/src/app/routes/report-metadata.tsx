import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { notify } from '../../features/notifications/notifications-store';
import { ReportMetadataPage } from '../../features/reports/components/report-metadata-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/reports/{reportId}/metadata': every field of the report. */
export function ReportMetadataRoute() {
  useDocumentTitle('Report Metadata');
  const { reportId } = useParams();
  const viewer = useReportsViewer();
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <ReportMetadataPage key={reportId} reportId={reportId} internal={viewer.isAdministrator} onNotify={notify} />;
}
