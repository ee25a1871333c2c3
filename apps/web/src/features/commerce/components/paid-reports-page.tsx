import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaidReport } from '@scout/shared/api';
import { DEFAULT_OPPONENT_NAME, reportDisplayTitle } from '@scout/shared/domain';
import { Link as RouterLink } from 'react-router';
import { CountdownDisplay } from '../../../components/ui/countdown-display';
import { LabelledValue } from '../../../components/ui/labelled-value';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { usePaidReportPages } from '../../../entities/reports/list-paid-reports';
import { LoadMore } from '../../../components/ui/load-more';
import { formatDateTime } from '../../../lib/format-date';
import { PACKAGE_LABELS, REPORT_STATUS_LABELS } from '../../../lib/report-labels';
import { useOrganizationName } from '../../../entities/users/list-organizations';

function PaidReportRow({ entry, internal }: { entry: PaidReport; internal: boolean }) {
  const organizationName = useOrganizationName(internal);
  const { report, timer, overdue } = entry;
  const title = reportDisplayTitle(report);
  return (
    <Card
      component="article"
      aria-label={title}
      sx={{
        borderColor: overdue ? 'error.main' : undefined,
        borderWidth: overdue ? 2 : undefined,
        bgcolor: overdue ? 'rgba(211, 47, 47, 0.04)' : undefined,
      }}
    >
      <CardContent
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 3 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2.2fr) minmax(0, 1.2fr) minmax(0, 1.3fr)' },
          '&:last-child': { pb: 2 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 0.75, flexWrap: 'wrap', rowGap: 0.75, alignItems: 'center' }}>
            {overdue ? <Chip size="small" color="error" icon={<WarningAmberIcon />} label="Overdue" /> : null}
            <Chip size="small" color="primary" label={PACKAGE_LABELS[report.packageType]} />
            <Chip size="small" variant="outlined" label={REPORT_STATUS_LABELS[report.status]} />
          </Stack>
          <Link component={RouterLink} to={paths.report.getHref(report.id)} variant="subtitle1" sx={{ fontWeight: 700 }} underline="hover">
            {title}
          </Link>
          <Typography variant="body2" color="text.secondary">
            Opponent: {report.opponentName?.trim() || DEFAULT_OPPONENT_NAME}
            {internal ? ` · ${organizationName(report.organizationId)}` : ''}
          </Typography>
        </Box>
        <LabelledValue label="Completion">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LinearProgress
              variant="determinate"
              value={report.completionPercentage}
              aria-label={`Completion ${report.completionPercentage}%`}
              color={report.completionPercentage >= 100 ? 'success' : 'secondary'}
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 40, textAlign: 'right' }}>
              {report.completionPercentage}%
            </Typography>
          </Stack>
        </LabelledValue>
        <LabelledValue label={`Due ${formatDateTime(timer.expiresAt)}`}>
          {timer.expiresAt ? (
            <CountdownDisplay expiresAt={timer.expiresAt} startedAt={timer.startedAt} compact />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Timer not started
            </Typography>
          )}
        </LabelledValue>
      </CardContent>
    </Card>
  );
}

/**
 * '/paid-reports': the organisation's paid reports with status, completion, package and countdown; staff see
 * every organisation's with its id. Overdue ones (timer run out, breakdown unfinished) come first, marked,
 * then the rest by time left, then completed ones (the server's order), a page at a time.
 */
export function PaidReportsPage({ internal }: { internal: boolean }) {
  const paid = usePaidReportPages();
  const overdue = paid.items.filter((entry) => entry.overdue).length;
  // Overdue reports come first: while every loaded one is overdue, more may follow on the next page.
  const overdueCount = paid.hasMore && overdue === paid.items.length ? `${overdue}+` : String(overdue);
  return (
    <>
      <PageHeader
        title="Paid Reports"
        subtitle={
          internal
            ? 'Every organisation’s paid reports, overdue first, then by time left; completed ones last.'
            : 'Your paid reports and their delivery timers.'
        }
        actions={
          <Button component={RouterLink} to={paths.buyReport.getHref()} variant="contained" color="secondary">
            Buy a report
          </Button>
        }
      />
      {paid.isPending ? (
        <Stack spacing={1.5} aria-label="Loading paid reports">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : paid.isError ? (
        <RetryAlert message="Failed to load paid reports. Please try again." onRetry={() => void paid.refetch()} />
      ) : paid.items.length === 0 ? (
        <Alert severity="info">No paid reports yet. Buy a package for a report and its delivery timer shows here.</Alert>
      ) : (
        <Stack spacing={1.5}>
          {overdue > 0 ? (
            <Alert severity="error" icon={<WarningAmberIcon />}>
              {overdueCount === '1' ? '1 report is overdue' : `${overdueCount} reports are overdue`}: the delivery timer ran out before the
              breakdown was finished.
            </Alert>
          ) : null}
          {paid.items.map((entry) => (
            <PaidReportRow key={entry.report.id} entry={entry} internal={internal} />
          ))}
          <LoadMore hasMore={paid.hasMore} loading={paid.isFetchingNextPage} onLoadMore={paid.loadMore} label="Load more paid reports" />
        </Stack>
      )}
    </>
  );
}
