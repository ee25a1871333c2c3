import BugReportIcon from '@mui/icons-material/BugReport';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reportDisplayTitle, type Report } from '@scout/shared/domain';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { CountdownDisplay } from '../../../components/ui/countdown-display';
import { useUpdateReport } from '../api/update-report';
import {
  buildDevTimerUpdate,
  DEV_TIMER_MAX_HOURS,
  DEV_TIMER_MAX_MINUTES,
  DEV_TIMER_QUICK_HOURS,
  devTimerErrors,
  devTimerFormFor,
  startBlockedReason,
  type DevTimerAction,
  type DevTimerForm,
} from '../dev-timer';
import { PACKAGE_LABELS, packageDeadlineLabel, PACKAGES_BY_SPEED } from '../report-labels';
import { REPORT_MESSAGES, TIMER_SUCCESS_CLOSE_MS, writeFailureMessage } from '../report-messages';

interface DevTimerDialogProps {
  report: Report;
  onClose(): void;
}

/**
 * The dashboard's dev timer dialog (dev hosts and internal users only): set the package, mark the
 * report paid, start a timer of hours:minutes from now, or clear it. Success closes it after 1.5 s.
 */
export function DevTimerDialog({ report, onClose }: DevTimerDialogProps) {
  // Saved with the version it was opened on: the list behind it may refetch meanwhile (a live event), and a
  // save over a newer version must answer 409. The chips show the report as it is now.
  const [opened] = useState(report);
  const [form, setForm] = useState<DevTimerForm>(() => devTimerFormFor(opened));
  const [succeeded, setSucceeded] = useState(false);
  const mutation = useUpdateReport();
  const titleId = useId();
  const errors = devTimerErrors(form);
  const blocked = startBlockedReason(form);
  const now = new Date();
  const saveable = buildDevTimerUpdate(form, opened, 'save', now) !== null;
  const busy = mutation.isPending || succeeded;

  // The list refetches after the save and re-renders the parent; the close still comes 1.5 s after success.
  const closeAfterSuccess = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(closeAfterSuccess, TIMER_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const set = <K extends keyof DevTimerForm>(field: K, value: DevTimerForm[K]) => {
    mutation.reset();
    setForm((current) => ({ ...current, [field]: value }));
  };

  const run = (action: DevTimerAction) => {
    const update = buildDevTimerUpdate(form, opened, action, new Date());
    if (!update) return;
    mutation.mutate({ id: report.id, update }, { onSuccess: () => setSucceeded(true) });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <BugReportIcon color="warning" />
        Dev Timer Controls
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
            <Typography variant="subtitle2" component="p">
              {reportDisplayTitle(report)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Chip size="small" label={PACKAGE_LABELS[report.packageType]} />
              <Chip
                size="small"
                variant="outlined"
                color={report.paymentStatus === 'completed' ? 'success' : 'warning'}
                label={report.paymentStatus === 'completed' ? 'Paid' : 'Unpaid'}
              />
              {report.timerExpiresAt ? (
                <CountdownDisplay expiresAt={report.timerExpiresAt} startedAt={report.timerStartedAt} compact />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No timer running
                </Typography>
              )}
            </Stack>
          </Box>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label="Package"
              value={form.packageType}
              onChange={(event) => set('packageType', event.target.value as DevTimerForm['packageType'])}
              disabled={busy}
              sx={{ flex: 1 }}
            >
              {PACKAGES_BY_SPEED.map((type) => (
                <MenuItem key={type} value={type}>
                  {PACKAGE_LABELS[type]} · {packageDeadlineLabel(type)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={form.markPaid} onChange={(event) => set('markPaid', event.target.checked)} disabled={busy} />}
              label="Mark as paid"
              sx={{ flexShrink: 0 }}
            />
          </Stack>

          <Divider textAlign="left">
            <Typography variant="overline" color="text.secondary">
              Timer duration
            </Typography>
          </Divider>
          <Stack direction="row" spacing={2}>
            <TextField
              label="Hours"
              type="number"
              value={form.hours}
              onChange={(event) => set('hours', event.target.value)}
              error={Boolean(errors.hours)}
              helperText={errors.hours ?? `0-${DEV_TIMER_MAX_HOURS}`}
              disabled={busy}
              slotProps={{ htmlInput: { min: 0, max: DEV_TIMER_MAX_HOURS, step: 1, inputMode: 'numeric' } }}
            />
            <TextField
              label="Minutes"
              type="number"
              value={form.minutes}
              onChange={(event) => set('minutes', event.target.value)}
              error={Boolean(errors.minutes)}
              helperText={errors.minutes ?? `0-${DEV_TIMER_MAX_MINUTES}`}
              disabled={busy}
              slotProps={{ htmlInput: { min: 0, max: DEV_TIMER_MAX_MINUTES, step: 1, inputMode: 'numeric' } }}
            />
          </Stack>
          <Box role="group" aria-label="Quick set" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
              Quick set:
            </Typography>
            {DEV_TIMER_QUICK_HOURS.map((hours) => {
              const selected = form.hours === String(hours) && form.minutes === '0';
              return (
                <Button
                  key={hours}
                  size="small"
                  variant={selected ? 'contained' : 'outlined'}
                  aria-pressed={selected}
                  disabled={busy}
                  onClick={() => {
                    mutation.reset();
                    setForm((current) => ({ ...current, hours: String(hours), minutes: '0' }));
                  }}
                  sx={{ minWidth: 56 }}
                >
                  {hours}h
                </Button>
              );
            })}
          </Box>

          {succeeded ? <Alert severity="success">{REPORT_MESSAGES.timerUpdated}</Alert> : null}
          {mutation.isError ? <Alert severity="error">{writeFailureMessage(mutation.error, REPORT_MESSAGES.timerFailed)}</Alert> : null}
          {!succeeded && !mutation.isError && blocked ? <Alert severity="info">{blocked}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button
          color="error"
          onClick={() => run('clear')}
          disabled={busy || (!report.timerStartedAt && !report.timerExpiresAt)}
          sx={{ mr: 'auto' }}
        >
          Clear Timer
        </Button>
        <Button onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button variant="outlined" onClick={() => run('save')} disabled={busy || !saveable}>
          Save
        </Button>
        <Button
          variant="contained"
          color="secondary"
          onClick={() => run('start')}
          disabled={busy || blocked !== null}
          loading={mutation.isPending}
        >
          Start Timer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
