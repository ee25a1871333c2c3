import { notify } from '../../features/notifications/notifications-store';
import { ReportsDashboard } from '../../features/reports/components/reports-dashboard';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/dashboard' ('Reports Dashboard' in the route table). */
export function DashboardRoute() {
  useDocumentTitle('Reports Dashboard');
  const viewer = useReportsViewer();
  return <ReportsDashboard viewer={viewer} onNotify={notify} />;
}
