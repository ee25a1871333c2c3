import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import MovieFilterOutlinedIcon from '@mui/icons-material/MovieFilterOutlined';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { PROCESSING_FAILED_CARD_TEXT, type ProcessingRecord } from '@scout/shared/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { processingElapsedText, processingStageText } from '../processing-text';
import type { ProcessingView } from '../processing-watch';

interface ProcessingBannerProps {
  record: ProcessingRecord;
  /** The report's title as the coach typed it (never its id); null while the dashboard has not listed it. */
  reportTitle: string | null;
  view: ProcessingView | null;
  onDismiss(): void;
  onDownloadLog?(reportId: string): void;
}

const SEVERITY = { info: 'info', warning: 'warning', error: 'error' } as const satisfies Record<string, AlertColor>;

/** The time now, moved every second while the banner is shown (the elapsed clock must not stand still). */
function useSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The dashboard's upload processing banner, naming the report by its title: one line for the stage (queued →
 * reading the ZIP → processing N of M clips → importing the breakdown → ready) and the elapsed time, moving
 * every second; warning colour from 5 minutes, bold error from 8; failed at 10 minutes or when the server
 * says so, with 'Upload a new ZIP' for the same report. It can be dismissed at any time (processing carries
 * on on the server).
 */
export function ProcessingBanner({ record, reportTitle, view, onDismiss, onDownloadLog }: ProcessingBannerProps) {
  const now = useSecondClock();
  const elapsed = processingElapsedText(Math.max(view?.elapsedMs ?? 0, now - record.startTime));
  const named = reportTitle ? `"${reportTitle}"` : 'your report';
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
          Film for {named} · {processingElapsedText(view.elapsedMs)}
          {view.status && view.status.clipsTotal > 0 ? ` · ${view.status.clipsDone} of ${view.status.clipsTotal} clips` : ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            component={Link}
            to={paths.uploadFilm.getHref(record.reportId)}
            color="inherit"
            size="small"
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Upload a new ZIP
          </Button>
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
      <Typography variant="body2" sx={{ color: 'inherit', fontWeight: tone === 'error' ? 700 : 400, overflowWrap: 'anywhere' }}>
        Film for {named}
      </Typography>
      <Box sx={{ mt: 1.5, maxWidth: 560 }}>
        <LinearProgress
          color={tone === 'info' ? 'primary' : tone}
          variant={total > 0 ? 'determinate' : 'indeterminate'}
          value={total > 0 ? (100 * done) / total : undefined}
          aria-label="Processing progress"
          sx={{ height: 6, borderRadius: 3 }}
        />
        <Stack direction="row" spacing={2} sx={{ mt: 0.75, justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 600 }} aria-live="polite">
            {processingStageText(status)}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: 'inherit', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            aria-label={`Elapsed ${elapsed}`}
            role="timer"
          >
            {elapsed}
          </Typography>
        </Stack>
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
