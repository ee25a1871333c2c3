import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { OPPONENT_ABBREVIATION_MAX } from '@scout/shared/domain';
import { normalizeAbbreviation } from '../report-form';
import { REPORT_MESSAGES } from '../report-messages';

/** The report fields every report form shares: create, edit dialog, metadata. */

export function AbbreviationField({ value, error, onChange }: { value: string; error?: string; onChange(value: string): void }) {
  return (
    <TextField
      label="Opponent Abbreviation"
      value={value}
      onChange={(event) => onChange(normalizeAbbreviation(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? REPORT_MESSAGES.abbreviationHelp}
      slotProps={{ htmlInput: { maxLength: OPPONENT_ABBREVIATION_MAX, autoCapitalize: 'characters' } }}
    />
  );
}

function Choice<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly (readonly [T, string])[]; onChange(value: T): void }) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={text} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

const LOCATIONS = [['home', 'Home'], ['away', 'Away']] as const;
const REPORT_TYPES = [['defense', 'Defense'], ['offense', 'Offense']] as const;

export function LocationChoice({ value, onChange }: { value: 'home' | 'away'; onChange(value: 'home' | 'away'): void }) {
  return <Choice label="Game Location" value={value} options={LOCATIONS} onChange={onChange} />;
}

export function ReportTypeChoice({ value, onChange }: { value: 'defense' | 'offense'; onChange(value: 'defense' | 'offense'): void }) {
  return <Choice label="Report Type" value={value} options={REPORT_TYPES} onChange={onChange} />;
}
