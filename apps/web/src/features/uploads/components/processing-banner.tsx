import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import MovieFilterOutlinedIcon from '@mui/icons-material/MovieFilterOutlined';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCESSING_FAILED_CARD_TEXT, type ProcessingRecord } from '@scout/shared/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { processingElapsedText, processingProgressText } from '../processing-text';
import type { ProcessingView } from '../processing-watch';

interface ProcessingBannerProps {
  record: ProcessingRecord;
  view: ProcessingView | null;
  onDismiss(): void;
  onDownloadLog?(reportId: string): void;
}

const SEVERITY = { info: 'info', warning: 'warning', error: 'error' } as const satisfies Record<string, AlertColor>;

/**
 * The dashboard's upload processing banner: 'queued' with the report, clips done of total and
 * the current step; warning colour from 5 minutes, bold error from 8; failed at 10 minutes or when the
 * server says so. It can be dismissed at any time (processing carries on on the server).
 */
export function ProcessingBanner({ record, view, onDismiss, onDownloadLog }: ProcessingBannerProps) {
  const reportLink = (
    <Button
      component={Link}
      to={paths.report.getHref(record.reportId)}
      color="inherit"
      size="small"
      variant="outlined"
      sx={{ whiteSpace: 'nowrap' }}
    >
      View report
    </Button>
  );

  if (view?.phase === 'failed') {
    return (
      <Alert severity="error" variant="filled" onClose={onDismiss} sx={{ mb: 3, alignItems: 'flex-start' }} aria-live="assertive">
        <AlertTitle sx={{ fontWeight: 800 }}>{PROCESSING_FAILED_CARD_TEXT}</AlertTitle>
        <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 600 }}>
          {view.message}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'inherit', opacity: 0.9, mt: 0.5 }}>
          Report {record.reportId} · {processingElapsedText(view.elapsedMs)}
          {view.status && view.status.clipsTotal > 0 ? ` · ${processingProgressText(view.status)}` : ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          {reportLink}
          {onDownloadLog ? (
            <Button color="inherit" size="small" startIcon={<DescriptionOutlinedIcon />} onClick={() => onDownloadLog(record.reportId)}>
              Download processing log
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }

  const tone = view?.tone ?? 'info';
  const status = view?.status ?? null;
  const total = status?.clipsTotal ?? 0;
  const done = Math.min(total, (status?.clipsDone ?? 0) + (status?.clipsFailed ?? 0));
  return (
    <Alert
      severity={SEVERITY[tone]}
      icon={<MovieFilterOutlinedIcon />}
      onClose={onDismiss}
      sx={{ mb: 3, alignItems: 'flex-start', '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      aria-live="polite"
    >
      <AlertTitle sx={{ fontWeight: tone === 'error' ? 800 : 600 }}>Processing your game film</AlertTitle>
      <Typography variant="body2" sx={{ color: 'inherit', fontWeight: tone === 'error' ? 700 : 400 }}>
        {record.message}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'inherit', opacity: 0.85, mt: 0.25 }}>
        Status: {status?.status ?? 'queued'} · Report {record.reportId} · {processingElapsedText(view?.elapsedMs ?? 0)}
      </Typography>
      <Box sx={{ mt: 1.5, maxWidth: 560 }}>
        <LinearProgress
          color={tone === 'info' ? 'primary' : tone}
          variant={total > 0 ? 'determinate' : 'indeterminate'}
          value={total > 0 ? (100 * done) / total : undefined}
          aria-label="Processing progress"
          sx={{ height: 6, borderRadius: 3 }}
        />
        <Typography variant="body2" sx={{ color: 'inherit', mt: 0.75, fontWeight: 600 }}>
          {status ? processingProgressText(status) : 'Waiting for the first progress report…'}
        </Typography>
      </Box>
      {tone === 'warning' ? (
        <Typography variant="body2" sx={{ color: 'inherit', mt: 1 }}>
          This is taking longer than usual. Large ZIPs can take several minutes.
        </Typography>
      ) : null}
      {tone === 'error' ? (
        <Typography variant="body2" sx={{ color: 'inherit', mt: 1, fontWeight: 700 }}>
          Still processing after 8 minutes. If it has not finished by 10 minutes it is marked as failed.
        </Typography>
      ) : null}
      {view?.phase === 'processing' && view.checkFailed ? (
        <Typography variant="body2" sx={{ color: 'inherit', mt: 1 }}>
          Could not reach Scout to check progress. Trying again in a few seconds.
        </Typography>
      ) : null}
      <Box sx={{ mt: 1.5 }}>{reportLink}</Box>
    </Alert>
  );
}
