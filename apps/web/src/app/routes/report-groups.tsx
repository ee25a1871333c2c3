import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { LinkedReportPage } from '../../features/report-groups/components/linked-report-page';
import { ReportRollupPage } from '../../features/report-groups/components/report-rollup-page';
import { ShareLinkButton } from '../../features/sharing/components/share-link-button';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** '/reports/rollup': the groups of linked reports. */
export function ReportRollupRoute() {
  useDocumentTitle('Report Rollups');
  return <ReportRollupPage />;
}

/** '/view-linked-report/{groupId}': one group, with the sharing feature's Share button. */
export function LinkedReportRoute() {
  useDocumentTitle('Linked Report');
  const { groupId } = useParams();
  if (!groupId) return <Navigate to={paths.reportRollup.getHref()} replace />;
  return <LinkedReportPage key={groupId} groupId={groupId} extraActions={<ShareLinkButton target={{ kind: 'group', groupId }} />} />;
}
