import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { SCREEN_VIEW_TITLES, type ScreenView } from '../../features/analytics/analytics-view';
import { DemoAnalyticsPage } from '../../features/analytics/components/demo-analytics-page';
import { GroupAnalyticsPage } from '../../features/analytics/components/group-analytics-page';
import { ReportAnalyticsPage } from '../../features/analytics/components/report-analytics-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/reports/{reportId}/analytics/{view}': one analytics view of the report (its own chunk, with the charts). */
export function ReportAnalyticsRoute({ view }: { view: ScreenView }) {
  useDocumentTitle(SCREEN_VIEW_TITLES[view]);
  const { reportId } = useParams();
  const viewer = useReportsViewer();
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <ReportAnalyticsPage key={reportId} reportId={reportId} view={view} internal={viewer.isAdministrator} />;
}

/** '/demo/{view}': the same view on the bundled demo game, public. */
export function DemoAnalyticsRoute({ view }: { view: ScreenView }) {
  useDocumentTitle(`${SCREEN_VIEW_TITLES[view]} Demo`);
  return <DemoAnalyticsPage view={view} />;
}

/** '/analytics/{view}/{groupId}': one analytics view across a group's reports, with a column per game. */
export function GroupAnalyticsRoute({ view }: { view: ScreenView }) {
  useDocumentTitle(`${SCREEN_VIEW_TITLES[view]} · Linked Report`);
  const { groupId } = useParams();
  if (!groupId) return <Navigate to={paths.reportRollup.getHref()} replace />;
  return <GroupAnalyticsPage key={groupId} groupId={groupId} view={view} />;
}
