import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import SportsFootballIcon from '@mui/icons-material/SportsFootball';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { summarizeReports, type Report } from '@scout/shared/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useReports } from '../api/list-reports';
import { filterReportsByStatus, STATUS_FILTER_LABELS, type StatusFilter } from '../report-filters';
import { listReportsQueryFor, type ReportsViewer } from '../reports-viewer';
import { ReportCard } from './report-card';
import { StatusFilterButton } from './status-filter-button';
import { SummaryTiles } from './summary-tiles';

export const REPORTS_LOAD_ERROR = 'Failed to load reports. Please try again later.';

const NO_REPORTS: Report[] = [];

/** The dashboard's content (spec §2 Dashboard). */
export function ReportsDashboard({ viewer }: { viewer: ReportsViewer }) {
  const [showCompleted, setShowCompleted] = useState(true);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const query = listReportsQueryFor(viewer, showCompleted);
  const reportsQuery = useReports(query);

  // On failure the list is cleared rather than left stale (spec §8).
  const reports = reportsQuery.isError ? NO_REPORTS : (reportsQuery.data?.reports ?? NO_REPORTS);
  const summary = useMemo(() => summarizeReports(reports), [reports]);
  const visible = useMemo(() => filterReportsByStatus(reports, statusFilter), [reports, statusFilter]);
  const loadingFirstTime = reportsQuery.isPending;

  return (
    <>
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
            <StatusFilterButton value={statusFilter} onChange={setStatusFilter} />
            <Button component={Link} to={paths.uploadZip.getHref()} variant="contained" color="secondary" startIcon={<AddIcon />}>
              New Report
            </Button>
          </>
        }
      />

      <SummaryTiles summary={summary} loading={loadingFirstTime} />

      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2">
          Your Reports
        </Typography>
        {statusFilter !== 'all' ? (
          <Chip size="small" label={STATUS_FILTER_LABELS[statusFilter]} onDelete={() => setStatusFilter('all')} />
        ) : null}
      </Stack>
      <Box sx={{ height: 4, mb: 2 }}>{reportsQuery.isFetching && !loadingFirstTime ? <LinearProgress aria-label="Refreshing reports" /> : null}</Box>

      {reportsQuery.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void reportsQuery.refetch()}>
              Retry
            </Button>
          }
        >
          {REPORTS_LOAD_ERROR}
        </Alert>
      ) : loadingFirstTime ? (
        <Grid container spacing={2} aria-busy="true" aria-label="Loading reports">
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={200} />
            </Grid>
          ))}
        </Grid>
      ) : visible.length === 0 ? (
        <Card sx={{ py: 6, px: 3, textAlign: 'center' }}>
          <SportsFootballIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
          <Typography variant="h6" component="p" gutterBottom>
            No reports found
          </Typography>
          <Button component={Link} to={paths.uploadZip.getHref()} variant="contained" startIcon={<AddIcon />} sx={{ mt: 1 }}>
            Create Your First Report
          </Button>
        </Card>
      ) : (
        <Grid container spacing={2} component="section" aria-label="Your Reports">
          {visible.map((report) => (
            <Grid key={report.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ReportCard report={report} showOrganization={viewer.isAdministrator} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
