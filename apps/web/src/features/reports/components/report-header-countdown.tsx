import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_OPPONENT_ABBREVIATION } from '@scout/shared/domain';
import { CountdownDisplay } from '../../../components/ui/countdown-display';
import { useReport } from '../../../entities/reports/get-report';
import { useReportTimer } from '../../../entities/reports/get-report-timer';

/**
 * The top bar's countdown while a report with a running timer is open: its abbreviation and the compact
 * countdown ('Nh Mm'), in the countdown's colours. The timer comes from GET /reports/{id}/timer (refetched
 * every 30 s, so a payment or a staff change shows up) and ticks every second in between; the abbreviation
 * from the report the page already loaded.
 */
export function ReportHeaderCountdown({ reportId, internal }: { reportId: string; internal: boolean }) {
  const report = useReport(reportId, internal).data;
  const { timer } = useReportTimer(reportId);
  if (!timer) return null;
  return (
    <Box
      aria-label="Delivery timer"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Typography variant="caption" sx={{ fontWeight: 800, letterSpacing: '0.06em', color: 'text.secondary' }}>
        {report?.opponentAbbreviation?.trim() || DEFAULT_OPPONENT_ABBREVIATION}
      </Typography>
      <CountdownDisplay expiresAt={timer.expiresAt} startedAt={timer.startedAt} compact />
    </Box>
  );
}
