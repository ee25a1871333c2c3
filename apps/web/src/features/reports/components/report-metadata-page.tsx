import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PACKAGE_TYPES,
  REPORT_STATUSES,
  reportTitleLine,
  type PackageType,
  type PaymentStatus,
  type Report,
  type ReportStatus,
} from '@scout/shared/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useReport } from '../../../entities/reports/get-report';
import { useReportCardCount } from '../../../entities/cards/list-report-cards';
import { formatDateTime } from '../../../lib/format-date';
import { useUpdateReport } from '../api/update-report';
import { STATUS_FILTER_LABELS } from '../report-filters';
import { metadataFormFor, metadataUpdate, rebaseForm, type FieldErrors, type MetadataForm } from '../report-form';
import { ANALYSIS_TYPES, cardCountLabel, PACKAGE_LABELS, packageDeadlineLabel, PAYMENT_STATUS_LABELS } from '../report-labels';
import { REPORT_MESSAGES, writeFailureMessage } from '../report-messages';
import type { Notify } from '../report-notice';
import { AbbreviationField, LocationChoice, ReportTypeChoice } from './report-fields';
import { useOrganizationName } from '../../../entities/users/list-organizations';

function ReadOnlyField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="overline" color="text.secondary" component="dt" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Grid>
  );
}

function RecordFacts({ report, internal }: { report: Report; internal: boolean }) {
  const cardCount = useReportCardCount(report.id);
  const organizationName = useOrganizationName(internal);
  return (
    <Card>
      <CardHeader title="Record" subheader="Kept by Scout; not editable" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <Divider />
      <CardContent>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          <ReadOnlyField label="Report ID">{report.id}</ReadOnlyField>
          <ReadOnlyField label="Organisation">
            {organizationName(report.organizationId)}
            {organizationName(report.organizationId) !== report.organizationId ? ` (${report.organizationId})` : ''}
          </ReadOnlyField>
          <ReadOnlyField label="Created by">{report.createdBy ?? '—'}</ReadOnlyField>
          <ReadOnlyField label="Created">{formatDateTime(report.createdAt)}</ReadOnlyField>
          <ReadOnlyField label="Updated">{formatDateTime(report.updatedAt)}</ReadOnlyField>
          <ReadOnlyField label="Deadline">{formatDateTime(report.deadline)}</ReadOnlyField>
          <ReadOnlyField label="Paid at">{formatDateTime(report.paidAt)}</ReadOnlyField>
          <ReadOnlyField label="Completion">{report.completionPercentage}%</ReadOnlyField>
          <ReadOnlyField label="Version">{report.version}</ReadOnlyField>
          <ReadOnlyField label="Cards (report count)">{cardCountLabel(report.cardsCount)}</ReadOnlyField>
          <ReadOnlyField label="Cards (viewable)">{cardCount.data === undefined ? '…' : cardCountLabel(cardCount.data)}</ReadOnlyField>
          <ReadOnlyField label="Import status">{report.hudlImportStatus ?? '—'}</ReadOnlyField>
          <ReadOnlyField label="Import error">{report.hudlImportError ?? '—'}</ReadOnlyField>
        </Grid>
      </CardContent>
    </Card>
  );
}

interface MetadataEditorProps {
  report: Report;
  staff: boolean;
  onNotify: Notify;
  /** Fetches the latest version of the report. */
  onReload(): Promise<Report | undefined>;
}

/** Form fields whose value is free text (not a choice). */
type TextKey = { [K in keyof MetadataForm]: string extends MetadataForm[K] ? K : never }[keyof MetadataForm];

/**
 * The form itself, on the version it was opened on (`base`): the report shown beside it may refetch meanwhile
 * (a live event), but a save over a newer version answers 409 rather than overwriting it. After a conflict the
 * form moves onto the winning version, keeping just this person's changes, so saving again applies them on top
 * of it; 'Reload' discards them. Only changed fields are sent.
 */
function MetadataEditor({ report, staff, onNotify, onReload }: MetadataEditorProps) {
  const [base, setBase] = useState(report);
  const [form, setForm] = useState<MetadataForm>(() => metadataFormFor(report));
  const [errors, setErrors] = useState<FieldErrors<MetadataForm>>({});
  const mutation = useUpdateReport();
  const pending = metadataUpdate(form, base, staff);
  const dirty = !pending.ok || pending.value !== null;
  const conflict = isApiError(mutation.error) && mutation.error.status === 409;

  const set = <K extends keyof MetadataForm>(field: K, value: MetadataForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: TextKey) => ({
    value: form[field],
    error: Boolean(errors[field]),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const restart = (from: Report) => {
    mutation.reset();
    setErrors({});
    setBase(from);
    setForm(metadataFormFor(from));
  };
  const rebaseOnto = (latest: Report) => {
    setForm((current) => rebaseForm(current, metadataFormFor(base), metadataFormFor(latest)));
    setBase(latest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = metadataUpdate(form, base, staff);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    if (!result.value) return;
    mutation.mutate(
      { id: report.id, update: result.value },
      {
        onSuccess: (saved) => {
          setBase(saved);
          setForm(metadataFormFor(saved));
          onNotify({ severity: 'success', message: 'Report details saved.' });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) void onReload().then((latest) => latest && rebaseOnto(latest));
        },
      },
    );
  };

  const staffLocked = !staff;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Report metadata">
      <Stack spacing={3}>
        <Card>
          <CardHeader
            title="Report details"
            subheader="What the report is about"
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <Divider />
          <CardContent>
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField label="Report Title" required {...text('title')} helperText={errors.title} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField label="Opponent Name" {...text('opponentName')} helperText={errors.opponentName} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <AbbreviationField
                  value={form.opponentAbbreviation}
                  error={errors.opponentAbbreviation}
                  onChange={(value) => set('opponentAbbreviation', value)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField label="Jersey Color" {...text('jerseyColor')} helperText={errors.jerseyColor} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <ReportTypeChoice value={form.reportType} onChange={(value) => set('reportType', value)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <LocationChoice value={form.location} onChange={(value) => set('location', value)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <FormControlLabel
                  control={<Switch checked={form.hasAnalysisAddon} onChange={(event) => set('hasAnalysisAddon', event.target.checked)} />}
                  label="Analysis add-on"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  select
                  label="Analysis Type"
                  {...text('analysisType')}
                  helperText={errors.analysisType}
                  disabled={!form.hasAnalysisAddon}
                >
                  <MenuItem value="">
                    <em>None</em>
                  </MenuItem>
                  {[...new Set([...ANALYSIS_TYPES, ...(report.analysisType ? [report.analysisType] : [])])].map((type) => (
                    <MenuItem key={type} value={type}>
                      {type}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <FormControlLabel
                  control={<Switch checked={form.hasSummaryAddon} onChange={(event) => set('hasSummaryAddon', event.target.checked)} />}
                  label="Summary add-on"
                />
              </Grid>
            </Grid>
          </CardContent>
        </Card>

        <Card>
          <CardHeader
            title="Package, payment and timer"
            subheader={
              staff
                ? 'Staff only: changes follow the report rules (marking paid sets status Paid; a timer runs on a paid package)'
                : undefined
            }
            action={
              staffLocked ? <Chip icon={<LockOutlinedIcon />} label="Managed by Scout staff" size="small" variant="outlined" /> : null
            }
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <Divider />
          <CardContent>
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  select
                  label="Package"
                  value={form.packageType}
                  onChange={(event) => set('packageType', event.target.value as PackageType)}
                  disabled={staffLocked}
                  helperText={packageDeadlineLabel(form.packageType)}
                >
                  {PACKAGE_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {PACKAGE_LABELS[type]}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  select
                  label="Payment Status"
                  value={form.paymentStatus}
                  onChange={(event) => set('paymentStatus', event.target.value as PaymentStatus)}
                  disabled={staffLocked}
                >
                  {(['pending', 'completed'] as const).map((status) => (
                    <MenuItem key={status} value={status}>
                      {PAYMENT_STATUS_LABELS[status]}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  select
                  label="Status"
                  value={form.status}
                  onChange={(event) => set('status', event.target.value as ReportStatus)}
                  disabled={staffLocked}
                >
                  {REPORT_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {STATUS_FILTER_LABELS[status]}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  label="Delivery Hours"
                  type="number"
                  {...text('deliveryTimeHours')}
                  helperText={errors.deliveryTimeHours ?? 'Hours from payment to delivery'}
                  disabled={staffLocked}
                  slotProps={{ htmlInput: { min: 0, max: 720, step: 1 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  label="Timer Started"
                  type="datetime-local"
                  {...text('timerStartedAt')}
                  helperText={errors.timerStartedAt ?? 'Empty: no timer'}
                  disabled={staffLocked}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  label="Timer Expires"
                  type="datetime-local"
                  {...text('timerExpiresAt')}
                  helperText={errors.timerExpiresAt ?? 'Empty: start + delivery hours'}
                  disabled={staffLocked}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
            </Grid>
          </CardContent>
        </Card>

        <RecordFacts report={report} internal={staff} />
      </Stack>

      <Paper
        elevation={0}
        sx={{
          position: 'sticky',
          bottom: 16,
          mt: 3,
          p: 2,
          border: 1,
          borderColor: 'divider',
          boxShadow: 6,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flexWrap: 'wrap',
          zIndex: 2,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 240 }}>
          {mutation.isError ? (
            <Alert
              severity="error"
              sx={{ py: 0 }}
              action={
                conflict ? (
                  <Button
                    color="inherit"
                    size="small"
                    startIcon={<RefreshIcon />}
                    onClick={() => void onReload().then((latest) => latest && restart(latest))}
                  >
                    Reload
                  </Button>
                ) : undefined
              }
            >
              {writeFailureMessage(mutation.error, REPORT_MESSAGES.updateFailed)}
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
            </Typography>
          )}
        </Box>
        <Button onClick={() => restart(report)} disabled={!dirty || mutation.isPending}>
          Reset
        </Button>
        <Button type="submit" variant="contained" startIcon={<SaveOutlinedIcon />} disabled={!dirty} loading={mutation.isPending}>
          Save Changes
        </Button>
      </Paper>
    </Box>
  );
}

interface ReportMetadataPageProps {
  reportId: string;
  /** Internal staff: also edit package, payment, status, delivery hours and the timer. */
  internal: boolean;
  onNotify: Notify;
}

/** '/reports/{id}/metadata': every report field, editable as the viewer's role allows. */
export function ReportMetadataPage({ reportId, internal, onNotify }: ReportMetadataPageProps) {
  const reportQuery = useReport(reportId, internal);
  const back = (
    <Button component={Link} to={paths.report.getHref(reportId)} startIcon={<ArrowBackIcon />}>
      Back to Report
    </Button>
  );

  if (reportQuery.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width="40%" height={48} />
        <LinearProgress sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (reportQuery.isError) {
    const notFound = isApiError(reportQuery.error) && reportQuery.error.status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? 'Report not found.' : 'Failed to load the report. Please try again later.'}
        </Alert>
        <Button component={Link} to={paths.dashboard.getHref()} startIcon={<ArrowBackIcon />}>
          Back to Dashboard
        </Button>
      </Stack>
    );
  }

  const report = reportQuery.data;
  return (
    <>
      <PageHeader title="Report Metadata" subtitle={reportTitleLine(report)} actions={back} />
      <MetadataEditor
        key={report.id}
        report={report}
        staff={internal}
        onNotify={onNotify}
        onReload={async () => (await reportQuery.refetch()).data}
      />
    </>
  );
}
