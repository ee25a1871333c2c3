import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import { isReportFailed, reportDisplayTitle, type Report } from '@scout/shared/domain';
import { opponentTeamOf } from '@scout/shared/domain/tendencies/orientation';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { currentHost, isNonProductionHost } from '../../config/host';
import { paths } from '../../config/paths';
import { useReportCardCount } from '../../entities/cards/list-report-cards';
import { useReport } from '../../entities/reports/get-report';
import { ReportCardsGrid } from '../../features/cards/components/report-cards-grid';
import { isReportPaidFor } from '../../features/commerce/buy-report-request';
import { notify } from '../../features/notifications/notifications-store';
import { useRecordReportView } from '../../features/reports/api/record-report-view';
import { ImportSummary } from '../../features/reports/components/import-summary';
import type { BuyReportState } from '../../features/reports/components/report-card';
import { ReportLoadFailure, ReportPageLoading, ReportSummary } from '../../features/reports/components/report-summary';
import { WhosePlaysControl } from '../../features/reports/components/whose-plays-control';
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
 * One report's page: the reports feature's summary (header and actions, then the analytics feature's key
 * tendencies and plays to check, then the overview and assigned staff) with the cards feature's grid of its
 * numbered cards under it. Administrators read the report with internal=true; staff see each card's workflow
 * status, coaches do not. Opening it records a view once.
 */
function ReportScreen({ reportId, internal }: { reportId: string; internal: boolean }) {
  const reportQuery = useReport(reportId, internal);
  const cardCount = useReportCardCount(reportId);
  useRecordReportView(reportId);
  if (reportQuery.isPending) return <ReportPageLoading />;
  if (reportQuery.isError) return <ReportLoadFailure error={reportQuery.error} />;
  const report = reportQuery.data;
  const hasPlays = report.cardsCount > 0 || (cardCount.data ?? 0) > 0;
  return (
    <>
      <ReportSummary
        report={report}
        internal={internal}
        hasPlays={hasPlays}
        onNotify={notify}
        extraActions={
          <>
            {internal ? null : <BuyReportButton report={report} />}
            {internal && isNonProductionHost(currentHost()) ? <AddTestDataButton reportId={report.id} onNotify={notify} /> : null}
            {hasPlays ? <ShareLinkButton target={{ kind: 'report', reportId: report.id }} /> : null}
          </>
        }
        lead={
          <>
            <WhosePlaysControl report={report} />
            {hasPlays ? (
              <Suspense fallback={<Skeleton variant="rounded" height={220} aria-label="Loading the analytics" />}>
                <ReportInsights
                  reportId={report.id}
                  organizationId={report.organizationId}
                  reportType={report.reportType}
                  opponentOffenseTag={report.opponentOffenseTag}
                  opponent={opponentTeamOf(report)}
                />
              </Suspense>
            ) : null}
          </>
        }
      />
      <ImportSummary report={report} />
      <ReportCardsGrid reportId={report.id} showStatus={internal} />
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
