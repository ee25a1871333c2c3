import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import StyleIcon from '@mui/icons-material/Style';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isReportFailed,
  packageChip,
  reportDisplayTitle,
  DEFAULT_OPPONENT_NAME,
  PROCESSING_FAILED_CARD_TEXT,
  type Report,
} from '@scout/shared/domain';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useReportCardCount } from '../../../entities/cards/list-report-cards';
import { useListedTimer } from '../../../entities/reports/list-timers';
import { cardCountLabel, coachStatusLabel, PACKAGE_CHIP_COLORS } from '../report-labels';
import type { Notify } from '../report-notice';
import { TimeRemaining } from './time-remaining';
import { useOrganizationName } from '../../../entities/users/list-organizations';

// The dialogs (forms, date pickers, their mutations) load when a coach first reaches for them, not with the
// dashboard: a page of report cards is the dashboard's first paint, and they are not part of it.
const loadEditDialog = () => import('./edit-report-dialog');
const loadDeleteDialog = () => import('./delete-report-dialog');
const loadDevTimerDialog = () => import('./dev-timer-dialog');
const loadTestPurchaseDialog = () => import('./test-purchase-dialog');
const EditReportDialog = lazy(() => loadEditDialog().then((module) => ({ default: module.EditReportDialog })));
const DeleteReportDialog = lazy(() => loadDeleteDialog().then((module) => ({ default: module.DeleteReportDialog })));
const DevTimerDialog = lazy(() => loadDevTimerDialog().then((module) => ({ default: module.DevTimerDialog })));
const TestPurchaseDialog = lazy(() => loadTestPurchaseDialog().then((module) => ({ default: module.TestPurchaseDialog })));

/** Starts loading the dialogs' code as soon as a coach points at or opens the card's actions. */
function preloadDialogs(devTools: boolean): void {
  void loadEditDialog();
  void loadDeleteDialog();
  if (devTools) void loadDevTimerDialog();
}

/** What '/buy-report' reads from the navigation state. */
export interface BuyReportState {
  reportId: string;
  reportTitle: string;
}

type OpenDialog = 'edit' | 'delete' | 'timer' | 'testPurchase' | null;

interface ReportCardProps {
  report: Report;
  /** Internal (administrator-type) user: sees the organisation id and 'Test Purchase' instead of the cart. */
  internal: boolean;
  /** Dev host and internal user: the dev timer dialog is offered. */
  devTools: boolean;
  onNotify: Notify;
  /** Its uploaded film is being processed, or processing failed or timed out. */
  processing?: 'running' | 'failed' | null;
  /** 'Download processing log': saves the report's processing log as a text file. */
  onDownloadProcessingLog(reportId: string): void;
}

function CardCount({ report }: { report: Report }) {
  const count = useReportCardCount(report.id, true, report.cardsCount);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }} title="Viewable Cards">
      <StyleIcon sx={{ fontSize: 16 }} />
      <Typography variant="body2" component="span">
        {count.data === undefined ? <Skeleton width={52} aria-label="Counting cards" /> : cardCountLabel(count.data)}
      </Typography>
    </Box>
  );
}

/**
 * The card's time remaining from the shared GET /timers answer (refetched every 30 s); the report's own
 * expiry for a report that list does not name (it lists paid reports' running timers only) or while it loads.
 */
function CardTimeRemaining({ report, internal }: { report: Report; internal: boolean }) {
  const listed = useListedTimer(report.id, internal);
  return <TimeRemaining expiresAt={listed?.expiresAt ?? report.timerExpiresAt} />;
}

/**
 * One report on the dashboard: its facts, View Report, purchase (or 'Test Purchase'
 * for internal users) and a menu of edit, dev timer, processing log and delete. Failed reports are not
 * clickable, but can still be edited or deleted.
 */
export function ReportCard({ report, internal, devTools, onNotify, processing = null, onDownloadProcessingLog }: ReportCardProps) {
  const organizationName = useOrganizationName(internal);
  const failed = isReportFailed(report);
  const processingFailed = processing === 'failed' && !failed;
  // The spec's title ('{ABBR} DEFENSIVE Scouting Report') names the card; the title the coach typed heads it.
  const title = reportDisplayTitle(report);
  const typedTitle = report.title.trim();
  const heading = typedTitle && typedTitle !== title ? typedTitle : null;
  const href = paths.report.getHref(report.id);
  const chip = packageChip(report);
  const paid = report.paymentStatus === 'completed';
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const closeDialog = () => setDialog(null);

  const choose = (next: OpenDialog | 'log') => () => {
    setMenuAnchor(null);
    if (next === 'log') onDownloadProcessingLog(report.id);
    else setDialog(next);
  };

  const onPurchase = () => {
    const state: BuyReportState = { reportId: report.id, reportTitle: title };
    void navigate(paths.buyReport.getHref(), { state });
  };

  const body: ReactNode = (
    <CardContent sx={{ flex: 1, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" label={chip} color={PACKAGE_CHIP_COLORS[chip]} />
        {failed ? (
          <Chip size="small" label="Failed" color="error" variant="outlined" />
        ) : (
          <Chip size="small" label={coachStatusLabel(report)} variant="outlined" />
        )}
        {processing === 'running' && !failed ? (
          <Chip size="small" label="Processing film" color="info" icon={<CircularProgress size={12} color="inherit" />} />
        ) : null}
      </Stack>
      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25, mb: 0.5, overflowWrap: 'anywhere' }}>
        {heading ?? title}
      </Typography>
      {heading ? (
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.25 }}>
          {title}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        Opponent: {report.opponentName?.trim() || DEFAULT_OPPONENT_NAME}
      </Typography>
      {internal ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {organizationName(report.organizationId)}
          {organizationName(report.organizationId) !== report.organizationId ? ` · ${report.organizationId}` : ''}
        </Typography>
      ) : null}
      {failed ? (
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', color: 'error.main' }}>
          <ErrorOutlineIcon fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
            FAILED: {report.hudlImportError?.trim() || 'Processing failed'}
          </Typography>
        </Box>
      ) : processingFailed ? (
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1, alignItems: 'center', color: 'error.main' }}>
          <ErrorOutlineIcon fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'inherit' }}>
            {PROCESSING_FAILED_CARD_TEXT}
          </Typography>
        </Box>
      ) : (
        <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
          <CardTimeRemaining report={report} internal={internal} />
          <CardCount report={report} />
        </Stack>
      )}
    </CardContent>
  );

  return (
    <Card
      component="article"
      aria-label={title}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: failed || processingFailed ? 'error.light' : undefined,
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': failed ? undefined : { boxShadow: 4, transform: 'translateY(-2px)' },
      }}
    >
      {failed ? (
        <Box sx={{ flex: 1, display: 'flex' }}>{body}</Box>
      ) : (
        <CardActionArea component={Link} to={href} tabIndex={-1} sx={{ flex: 1, display: 'flex', alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      )}
      <CardActions
        sx={{ px: 2, pb: 2, pt: 0, gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      >
        {failed ? (
          <Button
            component={Link}
            to={paths.uploadFilm.getHref(report.id)}
            size="small"
            variant="contained"
            color="secondary"
            startIcon={<UploadFileOutlinedIcon />}
          >
            Upload a new ZIP
          </Button>
        ) : (
          <Button component={Link} to={href} size="small" variant="contained" endIcon={<ArrowForwardIcon />}>
            View Report
          </Button>
        )}
        {failed || paid ? null : internal ? (
          <Button
            size="small"
            variant="outlined"
            color="secondary"
            onPointerEnter={() => void loadTestPurchaseDialog()}
            onClick={() => setDialog('testPurchase')}
          >
            Test Purchase
          </Button>
        ) : (
          <IconButton size="small" color="secondary" aria-label="Purchase report" title="Purchase report" onClick={onPurchase}>
            <ShoppingCartOutlinedIcon fontSize="small" />
          </IconButton>
        )}
        <Box sx={{ flex: 1 }} />
        {/* Native titles, not MUI tooltips: each MUI tooltip re-renders once as it mounts (it keeps its child's
            node in state), and a page of cards carried two each. */}
        <IconButton
          size="small"
          aria-label="Edit report details"
          title="Edit details"
          onPointerEnter={() => preloadDialogs(devTools)}
          onClick={() => setDialog('edit')}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label="More actions"
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onPointerEnter={() => preloadDialogs(devTools)}
          onClick={(event) => {
            preloadDialogs(devTools);
            setMenuAnchor(event.currentTarget);
          }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </CardActions>

      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={choose('edit')}>
          <ListItemIcon>
            <EditOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Edit details</ListItemText>
        </MenuItem>
        {devTools ? (
          <MenuItem onClick={choose('timer')}>
            <ListItemIcon>
              <TimerOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Dev timer</ListItemText>
          </MenuItem>
        ) : null}
        <MenuItem onClick={choose('log')}>
          <ListItemIcon>
            <DescriptionOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Download processing log</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={choose('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete report</ListItemText>
        </MenuItem>
      </Menu>

      <Suspense fallback={null}>
        {dialog === 'edit' ? (
          <EditReportDialog
            report={report}
            onClose={closeDialog}
            onSaved={() => onNotify({ severity: 'success', message: 'Report details saved.' })}
          />
        ) : null}
        {dialog === 'delete' ? (
          <DeleteReportDialog
            report={report}
            onClose={closeDialog}
            onDeleted={() => onNotify({ severity: 'success', message: `${title} was deleted.` })}
          />
        ) : null}
        {dialog === 'timer' && devTools ? <DevTimerDialog report={report} onClose={closeDialog} /> : null}
        {dialog === 'testPurchase' ? (
          <TestPurchaseDialog
            reportId={report.id}
            reportTitle={title}
            onClose={closeDialog}
            onPurchased={(packageName) => {
              closeDialog();
              onNotify({ severity: 'success', message: `Test purchase complete: ${title} is paid (${packageName}).` });
            }}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
