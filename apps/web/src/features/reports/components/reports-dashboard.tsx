import AddIcon from '@mui/icons-material/Add';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import SportsFootballIcon from '@mui/icons-material/SportsFootball';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { env } from '../../../config/env';
import { currentHost, isDevHost } from '../../../config/host';
import { paths } from '../../../config/paths';
import type { ReportsDashboardState } from '../hooks/use-reports-dashboard';
import { NO_FILTERS, STATUS_FILTER_LABELS, type ReportFilters } from '../report-filters';
import { REPORT_MESSAGES } from '../report-messages';
import type { Notify } from '../report-notice';
import type { ReportsViewer } from '../reports-viewer';
import { ReportCard } from './report-card';
import { ReportFiltersButton } from './report-filters-button';
import { SummaryTiles } from './summary-tiles';

function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

function dateRangeLabel(filters: ReportFilters): string | null {
  if (filters.createdFrom && filters.createdTo) return `Created ${formatDay(filters.createdFrom)} – ${formatDay(filters.createdTo)}`;
  if (filters.createdFrom) return `Created from ${formatDay(filters.createdFrom)}`;
  if (filters.createdTo) return `Created until ${formatDay(filters.createdTo)}`;
  return null;
}

/** The report whose uploaded film is being processed (the processing banner follows it). */
export interface ProcessingReport {
  reportId: string;
  /** Processing failed or timed out: its card says 'Processing Failed'. */
  failed: boolean;
}

/**
 * The dashboard's header: its title, 'Show Completed', 'Filters', and the two ways to start a report, worded
 * apart: 'New Report' (from game film, the main action) and 'Create Report without film' (film added later).
 */
export function ReportsDashboardHeader({ dashboard }: { dashboard: ReportsDashboardState }) {
  const { showCompleted, setShowCompleted, filters, setFilters } = dashboard;
  return (
    <PageHeader
      title="Reports Overview"
      subtitle="Scouting reports on your upcoming opponents"
      actions={
        <>
          <FormControlLabel
            control={<Switch checked={showCompleted} onChange={(event) => setShowCompleted(event.target.checked)} />}
            label="Show Completed"
            sx={{ mr: 1 }}
          />
          <ReportFiltersButton value={filters} onChange={setFilters} />
          <Button component={Link} to={paths.createReport.getHref()} variant="text" startIcon={<NoteAddOutlinedIcon />}>
            Create Report without film
          </Button>
          <Button component={Link} to={paths.uploadZip.getHref()} variant="contained" color="secondary" startIcon={<AddIcon />}>
            New Report
          </Button>
        </>
      }
    />
  );
}

interface ReportsDashboardContentProps {
  dashboard: ReportsDashboardState;
  viewer: ReportsViewer;
  onNotify: Notify;
  processingReport?: ProcessingReport | null;
  /** 'Download processing log' on a report's menu. */
  onDownloadProcessingLog(reportId: string): void;
}

/**
 * The dashboard's content under its header: summary tiles, the page of report cards
 * with their actions, and paging when there are more than 25.
 */
export function ReportsDashboardContent({
  dashboard,
  viewer,
  onNotify,
  processingReport = null,
  onDownloadProcessingLog,
}: ReportsDashboardContentProps) {
  const { reportsQuery, filters, setFilters, filtered, page, setPage, pages, total, limit, summary, shownReports, loadingFirstTime } =
    dashboard;
  const devTools = viewer.isAdministrator && isDevHost(currentHost(), env.devHosts);
  const rangeLabel = dateRangeLabel(filters);
  return (
    <>
      <SummaryTiles summary={summary} loading={loadingFirstTime} />

      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2">
          Your Reports
        </Typography>
        {filters.status !== 'all' ? (
          <Chip size="small" label={STATUS_FILTER_LABELS[filters.status]} onDelete={() => setFilters({ ...filters, status: 'all' })} />
        ) : null}
        {rangeLabel ? (
          <Chip size="small" label={rangeLabel} onDelete={() => setFilters({ ...filters, createdFrom: null, createdTo: null })} />
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={paths.reportList.getHref()} size="small" startIcon={<ViewListIcon />}>
          View as list
        </Button>
      </Stack>
      <Box sx={{ height: 4, mb: 2 }}>
        {reportsQuery.isFetching && !loadingFirstTime ? <LinearProgress aria-label="Refreshing reports" /> : null}
      </Box>

      {reportsQuery.isError ? (
        <RetryAlert message={REPORT_MESSAGES.loadFailed} onRetry={() => void reportsQuery.refetch()} />
      ) : loadingFirstTime ? (
        <Grid container spacing={2} aria-busy="true" aria-label="Loading reports">
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={220} />
            </Grid>
          ))}
        </Grid>
      ) : shownReports.length === 0 ? (
        <Card sx={{ py: 6, px: 3, textAlign: 'center' }}>
          <SportsFootballIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
          <Typography variant="h6" component="p" gutterBottom>
            No reports found
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', mt: 1 }}>
            {filtered ? <Button onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button> : null}
            <Button component={Link} to={paths.uploadZip.getHref()} variant="contained" startIcon={<AddIcon />}>
              Create Your First Report
            </Button>
          </Stack>
        </Card>
      ) : (
        <Grid container spacing={2} component="section" aria-label="Your Reports">
          {shownReports.map((report) => (
            <Grid key={report.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ReportCard
                report={report}
                internal={viewer.isAdministrator}
                devTools={devTools}
                onNotify={onNotify}
                processing={processingReport?.reportId === report.id ? (processingReport.failed ? 'failed' : 'running') : null}
                onDownloadProcessingLog={onDownloadProcessingLog}
              />
            </Grid>
          ))}
        </Grid>
      )}

      {!reportsQuery.isError && total > limit ? (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_event, next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            color="primary"
            shape="rounded"
            aria-label="Report pages"
          />
        </Stack>
      ) : null}
    </>
  );
}
