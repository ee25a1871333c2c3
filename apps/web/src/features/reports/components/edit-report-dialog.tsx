import TextField from '@mui/material/TextField';
import { type Report } from '@scout/shared/domain';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useUpdateReport } from '../api/update-report';
import { detailsFormFor, detailsUpdate, type DetailsForm, type FieldErrors } from '../report-form';
import { REPORT_MESSAGES, writeFailureMessage } from '../report-messages';
import { AbbreviationField, LocationChoice } from './report-fields';

interface EditReportDialogProps {
  report: Report;
  onClose(): void;
  onSaved?(report: Report): void;
}

/**
 * 'Edit Report Details': title, opponent, abbreviation and location, saved with the
 * version it was opened on (the list behind it may refetch meanwhile, say for a live event; a save over a newer
 * version must answer 409, not overwrite it). Mount it only while open, so each opening starts from the report.
 */
export function EditReportDialog({ report: current, onClose, onSaved }: EditReportDialogProps) {
  const [report] = useState(current);
  const [form, setForm] = useState<DetailsForm>(() => detailsFormFor(report));
  const [errors, setErrors] = useState<FieldErrors<DetailsForm>>({});
  const mutation = useUpdateReport();
  const set = <K extends keyof DetailsForm>(field: K, value: DetailsForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = () => {
    const result = detailsUpdate(form, report);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    mutation.mutate(
      { id: report.id, update: result.value },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title="Edit Report Details"
      submitLabel="Save Changes"
      onSubmit={onSubmit}
      onClose={onClose}
      pending={mutation.isPending}
      error={mutation.isError ? writeFailureMessage(mutation.error, REPORT_MESSAGES.updateFailed) : null}
      spacing={2.5}
    >
      <TextField
        label="Report Title"
        value={form.title}
        onChange={(event) => set('title', event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
        required
        autoFocus
      />
      <TextField
        label="Opponent Name"
        value={form.opponentName}
        onChange={(event) => set('opponentName', event.target.value)}
        error={Boolean(errors.opponentName)}
        helperText={errors.opponentName}
      />
      <AbbreviationField
        value={form.opponentAbbreviation}
        error={errors.opponentAbbreviation}
        onChange={(value) => set('opponentAbbreviation', value)}
      />
      <LocationChoice value={form.location} onChange={(value) => set('location', value)} />
    </FormDialog>
  );
}
