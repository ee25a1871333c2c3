import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PackageType } from '@scout/shared/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormSection } from '../../../components/ui/form-section';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useCreateReport } from '../api/create-report';
import { createReportBody, EMPTY_CREATE_FORM, type CreateReportForm, type FieldErrors } from '../report-form';
import { ANALYSIS_TYPES, PACKAGE_LABELS, packageDeadlineLabel, PACKAGES_BY_SPEED } from '../report-labels';
import type { Notify } from '../report-notice';
import { OpponentFields, ReportTitleFields } from './report-fields';

/** The create failed: the server's words for a refused field (400), else a fixed message. */
function createFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 400 && error.message) return error.message;
  return 'Failed to create report. Please try again.';
}

/** '/createreport': a report set up by hand (POST /reports); on success, its page. */
export function CreateReportPage({ internal, onNotify }: { internal: boolean; onNotify: Notify }) {
  const [form, setForm] = useState<CreateReportForm>(EMPTY_CREATE_FORM);
  const [errors, setErrors] = useState<FieldErrors<CreateReportForm>>({});
  const mutation = useCreateReport();
  const navigate = useNavigate();
  const set = <K extends keyof CreateReportForm>(field: K, value: CreateReportForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = createReportBody(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    mutation.mutate(result.value, {
      onSuccess: (report) => {
        onNotify({ severity: 'success', message: 'Report created.' });
        void navigate(paths.report.getHref(report.id));
      },
    });
  };

  return (
    <>
      <PageHeader title="Create Report" subtitle="Set up a scouting report on your next opponent. Game film can be added afterwards." />
      <Card component="form" onSubmit={onSubmit} noValidate aria-label="Create report">
        <CardContent sx={{ p: { xs: 2, md: 4 } }}>
          <Stack spacing={4} divider={<Divider flexItem />}>
            <FormSection title="Opponent" description="Who you are scouting. The abbreviation heads the report's title.">
              <OpponentFields form={form} errors={errors} onChange={set} autoFocus />
            </FormSection>

            <FormSection title="Report" description="What the report breaks down, and where the game is played.">
              <ReportTitleFields form={form} errors={errors} onChange={set} />
              {internal ? (
                <TextField
                  label="Organization ID"
                  value={form.organizationId}
                  onChange={(event) => set('organizationId', event.target.value)}
                  placeholder="e.g. org-eagles"
                  helperText={
                    errors.organizationId ?? 'Staff only: the customer organization this report is for. Leave empty for your own.'
                  }
                  error={Boolean(errors.organizationId)}
                />
              ) : null}
            </FormSection>

            <FormSection
              title="Package and add-ons"
              description="The package sets the delivery deadline; its timer starts once the report is paid."
            >
              <TextField
                select
                label="Package"
                value={form.packageType}
                onChange={(event) => set('packageType', event.target.value as PackageType)}
                helperText={
                  form.packageType === 'free'
                    ? 'No deadline'
                    : `Deadline: ${packageDeadlineLabel(form.packageType).replace(' delivery', '')} after payment`
                }
              >
                {PACKAGES_BY_SPEED.map((type) => (
                  <MenuItem key={type} value={type}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 2 }}>
                      <span>{PACKAGE_LABELS[type]}</span>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {packageDeadlineLabel(type)}
                      </Typography>
                    </Box>
                  </MenuItem>
                ))}
              </TextField>
              <Box>
                <FormControlLabel
                  control={<Switch checked={form.hasAnalysisAddon} onChange={(event) => set('hasAnalysisAddon', event.target.checked)} />}
                  label="Analysis add-on"
                />
                <FormHelperText sx={{ mt: 0, ml: 0 }}>Charts and tendencies on top of the play cards.</FormHelperText>
                <Collapse in={form.hasAnalysisAddon} unmountOnExit>
                  <TextField
                    select
                    label="Analysis Type"
                    value={form.analysisType}
                    onChange={(event) => set('analysisType', event.target.value)}
                    sx={{ mt: 2 }}
                    error={Boolean(errors.analysisType)}
                    helperText={errors.analysisType}
                  >
                    {ANALYSIS_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {type}
                      </MenuItem>
                    ))}
                  </TextField>
                </Collapse>
              </Box>
              <Box>
                <FormControlLabel
                  control={<Switch checked={form.hasSummaryAddon} onChange={(event) => set('hasSummaryAddon', event.target.checked)} />}
                  label="Summary add-on"
                />
                <FormHelperText sx={{ mt: 0, ml: 0 }}>A written summary of the opponent's tendencies.</FormHelperText>
              </Box>
            </FormSection>
          </Stack>

          {mutation.isError ? (
            <Alert severity="error" sx={{ mt: 3 }}>
              {createFailureMessage(mutation.error)}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 4 }}>
            <Button component={Link} to={paths.dashboard.getHref()} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<NoteAddOutlinedIcon />}
              loading={mutation.isPending}
            >
              Create Report
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
