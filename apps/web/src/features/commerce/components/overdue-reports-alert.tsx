import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { reportDisplayTitle } from '@scout/shared/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePaidReports } from '../../../entities/reports/list-paid-reports';
import { formatDateTime } from '../../../lib/format-date';

/** The alert names at most this many overdue reports; Paid Reports lists them all. */
const NAMED_OVERDUE = 5;

/**
 * Staff's dashboard: paid reports whose delivery timer ran out before the breakdown was finished, named with
 * links (the most overdue first), and the way to all paid reports. Nothing when none is overdue.
 */
export function OverdueReportsAlert() {
  const paid = usePaidReports();
  const overdue = paid.data?.reports.filter((entry) => entry.overdue) ?? [];
  if (overdue.length === 0) return null;
  return (
    <Alert
      severity="error"
      icon={<WarningAmberIcon />}
      sx={{ mb: 3 }}
      action={
        <Button component={RouterLink} to={paths.paidReports.getHref()} color="inherit" size="small">
          Paid Reports
        </Button>
      }
    >
      <AlertTitle>Overdue: {overdue.length === 1 ? '1 report' : `${overdue.length} reports`}</AlertTitle>
      {overdue.slice(0, NAMED_OVERDUE).map(({ report, timer }) => (
        <Typography key={report.id} variant="body2" component="p">
          <Link component={RouterLink} to={paths.report.getHref(report.id)} color="inherit" sx={{ fontWeight: 700 }}>
            {reportDisplayTitle(report)}
          </Link>{' '}
          · {report.organizationId} · due {formatDateTime(timer.expiresAt)} · {report.completionPercentage}% done
        </Typography>
      ))}
      {overdue.length > NAMED_OVERDUE ? (
        <Typography variant="body2" component="p">
          and {overdue.length - NAMED_OVERDUE} more
        </Typography>
      ) : null}
    </Alert>
  );
}
