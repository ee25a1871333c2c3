import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ExportDataPage } from '../../features/data-export/components/export-data-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/reports/{reportId}/export-data': the report's breakdown as a CSV or XLSX file. */
export function ExportDataRoute() {
  useDocumentTitle('Export Data');
  const { reportId } = useParams();
  const viewer = useReportsViewer();
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <ExportDataPage key={reportId} reportId={reportId} internal={viewer.isAdministrator} />;
}
