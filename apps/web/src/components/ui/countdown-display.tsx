import ErrorIcon from '@mui/icons-material/ErrorOutline';
import HourglassIcon from '@mui/icons-material/HourglassBottom';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import WarningIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCountdown, remainingSeconds, timerStatus, type TimerStatus } from '@scout/shared/domain';
import type { ReactNode } from 'react';
import { useNow } from '../../hooks/use-now';

/** Countdowns refresh every second. */
const COUNTDOWN_TICK_MS = 1000;

const LOOK: Record<TimerStatus, { color: string; bold: boolean; icon: ReactNode }> = {
  expired: { color: 'text.secondary', bold: false, icon: <TimerOffIcon fontSize="inherit" /> },
  critical: { color: 'error.main', bold: true, icon: <ErrorIcon fontSize="inherit" /> },
  warning: { color: 'warning.main', bold: false, icon: <WarningIcon fontSize="inherit" /> },
  running: { color: 'success.main', bold: false, icon: <ScheduleIcon fontSize="inherit" /> },
};

interface CountdownDisplayProps {
  expiresAt: string;
  /** Accepted for parity with the timer record; the countdown only needs the expiry. */
  startedAt?: string | null;
  compact?: boolean;
  showIcon?: boolean;
}

/**
 * 'N hours M minutes S seconds remaining' (compact 'Nh Mm'), recomputed every second: bold error colour
 * under 2 h, warning colour under 6 h, success colour otherwise, 'Expired' at zero; each with its icon.
 */
export function CountdownDisplay({ expiresAt, compact = false, showIcon = true }: CountdownDisplayProps) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const seconds = remainingSeconds(expiresAt, now);
  const status = timerStatus(seconds);
  const look = LOOK[status];
  return (
    <Box
      role="timer"
      aria-live="off"
      data-status={status}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: look.color }}
    >
      {showIcon ? (
        <Box component="span" sx={{ display: 'inline-flex', fontSize: compact ? 16 : 20 }}>
          {status === 'running' && !compact ? <HourglassIcon fontSize="inherit" /> : look.icon}
        </Box>
      ) : null}
      <Typography component="span" variant={compact ? 'body2' : 'body1'} sx={{ fontWeight: look.bold ? 700 : 500, color: 'inherit' }}>
        {formatCountdown(seconds, compact)}
      </Typography>
    </Box>
  );
}
