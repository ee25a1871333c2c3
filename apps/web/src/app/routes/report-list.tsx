import { ReportListPage } from '../../features/reports/components/report-list-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/reportlist' ('Report List') and '/reports' ('Reports'): the searchable, sortable list of reports. */
export function ReportListRoute({ title }: { title: string }) {
  useDocumentTitle(title);
  const viewer = useReportsViewer();
  return <ReportListPage title={title} viewer={viewer} />;
}
