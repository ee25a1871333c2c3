import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useShallow } from 'zustand/react/shallow';
import { formatBytes, formatUploadProgress } from '../upload-format';
import { UPLOAD_MESSAGES } from '../upload-messages';
import { uploadsStore, useUploads, type UploadEntryState } from '../upload-store';

interface UploadEntriesProps {
  /** The entry this page is sending now: it gets Cancel (and Retry now while the network is away). */
  activeId?: string | null;
  onCancel?(): void;
  onRetryNow?(): void;
  /** Shown under a failed entry, e.g. what became of the report. */
  failureNote?: string | null;
}

function statusLine(entry: UploadEntryState): string {
  if (entry.status === 'completed') return `Uploaded · ${formatBytes(entry.fileSize)}`;
  if (entry.finishing) return 'All bytes sent. Putting the parts together…';
  return formatUploadProgress(entry.uploadedBytes, entry.fileSize, entry.speedBytesPerSecond);
}

function EntryRow({
  entry,
  active,
  onCancel,
  onRetryNow,
  failureNote,
}: { entry: UploadEntryState; active: boolean } & Omit<UploadEntriesProps, 'activeId'>) {
  const uploading = entry.status === 'uploading';
  const failed = entry.status === 'failed';
  const color = failed ? 'error' : entry.status === 'completed' ? 'success' : entry.waitingForNetwork ? 'warning' : 'secondary';
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={`Upload of ${entry.fileName}`}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {failed ? (
          <ErrorOutlineIcon color="error" />
        ) : entry.status === 'completed' ? (
          <CheckCircleOutlineIcon color="success" />
        ) : entry.waitingForNetwork ? (
          <WifiOffIcon color="warning" />
        ) : (
          <FolderZipOutlinedIcon color="action" />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2" noWrap title={entry.fileName} sx={{ fontWeight: 700 }}>
              {entry.fileName}
            </Typography>
            <Typography variant="subtitle2" sx={{ fontVariantNumeric: 'tabular-nums', color: `${color}.main`, flexShrink: 0 }}>
              {failed ? 'Failed' : `${entry.progress}%`}
            </Typography>
          </Stack>
          <LinearProgress
            variant={entry.finishing ? 'indeterminate' : 'determinate'}
            value={entry.progress}
            color={color}
            aria-label={`${entry.fileName} upload progress`}
            sx={{ my: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {statusLine(entry)}
          </Typography>
          {uploading && entry.waitingForNetwork ? (
            <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5, fontWeight: 600 }} role="status">
              {UPLOAD_MESSAGES.waitingForNetwork}
            </Typography>
          ) : null}
          {failed && entry.error ? (
            <Typography variant="body2" color="error" sx={{ mt: 0.5, fontWeight: 600 }} role="alert">
              {entry.error}
              {active && failureNote ? (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                  {failureNote}
                </Typography>
              ) : null}
            </Typography>
          ) : null}
        </Box>
        {active && uploading ? (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {entry.waitingForNetwork && onRetryNow ? (
              <Button size="small" onClick={onRetryNow}>
                Retry now
              </Button>
            ) : null}
            {onCancel && !entry.finishing ? (
              <Button size="small" color="error" variant="outlined" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {!uploading && !active ? (
          <Tooltip title="Remove from the list">
            <IconButton
              size="small"
              aria-label={`Remove ${entry.fileName} from the list`}
              onClick={() => uploadsStore.getState().remove(entry.id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The upload entries: each file's progress, bytes sent of its size and speed, or its error. */
export function UploadEntries({ activeId = null, onCancel, onRetryNow, failureNote }: UploadEntriesProps) {
  const entries = useUploads(useShallow((state) => Object.values(state.entries)));
  if (entries.length === 0) return null;
  const finished = entries.filter((entry) => entry.status !== 'uploading' && entry.id !== activeId);
  return (
    <Box component="section" aria-label="Uploads">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Uploads
        </Typography>
        {finished.length > 0 ? (
          <Button size="small" color="inherit" onClick={() => finished.forEach((entry) => uploadsStore.getState().remove(entry.id))}>
            Clear finished
          </Button>
        ) : null}
      </Stack>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {[...entries].reverse().map((entry) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            active={entry.id === activeId}
            onCancel={onCancel}
            onRetryNow={onRetryNow}
            failureNote={failureNote}
          />
        ))}
      </Stack>
    </Box>
  );
}
