import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { reportDisplayTitle } from '@scout/shared/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePaidReports } from '../../../entities/reports/list-paid-reports';
import { formatDateTime } from '../../../lib/format-date';
import { useOrganizationName } from '../../../entities/users/list-organizations';

/** The alert names at most this many overdue reports; Paid Reports lists them all. */
const NAMED_OVERDUE = 5;

/**
 * Staff's dashboard: paid reports whose delivery timer ran out before the breakdown was finished, named with
 * links (the most overdue first), and the way to all paid reports. Nothing when none is overdue.
 */
export function OverdueReportsAlert() {
  const organizationName = useOrganizationName();
  const paid = usePaidReports();
  const overdue = paid.data?.reports.filter((entry) => entry.overdue) ?? [];
  if (overdue.length === 0) return null;
  // The first page of paid reports, overdue ones first: when all of it is overdue, more may follow.
  const count = paid.data?.nextKey && overdue.length === paid.data.reports.length ? `${overdue.length}+` : String(overdue.length);
  return (
    <Alert severity="error" icon={<WarningAmberIcon />} sx={{ mb: 3, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}>
      <AlertTitle>Overdue: {count === '1' ? '1 report' : `${count} reports`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {overdue.slice(0, NAMED_OVERDUE).map(({ report, timer }) => (
          <li key={report.id}>
            <Link component={RouterLink} to={paths.report.getHref(report.id)} color="inherit" sx={{ fontWeight: 700 }}>
              {reportDisplayTitle(report)}
            </Link>
            <Typography variant="body2" component="span" sx={{ display: { xs: 'block', md: 'inline' } }}>
              {' '}
              {organizationName(report.organizationId)} · due {formatDateTime(timer.expiresAt)} · {report.completionPercentage}% done
            </Typography>
          </li>
        ))}
      </Box>
      <Button component={RouterLink} to={paths.paidReports.getHref()} color="inherit" size="small" sx={{ mt: 1, ml: -0.5 }}>
        {overdue.length > NAMED_OVERDUE ? `All ${count} in Paid Reports` : 'Paid Reports'}
      </Button>
    </Alert>
  );
}
