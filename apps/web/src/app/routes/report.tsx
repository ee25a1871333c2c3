import { isAdministrator } from '@scout/shared/domain';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/session-store';
import { ReportDetails } from '../../features/reports/components/report-details';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** '/reports/{reportId}': the report's title and fields; cards come in a later issue. */
export function ReportRoute() {
  useDocumentTitle('Report');
  const { reportId } = useParams();
  const user = useSession((s) => s.user);
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <ReportDetails key={reportId} reportId={reportId} internal={user ? isAdministrator(user) : false} />;
}
