import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { capturedConsoleSnapshot, LOG_LEVELS, logger, storedConsoleLogs, type ConsoleEntry, type LogLevel } from '../../../lib/logger';

const LEVEL_COLORS: Record<LogLevel, 'default' | 'info' | 'warning' | 'error'> = {
  debug: 'default',
  info: 'info',
  warn: 'warning',
  error: 'error',
};

/**
 * '/dev/console': the console lines the logger captured on this page (timestamp, level, message, url,
 * userAgent), newest first, with level filters; the lines flushed to this browser's storage by earlier pages
 * can be shown too.
 */
export function ConsolePage() {
  const captured = useSyncExternalStore(logger.subscribe, capturedConsoleSnapshot);
  const [levels, setLevels] = useState<LogLevel[]>([...LOG_LEVELS]);
  const [withStored, setWithStored] = useState(false);
  // Read when switched on: what earlier pages flushed (this page's lines are flushed there too, so they are left out).
  const [stored, setStored] = useState<ConsoleEntry[]>([]);
  const all = useMemo(() => {
    const own = new Set(captured.map((entry) => `${entry.timestamp}|${entry.message}`));
    const earlier = withStored ? stored.filter((entry) => !own.has(`${entry.timestamp}|${entry.message}`)) : [];
    return [...earlier, ...captured].reverse();
  }, [captured, stored, withStored]);
  const counts = useMemo(() => {
    const out: Record<LogLevel, number> = { debug: 0, info: 0, warn: 0, error: 0 };
    for (const entry of all) out[entry.level] += 1;
    return out;
  }, [all]);
  const shown = all.filter((entry) => levels.includes(entry.level));

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader
        title="Console"
        subtitle="What this page printed to the browser console, newest first (objects as the logger keeps them, redacted)."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          value={levels}
          onChange={(_event, next: LogLevel[]) => setLevels(next)}
          aria-label="Levels shown"
          sx={{ flexWrap: 'wrap' }}
        >
          {LOG_LEVELS.map((level) => (
            <ToggleButton key={level} value={level} sx={{ px: 1.5, py: 0.4, gap: 0.75 }}>
              {level}
              <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {counts[level]}
              </Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={withStored}
              onChange={(event) => {
                setWithStored(event.target.checked);
                if (event.target.checked) setStored(storedConsoleLogs());
              }}
            />
          }
          label="Include earlier pages (stored)"
        />
      </Stack>
      {shown.length === 0 ? (
        <Alert severity="info">
          {all.length === 0 ? 'Nothing has been printed to the console yet.' : 'No lines at the levels chosen.'}
        </Alert>
      ) : (
        <Paper
          variant="outlined"
          component="ol"
          aria-label="Console lines"
          sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 560, overflow: 'auto' }}
        >
          {shown.map((entry, index) => (
            <Box
              component="li"
              key={`${entry.timestamp}-${index}`}
              sx={{
                px: 1.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: entry.level === 'error' ? 'rgba(211,47,47,0.04)' : undefined,
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
                  {new Date(entry.timestamp).toLocaleTimeString(undefined, { hour12: false })}
                </Typography>
                <Chip size="small" variant="outlined" color={LEVEL_COLORS[entry.level]} label={entry.level} sx={{ height: 20 }} />
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flex: '1 1 320px', minWidth: 0 }}
                >
                  {entry.message}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }} title={entry.userAgent}>
                {entry.url} · {entry.userAgent}
              </Typography>
            </Box>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
