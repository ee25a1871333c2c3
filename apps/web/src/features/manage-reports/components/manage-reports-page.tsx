import type { ReactNode } from 'react';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORTS_PAGE_SIZE, type OrganizationSummary } from '@scout/shared/api';
import {
  DEFAULT_OPPONENT_NAME,
  formatTimeRemaining,
  isReportOverdue,
  PACKAGE_TYPES,
  REPORT_STATUSES,
  reportDisplayTitle,
  type PackageType,
  type PaymentStatus,
  type Report,
  type ReportStatus,
} from '@scout/shared/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useAssignStaffToReports, type BulkAssignment } from '../../../entities/reports/assign-staff';
import { useReports } from '../../../entities/reports/list-reports';
import { useStaffNames } from '../../../entities/users/list-internal-users';
import { StaffSelect } from '../../../entities/users/staff-select';
import { useOrganizationName, useOrganizations } from '../../../entities/users/list-organizations';
import { PACKAGE_LABELS, REPORT_STATUS_LABELS } from '../../../lib/report-labels';
import { manageReportsQuery, NO_FILTERS, type ManageReportsFilters } from '../manage-reports-query';

/** Columns a phone leaves out (the report cell names the organisation and status there instead). */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
/** The package column only where the table has room for it beside the assignee (not at 1400 px: the package filter stays). */
const WIDEST_ONLY = { display: { xs: 'none', xl: 'table-cell' } } as const;

const PAYMENT_LABELS: Record<PaymentStatus, string> = { pending: 'Pending', completed: 'Paid' };
const NO_REPORTS: Report[] = [];
const NO_ORGANIZATIONS: OrganizationSummary[] = [];

function Deadline({ report, now }: { report: Report; now: Date }) {
  const overdue = isReportOverdue(report, now);
  if (report.timerExpiresAt) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {formatTimeRemaining(report.timerExpiresAt, now)}
        </Typography>
        {overdue ? <Chip size="small" color="error" label="Overdue" /> : null}
      </Stack>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {report.deadline ? new Date(report.deadline).toLocaleDateString() : 'No deadline'}
    </Typography>
  );
}

function BulkResult({ outcome, staffName, onClose }: { outcome: BulkAssignment; staffName: string; onClose(): void }) {
  const count = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;
  return (
    <Alert severity={outcome.failed.length ? 'warning' : 'success'} onClose={onClose} sx={{ mb: 2 }}>
      {outcome.assigned.length ? `Assigned ${staffName} to ${count(outcome.assigned.length)}.` : null}
      {outcome.failed.length
        ? ` ${count(outcome.failed.length)} could not be assigned: ${outcome.failed.map((f) => `${f.reportId} (${f.message})`).join('; ')}`
        : null}
    </Alert>
  );
}

/**
 * '/admin/reports': every organisation's reports in one table, filtered (organisation, status, package,
 * payment, overdue), sorted by the nearest deadline or newest first, and paged by the server; staff select
 * rows and assign a staff member to all of them, or open any report.
 */
export function ManageReportsPage({ headerActions }: { headerActions?: ReactNode } = {}) {
  const [filters, setFilters] = useState<ManageReportsFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(REPORTS_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [staffId, setStaffId] = useState('');
  const [staffName, setStaffName] = useState('');
  const [outcome, setOutcome] = useState<{ result: BulkAssignment; staffName: string } | null>(null);
  const reports = useReports(manageReportsQuery(filters, page, rowsPerPage));
  const organizations = useOrganizations();
  const organizationName = useOrganizationName();
  const organizationOptions = organizations.data?.organizations ?? NO_ORGANIZATIONS;
  /** A chosen organisation, or typed text: an organisation's name (any case) or else an id as typed. */
  const organizationIdOf = (value: string | OrganizationSummary | null): string => {
    if (value === null) return '';
    if (typeof value !== 'string') return value.id;
    const typed = value.trim();
    return organizationOptions.find((org) => org.name.toLowerCase() === typed.toLowerCase())?.id ?? typed;
  };
  const staffNames = useStaffNames();
  /** The staff assigned to a report, by name ('Unassigned' when none). */
  const assigneesOf = (report: Report) =>
    (report.assignedStaffIds ?? []).map((id) => staffNames.get(id) ?? 'Former staff member').join(', ') || 'Unassigned';
  const assign = useAssignStaffToReports();
  const rows = reports.data?.reports ?? NO_REPORTS;
  const total = reports.data?.total ?? 0;
  const now = new Date();

  const update = (changes: Partial<ManageReportsFilters>) => {
    setFilters((was) => ({ ...was, ...changes }));
    setPage(0);
    setSelected([]);
  };
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: string) => setSelected((was) => (was.includes(id) ? was.filter((x) => x !== id) : [...was, id]));
  const bulkAssign = () =>
    assign.mutate(
      { reportIds: selected, userId: staffId },
      {
        onSuccess: (result) => {
          setOutcome({ result, staffName });
          setSelected((was) => was.filter((id) => result.failed.some((f) => f.reportId === id)));
        },
      },
    );

  return (
    <Box>
      <PageHeader
        title="Manage Reports"
        subtitle="Every organisation's reports: find what is due or overdue, assign staff, open any report."
        actions={headerActions}
      />
      <Box
        role="search"
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' },
          alignItems: 'center',
        }}
      >
        <Autocomplete
          freeSolo
          size="small"
          options={organizationOptions}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
          value={
            filters.organizationId ? (organizationOptions.find((org) => org.id === filters.organizationId) ?? filters.organizationId) : null
          }
          onChange={(_event, value) => update({ organizationId: organizationIdOf(value) })}
          renderInput={(params) => <TextField {...params} label="Organisation" placeholder="All organisations" />}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <TextField
          select
          label="Status"
          size="small"
          value={filters.status}
          onChange={(e) => update({ status: e.target.value as ReportStatus | 'all' })}
        >
          <MenuItem value="all">All statuses</MenuItem>
          {REPORT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {REPORT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Package"
          size="small"
          value={filters.packageType}
          onChange={(e) => update({ packageType: e.target.value as PackageType | 'all' })}
        >
          <MenuItem value="all">All packages</MenuItem>
          {PACKAGE_TYPES.map((packageType) => (
            <MenuItem key={packageType} value={packageType}>
              {PACKAGE_LABELS[packageType]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Payment"
          size="small"
          value={filters.paymentStatus}
          onChange={(e) => update({ paymentStatus: e.target.value as PaymentStatus | 'all' })}
        >
          <MenuItem value="all">Paid or not</MenuItem>
          <MenuItem value="completed">Paid</MenuItem>
          <MenuItem value="pending">Pending</MenuItem>
        </TextField>
        <Stack direction={{ xs: 'row', md: 'column' }} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch size="small" checked={filters.overdue} onChange={(e) => update({ overdue: e.target.checked })} />}
            label="Overdue only"
            sx={{ whiteSpace: 'nowrap' }}
          />
          <FormControlLabel
            control={<Switch size="small" checked={filters.unassigned} onChange={(e) => update({ unassigned: e.target.checked })} />}
            label="Unassigned"
            sx={{ whiteSpace: 'nowrap' }}
          />
        </Stack>
      </Box>
      <Paper
        variant="outlined"
        aria-label="Bulk assignment"
        role="region"
        sx={{
          p: 1.5,
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          bgcolor: selected.length ? 'action.selected' : undefined,
        }}
      >
        <Typography sx={{ fontWeight: 700, minWidth: 100 }}>{selected.length} selected</Typography>
        <StaffSelect
          label="Staff member"
          value={staffId}
          onChange={(id, user) => {
            setStaffId(id);
            setStaffName(user?.name ?? '');
          }}
          chosenName={staffName}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        />
        <Button
          variant="contained"
          startIcon={<AssignmentIndIcon />}
          disabled={selected.length === 0 || !staffId}
          loading={assign.isPending}
          onClick={bulkAssign}
        >
          Assign to selected
        </Button>
        {selected.length ? <Button onClick={() => setSelected([])}>Clear selection</Button> : null}
      </Paper>
      {outcome ? <BulkResult outcome={outcome.result} staffName={outcome.staffName} onClose={() => setOutcome(null)} /> : null}
      {assign.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          The staff member could not be assigned. Please try again.
        </Alert>
      ) : null}
      {reports.isError ? (
        <RetryAlert message="Failed to load reports. Please try again later." onRetry={() => void reports.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          {reports.isFetching ? <LinearProgress aria-label="Loading reports" /> : null}
          <Table size="small" aria-label="Reports" sx={{ minWidth: { md: 900 } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allOnPage}
                    indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))}
                    onChange={() => setSelected(allOnPage ? [] : rows.map((r) => r.id))}
                    slotProps={{ input: { 'aria-label': 'Select every report on this page' } }}
                  />
                </TableCell>
                <TableCell>Report</TableCell>
                <TableCell sx={WIDE_ONLY}>Organisation</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>Assigned to</TableCell>
                <TableCell sx={WIDE_ONLY}>Status</TableCell>
                <TableCell sx={WIDEST_ONLY}>Package</TableCell>
                <TableCell sx={WIDE_ONLY}>Payment</TableCell>
                <TableCell sortDirection={filters.sort === 'deadline' ? 'asc' : false}>
                  <TableSortLabel active={filters.sort === 'deadline'} direction="asc" onClick={() => update({ sort: 'deadline' })}>
                    Deadline
                  </TableSortLabel>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>Completion</TableCell>
                <TableCell align="right" sortDirection={filters.sort === 'created' ? 'desc' : false} sx={WIDE_ONLY}>
                  <TableSortLabel active={filters.sort === 'created'} direction="desc" onClick={() => update({ sort: 'created' })}>
                    Created
                  </TableSortLabel>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((report) => {
                const title = reportDisplayTitle(report);
                return (
                  <TableRow key={report.id} hover selected={selected.includes(report.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(report.id)}
                        onChange={() => toggle(report.id)}
                        slotProps={{ input: { 'aria-label': `Select ${report.title}` } }}
                      />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 280, overflowWrap: 'break-word' }}>
                      <Link component={RouterLink} to={paths.report.getHref(report.id)} underline="hover" sx={{ fontWeight: 700 }}>
                        {report.title}
                      </Link>
                      <Typography variant="body2" color="text.secondary" title={title}>
                        {report.opponentName?.trim() || DEFAULT_OPPONENT_NAME}
                        <Box component="span" sx={{ display: { md: 'none' } }}>
                          {` · ${organizationName(report.organizationId)} · ${REPORT_STATUS_LABELS[report.status]} · ${PACKAGE_LABELS[report.packageType]}`}
                          {` · ${assigneesOf(report)}`}
                        </Box>
                      </Typography>
                    </TableCell>
                    <TableCell sx={WIDE_ONLY} title={report.organizationId}>
                      {organizationName(report.organizationId)}
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      {(report.assignedStaffIds ?? []).length ? (
                        assigneesOf(report)
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          Unassigned
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{REPORT_STATUS_LABELS[report.status]}</TableCell>
                    <TableCell sx={WIDEST_ONLY}>{PACKAGE_LABELS[report.packageType]}</TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={report.paymentStatus === 'completed' ? 'success' : 'warning'}
                        label={PAYMENT_LABELS[report.paymentStatus]}
                      />
                    </TableCell>
                    <TableCell>
                      <Deadline report={report} now={now} />
                    </TableCell>
                    <TableCell sx={{ ...WIDE_ONLY, minWidth: 120 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={report.completionPercentage}
                          sx={{ flex: 1, height: 6, borderRadius: 3 }}
                          aria-label={`Completion ${report.completionPercentage}%`}
                        />
                        <Typography variant="body2">{report.completionPercentage}%</Typography>
                      </Stack>
                    </TableCell>
                    <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                      {new Date(report.createdAt).toLocaleDateString()}
                    </TableCell>
                  </TableRow>
                );
              })}
              {!reports.isPending && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={10} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    No report matches these filters.
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={total}
            page={total === 0 ? 0 : page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_event, next) => {
              setPage(next);
              setSelected([]);
            }}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
              setSelected([]);
            }}
          />
        </TableContainer>
      )}
    </Box>
  );
}
