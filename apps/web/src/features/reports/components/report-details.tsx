import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_OPPONENT_NAME,
  isReportFailed,
  packageChip,
  reportDisplayTitle,
  type Report,
} from '@scout/shared/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountdownDisplay } from '../../../components/ui/countdown-display';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useReport } from '../api/get-report';
import { STATUS_FILTER_LABELS } from '../report-filters';
import { cardCountLabel } from './report-card';

function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="overline" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Grid>
  );
}

function ReportFields({ report, showOrganization }: { report: Report; showOrganization: boolean }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      <Field label="Report title">{report.title || '—'}</Field>
      <Field label="Opponent">{report.opponentName?.trim() || DEFAULT_OPPONENT_NAME}</Field>
      <Field label="Report type">{report.reportType === 'offense' ? 'Offense' : 'Defense'}</Field>
      <Field label="Game location">{report.location === 'away' ? 'Away' : 'Home'}</Field>
      <Field label="Status">{STATUS_FILTER_LABELS[report.status]}</Field>
      <Field label="Completion">{report.completionPercentage}%</Field>
      <Field label="Cards">{cardCountLabel(report.cardsCount)}</Field>
      <Field label="Created">{formatDate(report.createdAt)}</Field>
      <Field label="Deadline">{formatDate(report.deadline)}</Field>
      {showOrganization ? <Field label="Organization">{report.organizationId}</Field> : null}
    </Grid>
  );
}

interface ReportDetailsProps {
  reportId: string;
  /** Administrator-type viewer: reads with internal=true and sees the organisation. */
  internal: boolean;
}

/** The report page's header and fields, from GET /reports/{id}. Cards and media come in later issues. */
export function ReportDetails({ reportId, internal }: ReportDetailsProps) {
  const reportQuery = useReport(reportId, internal);
  const back = (
    <Button component={Link} to={paths.dashboard.getHref()} startIcon={<ArrowBackIcon />}>
      Back to Dashboard
    </Button>
  );

  if (reportQuery.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width="50%" height={48} />
        <LinearProgress sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  }
  if (reportQuery.isError) {
    const notFound = isApiError(reportQuery.error) && reportQuery.error.status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? 'Report not found.' : 'Failed to load the report. Please try again later.'}
        </Alert>
        {back}
      </Stack>
    );
  }

  const report = reportQuery.data;
  const failed = isReportFailed(report);
  return (
    <>
      <PageHeader
        title={reportDisplayTitle(report)}
        subtitle={`Opponent: ${report.opponentName?.trim() || DEFAULT_OPPONENT_NAME}`}
        actions={back}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Chip label={packageChip(report)} color={failed ? 'error' : 'primary'} size="small" />
        {failed ? <Chip label="Failed" color="error" variant="outlined" size="small" /> : null}
        {report.timerExpiresAt ? <CountdownDisplay expiresAt={report.timerExpiresAt} startedAt={report.timerStartedAt} /> : null}
      </Stack>
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          FAILED: {report.hudlImportError?.trim() || 'Processing failed'}
        </Alert>
      ) : null}
      <Card>
        <CardContent>
          <ReportFields report={report} showOrganization={internal} />
        </CardContent>
      </Card>
    </>
  );
}
