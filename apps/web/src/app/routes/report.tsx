import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import { isReportFailed, reportDisplayTitle, type Report } from '@scout/shared/domain';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { currentHost, isNonProductionHost } from '../../config/host';
import { paths } from '../../config/paths';
import { useReport } from '../../entities/reports/get-report';
import { ReportCardsGrid } from '../../features/cards/components/report-cards-grid';
import { isReportPaidFor } from '../../features/commerce/buy-report-request';
import { notify } from '../../features/notifications/notifications-store';
import { useRecordReportView } from '../../features/reports/api/record-report-view';
import { ImportSummary } from '../../features/reports/components/import-summary';
import type { BuyReportState } from '../../features/reports/components/report-card';
import { ReportLoadFailure, ReportPageLoading, ReportSummary } from '../../features/reports/components/report-summary';
import { AddTestDataButton } from '../../features/staff-checks/components/add-test-data-button';
import { ShareLinkButton } from '../../features/sharing/components/share-link-button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** The analytics preview runs the tendency engine over the report's cards: loaded beside the page, not before it. */
const ReportInsights = lazy(() =>
  import('../../features/analytics/components/report-insights').then((module) => ({ default: module.ReportInsights })),
);

/** 'Buy Report' on a report not paid for yet: '/buy-report' with the report in the navigation state. */
function BuyReportButton({ report }: { report: Report }) {
  if (isReportPaidFor(report) || isReportFailed(report)) return null;
  const state: BuyReportState = { reportId: report.id, reportTitle: reportDisplayTitle(report) };
  return (
    <Button
      component={Link}
      to={paths.buyReport.getHref()}
      state={state}
      variant="contained"
      color="secondary"
      startIcon={<ShoppingCartOutlinedIcon />}
    >
      Buy Report
    </Button>
  );
}

/**
 * One report's page: the reports feature's summary (header, overview, assigned staff) with the cards
 * feature's grid of its numbered cards under it, and between them the analytics feature's links, key tendencies and
 * plays to check. Administrators read the report with internal=true.
 * Opening it records a view once.
 */
function ReportScreen({ reportId, internal }: { reportId: string; internal: boolean }) {
  const reportQuery = useReport(reportId, internal);
  useRecordReportView(reportId);
  if (reportQuery.isPending) return <ReportPageLoading />;
  if (reportQuery.isError) return <ReportLoadFailure error={reportQuery.error} />;
  return (
    <>
      <ReportSummary
        report={reportQuery.data}
        internal={internal}
        onNotify={notify}
        extraActions={
          <>
            {internal ? null : <BuyReportButton report={reportQuery.data} />}
            {internal && isNonProductionHost(currentHost()) ? <AddTestDataButton reportId={reportQuery.data.id} onNotify={notify} /> : null}
            <ShareLinkButton target={{ kind: 'report', reportId: reportQuery.data.id }} />
          </>
        }
      />
      <ImportSummary report={reportQuery.data} />
      <Suspense fallback={<Skeleton variant="rounded" height={220} aria-label="Loading the analytics" />}>
        <ReportInsights
          reportId={reportQuery.data.id}
          organizationId={reportQuery.data.organizationId}
          reportType={reportQuery.data.reportType}
        />
      </Suspense>
      <ReportCardsGrid reportId={reportQuery.data.id} />
    </>
  );
}

/** '/reports/{reportId}': the report's header, assigned staff and cards. */
export function ReportRoute() {
  useDocumentTitle('Report');
  const { reportId } = useParams();
  const viewer = useReportsViewer();
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <ReportScreen key={reportId} reportId={reportId} internal={viewer.isAdministrator} />;
}
