import { useQueryClient } from '@tanstack/react-query';
import { reportDisplayTitle, type ProcessingRecord, type Report } from '@scout/shared/domain';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { reportKeys } from '../../entities/reports/report-keys';
import { OverdueReportsAlert } from '../../features/commerce/components/overdue-reports-alert';
import { notify } from '../../features/notifications/notifications-store';
import { ReportsDashboardContent, ReportsDashboardHeader } from '../../features/reports/components/reports-dashboard';
import { useReportsDashboard } from '../../features/reports/hooks/use-reports-dashboard';
import { downloadProcessingLog } from '../../features/uploads/api/get-processing-log';
import { ProcessingBanner } from '../../features/uploads/components/processing-banner';
import { useProcessingWatch } from '../../features/uploads/hooks/use-processing-watch';
import { isSameRecord, parseProcessingRecord, processingStore } from '../../features/uploads/processing-store';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** The title of the report being processed, as the coach typed it (its spec title when none was typed). */
function processingTitle(reports: readonly Report[], reportId: string): string | null {
  const report = reports.find((candidate) => candidate.id === reportId);
  return report ? report.title.trim() || reportDisplayTitle(report) : null;
}

/** What the upload page hands the dashboard when processing has started: the processing record of the queued upload. */
export interface DashboardState {
  processing?: ProcessingRecord;
}

const LOG_DOWNLOAD_FAILED = 'Failed to download the processing log. Please try again.';

function onDownloadProcessingLog(reportId: string): void {
  downloadProcessingLog(reportId).catch(() => notify({ severity: 'error', message: LOG_DOWNLOAD_FAILED }));
}

/**
 * '/dashboard' ('Reports Dashboard' in the route table): the reports feature's header and content, with the
 * uploads feature's processing banner between them, and for staff the commerce feature's overdue reports.
 */
export function DashboardRoute() {
  useDocumentTitle('Reports Dashboard');
  const viewer = useReportsViewer();
  const dashboard = useReportsDashboard(viewer);
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();

  // A record handed over in the navigation state is kept (the upload page stores it too), then the state is
  // dropped so Back does not bring a dismissed banner back.
  const handedOver = useMemo(() => parseProcessingRecord((location.state as DashboardState | null)?.processing), [location.state]);
  useEffect(() => {
    if (!handedOver) return;
    if (!isSameRecord(processingStore.getState().record, handedOver)) processingStore.getState().save(handedOver);
    void navigate(location.pathname, { replace: true, state: null });
  }, [handedOver, location.pathname, navigate]);

  const processing = useProcessingWatch({
    refreshReports: () => void queryClient.invalidateQueries({ queryKey: reportKeys.all }),
    onCompleted: (record, status) =>
      notify({
        severity: status.clipsFailed > 0 ? 'warning' : 'success',
        message: processedMessage(status.clipsDone - status.clipsFailed, status.clipsFailed),
        duration: 10_000,
        action: { label: 'View report', handler: () => void navigate(paths.report.getHref(record.reportId)) },
      }),
  });

  const { record, view } = processing;
  return (
    <>
      <ReportsDashboardHeader dashboard={dashboard} />
      {viewer.isAdministrator ? <OverdueReportsAlert /> : null}
      {record ? (
        <ProcessingBanner
          record={record}
          reportTitle={processingTitle(dashboard.shownReports, record.reportId)}
          view={view}
          onDismiss={processing.dismiss}
          onDownloadLog={onDownloadProcessingLog}
        />
      ) : null}
      <ReportsDashboardContent
        dashboard={dashboard}
        viewer={viewer}
        onNotify={notify}
        onDownloadProcessingLog={onDownloadProcessingLog}
        processingReport={record ? { reportId: record.reportId, failed: view?.phase === 'failed' } : null}
      />
    </>
  );
}

/** Ready clips are cards with video; clips that could not be read still have their card, with the reason. */
function processedMessage(ready: number, failed: number): string {
  const readyText = `${ready} ${ready === 1 ? 'card is' : 'cards are'} ready`;
  return failed > 0
    ? `Your film is processed: ${readyText}; ${failed} ${failed === 1 ? 'clip' : 'clips'} could not be read (see the processing log).`
    : `Your film is processed: ${readyText}.`;
}
