import DownloadIcon from '@mui/icons-material/Download';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useNow } from '../../../hooks/use-now';
import { downloadText } from '../../../lib/download-file';
import { LOG_LEVELS, LOG_SESSION_ID, logger, type LogEntry, type LogLevel } from '../../../lib/logger';
import {
  ALL_CATEGORIES,
  ALL_LEVELS,
  DEFAULT_LOG_FILTER,
  filterLogs,
  LOG_TIME_RANGES,
  logFileContent,
  logFileName,
  logStatistics,
  type LogFilter,
} from '../log-download';

const LEVEL_LABELS: Record<LogLevel, string> = { debug: 'Debug', info: 'Info', warn: 'Warn', error: 'Error' };

function levelColor(level: LogLevel): string | undefined {
  if (level === 'error') return 'error.main';
  if (level === 'warn') return 'warning.dark';
  return undefined;
}

function Statistics({ entries }: { entries: readonly LogEntry[] }) {
  const [open, setOpen] = useState(false);
  const stats = useMemo(() => logStatistics(entries), [entries]);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <ButtonBase
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        sx={{ width: '100%', justifyContent: 'space-between', px: 2, py: 1.25, font: 'inherit' }}
      >
        <Typography variant="subtitle2" component="span">
          Log Statistics
        </Typography>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ButtonBase>
      <Collapse in={open}>
        <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Box>
            <Typography variant="body2">
              Total logs: <strong>{stats.total}</strong>
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Session: <code>{LOG_SESSION_ID}</code>
            </Typography>
          </Box>
          <Box aria-label="Logs by level">
            {LOG_LEVELS.map((level) => (
              <Typography key={level} variant="body2" sx={{ color: stats.byLevel[level] > 0 ? levelColor(level) : undefined }}>
                {LEVEL_LABELS[level]}: <strong>{stats.byLevel[level]}</strong>
              </Typography>
            ))}
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }} aria-label="Logs by category">
            <Typography variant="body2" color="text.secondary">
              By category:{' '}
              {Object.entries(stats.byCategory)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([category, count]) => `${category} ${count}`)
                .join(' · ') || 'none yet'}
            </Typography>
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}

/**
 * 'Download API Logs': the logger's entries filtered by category, level and time range, saved as a
 * JSON file with timestamps, levels, categories, messages and (sanitised) data.
 */
export function DownloadLogsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const entries = useSyncExternalStore(logger.subscribe, logger.snapshot);
  // The time ranges move with the clock while the dialog is open.
  const now = useNow(15_000);
  const [filter, setFilter] = useState<LogFilter>(DEFAULT_LOG_FILTER);
  const [fileName, setFileName] = useState('');
  const stats = useMemo(() => logStatistics(entries), [entries]);
  const matching = useMemo(() => filterLogs(entries, filter, now.getTime()), [entries, filter, now]);
  const categories = Object.keys(stats.byCategory).sort();

  const download = () => {
    const now = new Date();
    const kept = filterLogs(entries, filter, now.getTime());
    downloadText(logFileContent(kept, LOG_SESSION_ID, filter, now), logFileName(fileName, now), 'application/json;charset=utf-8');
    logger.info('logs', `Downloaded ${kept.length} logs`);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="download-logs-title">
      <DialogTitle id="download-logs-title">Download API Logs</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Statistics entries={entries} />
          <TextField
            select
            label="Category"
            size="small"
            value={filter.category}
            onChange={(event) => setFilter({ ...filter, category: event.target.value })}
          >
            <MenuItem value={ALL_CATEGORIES}>All Categories ({stats.total})</MenuItem>
            {categories.map((category) => (
              <MenuItem key={category} value={category}>
                {category} ({stats.byCategory[category]})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Log Level"
            size="small"
            value={filter.level}
            onChange={(event) => setFilter({ ...filter, level: event.target.value as LogFilter['level'] })}
          >
            <MenuItem value={ALL_LEVELS}>All Levels</MenuItem>
            {LOG_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {LEVEL_LABELS[level]} ({stats.byLevel[level]})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Time Range"
            size="small"
            value={filter.minutes === null ? 'all' : String(filter.minutes)}
            onChange={(event) => setFilter({ ...filter, minutes: event.target.value === 'all' ? null : Number(event.target.value) })}
          >
            {LOG_TIME_RANGES.map((range) => (
              <MenuItem key={range.label} value={range.minutes === null ? 'all' : String(range.minutes)}>
                {range.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Custom Filename (optional)"
            size="small"
            value={fileName}
            onChange={(event) => setFileName(event.target.value)}
            helperText="Leave empty for auto-generated filename with timestamp"
          />
          <Alert severity="info">
            Preview: {matching.length} {matching.length === 1 ? 'log' : 'logs'} will be downloaded. The file includes timestamps, levels,
            categories, messages and data.
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={matching.length === 0} onClick={download}>
          Download {matching.length} Logs
        </Button>
      </DialogActions>
    </Dialog>
  );
}
