import AddIcon from '@mui/icons-material/Add';
import SportsFootballIcon from '@mui/icons-material/SportsFootball';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { DEFAULT_OPPONENT_NAME, isReportFailed, packageChip, reportDisplayTitle, type Report } from '@scout/shared/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { SearchField } from '../../../components/ui/search-field';
import { serverSearch, useReportPages } from '../../../entities/reports/list-report-pages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { coachStatusLabel, PACKAGE_CHIP_COLORS } from '../report-labels';
import { REPORT_MESSAGES } from '../report-messages';
import { DEFAULT_REPORT_SORT, nextSort, reportDueAt, sortReports, type ReportSort, type ReportSortKey } from '../report-table';
import { listReportsQueryFor, type ReportsViewer } from '../reports-viewer';
import { TimeRemaining } from './time-remaining';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useOrganizationName } from '../../../entities/users/list-organizations';

const NO_REPORTS: Report[] = [];

interface Column {
  id: string;
  label: string;
  sortKey?: ReportSortKey;
  align?: 'right';
  width?: number | string;
}

const COLUMNS: readonly Column[] = [
  { id: 'report', label: 'Report' },
  { id: 'opponent', label: 'Opponent', sortKey: 'opponent' },
  { id: 'status', label: 'Status', sortKey: 'status' },
  { id: 'package', label: 'Package', sortKey: 'package' },
  { id: 'deadline', label: 'Deadline', sortKey: 'deadline' },
  { id: 'completion', label: 'Completion', sortKey: 'completion', width: 160 },
  { id: 'created', label: 'Created', sortKey: 'created', align: 'right' },
];

function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

function ReportRow({ report, internal }: { report: Report; internal: boolean }) {
  const organizationName = useOrganizationName(internal);
  const navigate = useNavigate();
  const href = paths.report.getHref(report.id);
  const failed = isReportFailed(report);
  const chip = packageChip(report);
  const due = reportDueAt(report);
  return (
    <TableRow hover onClick={() => void navigate(href)} sx={{ cursor: 'pointer', '&:last-child td': { border: 0 } }}>
      <TableCell>
        <Link component={RouterLink} to={href} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 700 }} underline="hover">
          {reportDisplayTitle(report)}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 320 }}>
          {report.title}
          {internal ? ` · ${organizationName(report.organizationId)}` : ''}
        </Typography>
      </TableCell>
      <TableCell>{report.opponentName?.trim() || DEFAULT_OPPONENT_NAME}</TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" color={failed ? 'error' : 'default'} label={failed ? 'Failed' : coachStatusLabel(report)} />
      </TableCell>
      <TableCell>
        <Chip size="small" color={PACKAGE_CHIP_COLORS[chip]} label={chip} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {report.timerExpiresAt ? (
          <TimeRemaining expiresAt={report.timerExpiresAt} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {due ? formatDay(due) : 'No deadline'}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={report.completionPercentage}
            color={report.completionPercentage >= 100 ? 'success' : 'secondary'}
            sx={{ flex: 1, height: 6, borderRadius: 3 }}
            aria-label={`Completion ${report.completionPercentage}%`}
          />
          <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right' }}>
            {report.completionPercentage}%
          </Typography>
        </Stack>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatDay(report.createdAt)}
      </TableCell>
    </TableRow>
  );
}

interface ReportListPageProps {
  title: string;
  viewer: ReportsViewer;
}

/** Asks for the next page when the end of the table scrolls into view (a button does the same by hand). */
function useLoadOnSight(load: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/**
 * '/reportlist' and '/reports': the reports the viewer may see in one table, newest first, searched on the
 * server by title, opponent or abbreviation (once typing pauses) and read a page at a time as the table
 * scrolls. The column headers order the rows loaded so far.
 */
export function ReportListPage({ title, viewer }: ReportListPageProps) {
  const [search, setSearch] = useState('');
  const [showCompleted, setShowCompleted] = useState(true);
  const [sort, setSort] = useState<ReportSort>(DEFAULT_REPORT_SORT);
  const q = serverSearch(useDebouncedValue(search, 300));
  const reportsQuery = useReportPages({ ...listReportsQueryFor(viewer, showCompleted), ...(q ? { q } : {}) });
  const pages = reportsQuery.data?.pages;
  const reports = useMemo(() => pages?.flatMap((page) => page.reports) ?? NO_REPORTS, [pages]);
  const total = pages?.[0]?.total ?? null;
  const rows = useMemo(() => sortReports(reports, sort), [reports, sort]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = reportsQuery;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useLoadOnSight(loadMore, Boolean(hasNextPage) && !isFetchingNextPage);
  const tooShort = search.trim() !== '' && serverSearch(search) === undefined;
  const shown = total === null ? `${rows.length}${hasNextPage ? '+' : ''} found` : `${rows.length} of ${total} reports`;
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Every scouting report you can open, in one place"
        actions={
          <Button component={RouterLink} to={paths.createReport.getHref()} variant="contained" color="secondary" startIcon={<AddIcon />}>
            Create Report
          </Button>
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
          <SearchField
            placeholder="Search by title, opponent or abbreviation"
            ariaLabel="Search reports"
            value={search}
            onChange={setSearch}
            helperText={tooShort ? 'Type two letters or digits to search' : undefined}
            sx={{ maxWidth: { sm: 420 }, flex: { sm: 1 } }}
          />
          <Box sx={{ flex: 1 }} />
          <FormControlLabel
            control={<Switch checked={showCompleted} onChange={(event) => setShowCompleted(event.target.checked)} />}
            label="Show Completed"
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minWidth: 90, textAlign: { sm: 'right' } }}>
            {reportsQuery.data ? shown : ' '}
          </Typography>
        </Stack>
        <Box sx={{ height: 4 }}>
          {reportsQuery.isFetching && !reportsQuery.isPending ? <LinearProgress aria-label="Refreshing reports" /> : null}
        </Box>

        {reportsQuery.isError ? (
          <Box sx={{ p: 2 }}>
            <RetryAlert message={REPORT_MESSAGES.loadFailed} onRetry={() => void reportsQuery.refetch()} />
          </Box>
        ) : (
          <TableContainer>
            <Table aria-label="Reports" sx={{ minWidth: 880 }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      sx={{ width: column.width, fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'background.default' }}
                      sortDirection={column.sortKey && sort.key === column.sortKey ? sort.direction : false}
                    >
                      {column.sortKey ? (
                        <TableSortLabel
                          active={sort.key === column.sortKey}
                          direction={sort.key === column.sortKey ? sort.direction : 'asc'}
                          onClick={() => setSort((current) => nextSort(current, column.sortKey as ReportSortKey))}
                        >
                          {column.label}
                        </TableSortLabel>
                      ) : (
                        column.label
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {reportsQuery.isPending
                  ? [0, 1, 2, 3].map((i) => (
                      <TableRow key={i}>
                        <TableCell colSpan={COLUMNS.length}>
                          <Skeleton height={36} />
                        </TableCell>
                      </TableRow>
                    ))
                  : rows.map((report) => <ReportRow key={report.id} report={report} internal={viewer.isAdministrator} />)}
                {reportsQuery.isSuccess && rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length} sx={{ py: 6, textAlign: 'center', border: 0 }}>
                      <SportsFootballIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
                      <Typography variant="h6" component="p">
                        No reports found
                      </Typography>
                      {q ? <Typography color="text.secondary">Nothing matches “{q}”.</Typography> : null}
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {hasNextPage ? (
          <Box ref={sentinel} sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
            <Button onClick={loadMore} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading more reports…' : 'Load more reports'}
            </Button>
          </Box>
        ) : null}
      </Card>
    </>
  );
}
