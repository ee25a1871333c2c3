import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTimeRemaining, remainingSeconds, timerStatus, type TimerStatus } from '@scout/shared/domain';
import { useNow } from '../../../hooks/use-now';

/** Refresh of the dashboard's time-remaining text. */
const TIME_REMAINING_TICK_MS = 60_000;

const COLORS: Record<TimerStatus, string> = {
  expired: 'text.secondary',
  critical: 'error.main',
  warning: 'warning.main',
  running: 'success.main',
};

/** 'Nd Nh', 'Nh Nm', 'Nm remaining', 'Expired' or 'No deadline', coloured by the timer status. */
export function TimeRemaining({ expiresAt }: { expiresAt: string | null | undefined }) {
  const now = useNow(TIME_REMAINING_TICK_MS);
  const status = expiresAt ? timerStatus(remainingSeconds(expiresAt, now)) : null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: status ? COLORS[status] : 'text.secondary' }}>
      <ScheduleIcon sx={{ fontSize: 16 }} />
      <Typography variant="body2" component="span" sx={{ color: 'inherit', fontWeight: status === 'critical' ? 700 : 500 }}>
        {formatTimeRemaining(expiresAt, now)}
      </Typography>
    </Box>
  );
}
