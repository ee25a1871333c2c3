import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { reportTitleLine } from '@scout/shared/domain';
import { formatBreakdownFilter } from '@scout/shared/domain/breakdown-filters';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ReportLoadFailure } from '../../../components/ui/load-failure';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useReportCards } from '../../../entities/cards/list-report-cards';
import { useConceptTypesByName } from '../../../entities/concepts/concept-types-by-name';
import { useMetricRules } from '../../../entities/organizations/get-metric-rules';
import { useReport } from '../../../entities/reports/get-report';
import { useBreakdownFilter } from '../../../hooks/use-breakdown-filter';
import { defaultSideOf, orientPlays } from '@scout/shared/domain/tendencies';
import { inputsOfCards, type ScreenView } from '../analytics-view';
import { opponentOf } from '../whose-plays';
import { AnalyticsScreen } from './analytics-screen';
import { REPORT_VIEW_PATHS } from './report-view-paths';

function Loading() {
  return (
    <Box aria-busy="true" aria-label="Loading the analytics">
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
    </Box>
  );
}

interface ReportAnalyticsPageProps {
  reportId: string;
  view: ScreenView;
  internal: boolean;
}

/**
 * A report's analytics view, computed in the browser from its cards' breakdowns. The scout film and export
 * buttons carry the filter along (the three pages read the same address parameters).
 */
export function ReportAnalyticsPage({ reportId, view, internal }: ReportAnalyticsPageProps) {
  const reportQuery = useReport(reportId, internal);
  const cardsQuery = useReportCards(reportId);
  const [filter] = useBreakdownFilter();
  const query = formatBreakdownFilter(filter);
  const withFilter = (path: string) => (query === '' ? path : `${path}?${query}`);
  const tag = reportQuery.data?.opponentOffenseTag ?? 'O';
  const inputs = useMemo(() => (cardsQuery.data ? orientPlays(inputsOfCards(cardsQuery.data.cards), tag) : []), [cardsQuery.data, tag]);
  const conceptTypeOf = useConceptTypesByName(reportQuery.data?.organizationId ?? null);
  const metricRules = useMetricRules(reportQuery.data?.organizationId);

  if (reportQuery.isPending) return <Loading />;
  if (reportQuery.isError) return <ReportLoadFailure error={reportQuery.error} onRetry={() => void reportQuery.refetch()} />;
  const report = reportQuery.data;
  const header = (
    <PageHeader
      title="Analytics"
      subtitle={reportTitleLine(report)}
      actions={
        <>
          <Button component={Link} to={paths.report.getHref(report.id)} startIcon={<ArrowBackIcon />}>
            Back to Report
          </Button>
          <Button
            component={Link}
            to={withFilter(paths.reportScoutFilm.getHref(report.id))}
            variant="outlined"
            startIcon={<MovieOutlinedIcon />}
          >
            Scout film
          </Button>
          <Button
            component={Link}
            to={withFilter(paths.reportExportData.getHref(report.id))}
            variant="outlined"
            startIcon={<DownloadIcon />}
          >
            Export
          </Button>
        </>
      }
    />
  );
  if (cardsQuery.isPending || metricRules.loading) return <Loading />;
  if (cardsQuery.isError)
    return (
      <>
        {header}
        <RetryAlert message="Failed to load the plays. Please try again." onRetry={() => void cardsQuery.refetch()} />
      </>
    );
  return (
    <AnalyticsScreen
      view={view}
      inputs={inputs}
      preferredSide={defaultSideOf(report.reportType)}
      header={header}
      viewHref={(option) => REPORT_VIEW_PATHS[option](report.id)}
      filmPath={paths.reportScoutFilm.getHref(report.id)}
      cardHref={(cardId) => paths.reportCardDetail.getHref(report.id, cardId)}
      conceptTypeOf={conceptTypeOf}
      rules={metricRules.rules}
      whose={{ team: opponentOf(report), tags: [report.opponentOffenseTag] }}
      printPath={paths.reportPrint.getHref(report.id)}
      sheetTitle={reportTitleLine(report)}
    />
  );
}
