import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OPPONENT_ABBREVIATION_MAX } from '@scout/shared/domain';
import { normalizeAbbreviation, suggestedTitle, type FieldErrors, type ReportDetailsForm } from '../report-form';
import { REPORT_MESSAGES } from '../report-messages';

/** The report fields every report form shares: create, edit dialog, metadata. */

export function AbbreviationField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error?: string;
  disabled?: boolean;
  onChange(value: string): void;
}) {
  return (
    <TextField
      label="Opponent Abbreviation"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(normalizeAbbreviation(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? REPORT_MESSAGES.abbreviationHelp}
      slotProps={{ htmlInput: { maxLength: OPPONENT_ABBREVIATION_MAX, autoCapitalize: 'characters' } }}
    />
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  disabled?: boolean;
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={text} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

const LOCATIONS = [
  ['home', 'Home'],
  ['away', 'Away'],
] as const;
const REPORT_TYPES = [
  ['defense', 'Defense'],
  ['offense', 'Offense'],
] as const;

export function LocationChoice({
  value,
  disabled,
  onChange,
}: {
  value: 'home' | 'away';
  disabled?: boolean;
  onChange(value: 'home' | 'away'): void;
}) {
  return <Choice label="Game Location" value={value} options={LOCATIONS} disabled={disabled} onChange={onChange} />;
}

export function ReportTypeChoice({
  value,
  disabled,
  onChange,
}: {
  value: 'defense' | 'offense';
  disabled?: boolean;
  onChange(value: 'defense' | 'offense'): void;
}) {
  return <Choice label="Report Type" value={value} options={REPORT_TYPES} disabled={disabled} onChange={onChange} />;
}

export interface ReportDetailsFieldsProps {
  form: ReportDetailsForm;
  errors: FieldErrors<ReportDetailsForm>;
  disabled?: boolean;
  onChange<K extends keyof ReportDetailsForm>(field: K, value: ReportDetailsForm[K]): void;
}

/** Opponent Name, Opponent Abbreviation and Jersey Color. */
export function OpponentFields({ form, errors, disabled, onChange, autoFocus }: ReportDetailsFieldsProps & { autoFocus?: boolean }) {
  return (
    <>
      <TextField
        label="Opponent Name"
        value={form.opponentName}
        disabled={disabled}
        onChange={(event) => onChange('opponentName', event.target.value)}
        error={Boolean(errors.opponentName)}
        helperText={errors.opponentName}
        autoFocus={autoFocus}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AbbreviationField
          value={form.opponentAbbreviation}
          error={errors.opponentAbbreviation}
          disabled={disabled}
          onChange={(value) => onChange('opponentAbbreviation', value)}
        />
        <TextField
          label="Jersey Color"
          value={form.jerseyColor}
          disabled={disabled}
          onChange={(event) => onChange('jerseyColor', event.target.value)}
          placeholder="e.g. Navy and gold"
          helperText={errors.jerseyColor ?? 'Helps staff spot the opponent on film'}
          error={Boolean(errors.jerseyColor)}
        />
      </Stack>
    </>
  );
}

/** Report Title (suggested from the opponent while empty), Report Type and Game Location. */
export function ReportTitleFields({ form, errors, disabled, onChange }: ReportDetailsFieldsProps) {
  const titleSuggestion = suggestedTitle(form);
  return (
    <>
      <TextField
        label="Report Title"
        value={form.title}
        disabled={disabled}
        onChange={(event) => onChange('title', event.target.value)}
        placeholder={titleSuggestion || 'e.g. Central Tigers Defense'}
        error={Boolean(errors.title)}
        helperText={errors.title ?? (titleSuggestion && !form.title.trim() ? `Leave empty to use '${titleSuggestion}'` : ' ')}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <ReportTypeChoice value={form.reportType} disabled={disabled} onChange={(value) => onChange('reportType', value)} />
        <LocationChoice value={form.location} disabled={disabled} onChange={(value) => onChange('location', value)} />
      </Stack>
    </>
  );
}
