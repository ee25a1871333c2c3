import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DEFAULT_OPPONENT_NAME, isReportFailed, packageChip, reportDisplayTitle, type Report } from '@scout/shared/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CountdownDisplay } from '../../../components/ui/countdown-display';
import { LabelledValue } from '../../../components/ui/labelled-value';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useReportCardCount } from '../../../entities/cards/list-report-cards';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import {
  cardCountLabel,
  LOCATION_LABELS,
  PACKAGE_CHIP_COLORS,
  PACKAGE_LABELS,
  coachStatusLabel,
  paymentStatusLabel,
  packageDeadlineLabel,
  REPORT_TYPE_LABELS,
} from '../report-labels';
import type { Notify } from '../report-notice';
import { reportTimerView } from '../report-timer';
import { EditReportDialog } from './edit-report-dialog';

// Below the overview, with the staff list's calls: its code loads after the page's.
const AssignedStaffPanel = lazy(() => import('./assigned-staff-panel').then((module) => ({ default: module.AssignedStaffPanel })));

function TimerStat({ report }: { report: Report }) {
  const view = reportTimerView(report, new Date());
  if (view.kind === 'countdown') return <CountdownDisplay expiresAt={view.expiresAt} startedAt={view.startedAt} />;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
      <TimerOffOutlinedIcon fontSize="small" />
      <Typography component="span">{view.label}</Typography>
    </Box>
  );
}

function CompletionStat({ percentage }: { percentage: number }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <LinearProgress
        variant="determinate"
        value={percentage}
        aria-label="Completion"
        color={percentage >= 100 ? 'success' : 'secondary'}
        sx={{ flex: 1, height: 10, borderRadius: 5 }}
      />
      <Typography component="span" sx={{ fontWeight: 700, minWidth: 44, textAlign: 'right' }}>
        {percentage}%
      </Typography>
    </Stack>
  );
}

function CardsStat({ report }: { report: Report }) {
  const count = useReportCardCount(report.id);
  return <Typography component="span">{cardCountLabel(count.data ?? report.cardsCount)}</Typography>;
}

function ReportOverview({ report, internal }: { report: Report; internal: boolean }) {
  const failed = isReportFailed(report);
  const chip = packageChip(report);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Chip label={chip} color={PACKAGE_CHIP_COLORS[chip]} size="small" />
          {/* A free report is the coach's own breakdown: no payment line, and its status says how far it is. */}
          {paymentStatusLabel(report) ? (
            <Chip
              label={paymentStatusLabel(report)}
              color={report.paymentStatus === 'completed' ? 'success' : 'warning'}
              variant="outlined"
              size="small"
            />
          ) : null}
          <Chip label={failed ? 'Failed' : coachStatusLabel(report)} color={failed ? 'error' : 'default'} variant="outlined" size="small" />
          <Chip label={`${REPORT_TYPE_LABELS[report.reportType]} · ${LOCATION_LABELS[report.location]}`} variant="outlined" size="small" />
        </Stack>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <LabelledValue label="Delivery timer">
              <TimerStat report={report} />
            </LabelledValue>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <LabelledValue label="Completion">
              <CompletionStat percentage={report.completionPercentage} />
            </LabelledValue>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <LabelledValue label="Package">
              <Typography component="span">{PACKAGE_LABELS[report.packageType]}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {packageDeadlineLabel(report.packageType)}
              </Typography>
            </LabelledValue>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <LabelledValue label="Cards">
              <CardsStat report={report} />
            </LabelledValue>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <LabelledValue label="Created">
              <Typography component="span">{formatDateTime(report.createdAt)}</Typography>
            </LabelledValue>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <LabelledValue label="Deadline">
              <Typography component="span">{formatDateTime(report.timerExpiresAt ?? report.deadline)}</Typography>
            </LabelledValue>
          </Grid>
          {internal ? (
            <Grid size={{ xs: 12 }}>
              <Typography variant="caption" color="text.secondary">
                Org ID: {report.organizationId}
              </Typography>
            </Grid>
          ) : null}
        </Grid>
      </CardContent>
    </Card>
  );
}

function BackToDashboard() {
  return (
    <Button component={Link} to={paths.dashboard.getHref()} startIcon={<ArrowBackIcon />}>
      Back to Dashboard
    </Button>
  );
}

/** What '/reports/{id}' shows while the report loads. */
export function ReportPageLoading() {
  return (
    <Box aria-busy="true">
      <Skeleton variant="text" width="50%" height={48} />
      <LinearProgress sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}

/** What '/reports/{id}' shows when the report could not be read: not found (404) or another failure. */
export function ReportLoadFailure({ error }: { error: unknown }) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={notFound ? 'warning' : 'error'}>
        {notFound ? 'Report not found.' : 'Failed to load the report. Please try again later.'}
      </Alert>
      <BackToDashboard />
    </Stack>
  );
}

/** The report page's actions laid out in a row (laptop) or folded into one 'Actions' menu (phone). */
function ReportActions({ children }: { children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!phone) return <>{children}</>;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<MoreVertIcon />}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls="report-actions"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Actions
      </Button>
      {/* Kept mounted: an action's dialog (Share, Edit) lives on after the menu closes. */}
      <Popover
        id="report-actions"
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        keepMounted
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack
          role="group"
          aria-label="Report actions"
          spacing={1}
          onClick={() => setAnchor(null)}
          sx={{ p: 1.5, minWidth: 220, '& .MuiButton-root': { justifyContent: 'flex-start' } }}
        >
          {children}
        </Stack>
      </Popover>
    </>
  );
}

/** What the report page says in place of print, export, scout film and share while the report has no plays. */
export const NO_PLAYS_ACTIONS_LINE = 'Print, export, scout film and sharing open once the report has plays.';

/**
 * The way on for a report without plays or whose import failed: a report without plays has nothing to print,
 * export, watch or share, so one line says so and 'Upload game film' adds its film; a failed import says why
 * and offers 'Upload a new ZIP' for the same report (its details stay as typed).
 */
function FilmNotice({ report, hasPlays }: { report: Report; hasPlays: boolean }) {
  const failed = isReportFailed(report);
  if (hasPlays && !failed) return null;
  return (
    <Alert severity={failed ? 'error' : 'info'} sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}>
      <AlertTitle>
        {failed ? `FAILED: ${report.hudlImportError?.trim() || 'Processing failed'}` : 'This report has no plays yet'}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {failed
          ? 'Send the game film again to this report: its title and opponent stay as you typed them.'
          : 'Add the game film (a Hudl ZIP or video files) and Scout makes a card of each play.'}
        {hasPlays ? null : ` ${NO_PLAYS_ACTIONS_LINE}`}
      </Typography>
      <Button
        component={Link}
        to={paths.uploadFilm.getHref(report.id)}
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<UploadFileOutlinedIcon />}
      >
        {failed ? 'Upload a new ZIP' : 'Upload game film'}
      </Button>
    </Alert>
  );
}

interface ReportSummaryProps {
  report: Report;
  /** Administrator-type viewer: sees the organisation and may assign staff. */
  internal: boolean;
  /** The report has plays (cardsCount > 0): print, export, scout film and share apply to it. */
  hasPlays: boolean;
  onNotify: Notify;
  /** More header actions the app composes in from other features (e.g. Share). */
  extraActions?: ReactNode;
  /** What a coach reads first, right under the header (the key tendencies); the overview follows it. */
  lead?: ReactNode;
}

/**
 * The top of '/reports/{id}': the report's header (title, opponent) with its actions (a row on a laptop, one
 * menu on a phone), what the coach reads first (lead), then the overview (package, payment, completion,
 * countdown) and its assigned staff. The route puts the report's cards under it.
 */
export function ReportSummary({ report, internal, hasPlays, onNotify, extraActions, lead }: ReportSummaryProps) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={report.title.trim() || reportDisplayTitle(report)}
        subtitle={
          <>
            Opponent: {report.opponentName?.trim() || DEFAULT_OPPONENT_NAME}
            {report.title.trim() ? (
              <Typography component="span" color="text.secondary">
                {'  ·  '}
                {reportDisplayTitle(report)}
              </Typography>
            ) : null}
          </>
        }
        actions={
          <ReportActions>
            <BackToDashboard />
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button component={Link} to={paths.reportMetadata.getHref(report.id)} variant="outlined" startIcon={<TuneIcon />}>
              Metadata
            </Button>
            {hasPlays ? (
              <>
                <Button component={Link} to={paths.reportPrint.getHref(report.id)} variant="outlined" startIcon={<PrintOutlinedIcon />}>
                  Print
                </Button>
                <Button
                  component={Link}
                  to={paths.reportExportData.getHref(report.id)}
                  variant="outlined"
                  startIcon={<FileDownloadOutlinedIcon />}
                >
                  Export
                </Button>
                <Button component={Link} to={paths.reportScoutFilm.getHref(report.id)} variant="outlined" startIcon={<MovieOutlinedIcon />}>
                  Scout film
                </Button>
              </>
            ) : null}
            {extraActions}
          </ReportActions>
        }
      />
      <FilmNotice report={report} hasPlays={hasPlays} />
      {lead}
      <Grid container spacing={2} sx={{ mb: 4 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ReportOverview report={report} internal={internal} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={160} aria-label="Loading the assigned staff" />}>
            <AssignedStaffPanel reportId={report.id} canAssign={internal} onNotify={onNotify} />
          </Suspense>
        </Grid>
      </Grid>
      {editing ? (
        <EditReportDialog
          report={report}
          onClose={() => setEditing(false)}
          onSaved={() => onNotify({ severity: 'success', message: 'Report details saved.' })}
        />
      ) : null}
    </>
  );
}
