import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveIcon from '@mui/icons-material/Save';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent } from 'react';
import { FORM_GROUPS, type CustomFieldRow } from '../breakdown-form-values';
import { FIELD_KINDS, FIELD_LABELS, optionsFor, type ScalarField } from '../grid-cell-values';
import type { BreakdownFormController } from '../hooks/use-breakdown-form';

const HELP: Partial<Record<ScalarField, string>> = {
  yardLine: '-35 own · 50 midfield · +20 opponent',
  personnel: 'Backs then tight ends: 11, 12, 21 …',
  gainLoss: 'Yards; negative for a loss',
  playDirection: 'L, M, R, Field or Boundary',
  time: 'Game clock, e.g. 8:42',
  scoreBefore: 'e.g. 14-7',
  scoreAfter: 'e.g. 21-7',
};

const PLACEHOLDER: Partial<Record<ScalarField, string>> = {
  yardLine: '-35',
  distance: '10',
  gainLoss: '0',
  playNumber: '1',
};

interface FieldInputProps {
  field: ScalarField;
  value: string;
  error?: string;
  autoFocus?: boolean;
  onChange(text: string): void;
}

/** One breakdown field: a picker where football has a convention, free text where coaches name things. */
function FieldInput({ field, value, error, autoFocus, onChange }: FieldInputProps) {
  const kind = FIELD_KINDS[field];
  const label = FIELD_LABELS[field];
  const helperText = error ?? HELP[field] ?? ' ';
  const common = { label, error: Boolean(error), helperText, size: 'small' as const, autoFocus };

  if (kind === 'choice') {
    const options = optionsFor(field);
    // A stored value outside today's list (an old import) still shows, so saving elsewhere keeps it.
    const unknown = value !== '' && !options.some((option) => option.label === value);
    return (
      <TextField
        {...common}
        select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ select: { displayEmpty: true } }}
      >
        <MenuItem value="">
          <em style={{ color: 'rgba(0,0,0,0.45)' }}>—</em>
        </MenuItem>
        {unknown ? <MenuItem value={value}>{value}</MenuItem> : null}
        {options.map((option) => (
          <MenuItem key={String(option.value)} value={option.label}>
            <Box component="span" sx={{ fontWeight: 600, minWidth: 32 }}>
              {option.label}
            </Box>
            {option.hint ? ' ' : null}
            {option.hint ? (
              <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.85em' }}>
                {option.hint}
              </Box>
            ) : null}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (kind === 'suggest') {
    const options = optionsFor(field);
    return (
      <Autocomplete
        freeSolo
        options={options.map((option) => option.label)}
        inputValue={value}
        onInputChange={(_event, text) => onChange(text)}
        renderOption={(props, option) => {
          const hint = options.find((o) => o.label === option)?.hint;
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest}>
              <Box component="span" sx={{ fontWeight: 600, minWidth: 40 }}>
                {option}
              </Box>
              {hint ? ' ' : null}
              {hint ? (
                <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.85em' }}>
                  {hint}
                </Box>
              ) : null}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} {...common} />}
      />
    );
  }
  if (kind === 'longText') {
    return <TextField {...common} multiline minRows={3} value={value} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <TextField
      {...common}
      value={value}
      placeholder={PLACEHOLDER[field]}
      onChange={(event) => onChange(event.target.value)}
      slotProps={
        kind === 'integer' || kind === 'decimal'
          ? { htmlInput: { inputMode: kind === 'decimal' ? 'decimal' : 'numeric', style: { fontVariantNumeric: 'tabular-nums' } } }
          : undefined
      }
    />
  );
}

function CustomFields({ rows, error, onChange }: { rows: CustomFieldRow[]; error?: string; onChange(rows: CustomFieldRow[]): void }) {
  const idBase = useId();
  const update = (id: string, change: Partial<CustomFieldRow>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <Stack spacing={1.5}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No custom fields. Add your staff’s own columns (front, stunt, blitz …).
        </Typography>
      ) : null}
      {rows.map((row, index) => (
        <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label="Name"
            value={row.name}
            onChange={(event) => update(row.id, { name: event.target.value })}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label="Value"
            value={row.value}
            onChange={(event) => update(row.id, { value: event.target.value })}
            sx={{ flex: 2 }}
          />
          <IconButton
            aria-label={`Remove custom field ${row.name || index + 1}`}
            onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {error ? (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, { id: `${idBase}-${Date.now()}`, name: '', value: '' }])}
        >
          Add custom field
        </Button>
      </Box>
    </Stack>
  );
}

const GROUP_COLUMNS: Record<string, { xs: number; sm: number; md: number }> = {
  Notes: { xs: 12, sm: 12, md: 4 },
};

/** The full breakdown form, grouped as a coach reads a play, with a sticky Save bar. */
export function BreakdownForm({ form, autoFocus }: { form: BreakdownFormController; autoFocus?: boolean }) {
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void form.save();
    }
  };
  return (
    <Box
      component="form"
      aria-label="Breakdown"
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      <Stack spacing={2}>
        {FORM_GROUPS.map((group, groupIndex) => (
          <Card key={group.title} component="section" aria-labelledby={`group-${group.title}`}>
            <CardContent>
              <Typography
                id={`group-${group.title}`}
                variant="overline"
                component="h2"
                color="text.secondary"
                sx={{ display: 'block', mb: 1.5 }}
              >
                {group.title}
              </Typography>
              <Grid container columnSpacing={2} rowSpacing={0.5}>
                {group.fields.map((field, fieldIndex) => (
                  <Grid key={field} size={GROUP_COLUMNS[group.title] ?? { xs: 12, sm: 6, md: 3 }}>
                    <FieldInput
                      field={field}
                      value={form.values.fields[field]}
                      error={form.errors[field]}
                      autoFocus={autoFocus && groupIndex === 0 && fieldIndex === 0}
                      onChange={(text) => form.setField(field, text)}
                    />
                  </Grid>
                ))}
              </Grid>
            </CardContent>
          </Card>
        ))}
        <Card component="section" aria-labelledby="group-custom">
          <CardContent>
            <Typography id="group-custom" variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
              Custom fields
            </Typography>
            <CustomFields rows={form.values.custom} error={form.errors.customFields} onChange={form.setCustom} />
          </CardContent>
        </Card>
      </Stack>
      <Paper
        elevation={0}
        sx={{
          // Sticks to the bottom of the window only while there is something to save.
          position: form.dirty ? 'sticky' : 'static',
          bottom: 16,
          mt: 2,
          px: 2,
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          border: 1,
          borderColor: form.dirty ? 'secondary.main' : 'divider',
          boxShadow: form.dirty ? 6 : 1,
          zIndex: 2,
        }}
      >
        <Typography
          variant="body2"
          color={form.dirty ? 'text.primary' : 'text.secondary'}
          sx={{ flex: 1, fontWeight: form.dirty ? 600 : 400 }}
        >
          {form.saving ? 'Saving…' : form.dirty ? 'Unsaved changes' : 'All changes saved'}
        </Typography>
        <Button onClick={form.discard} disabled={!form.dirty || form.saving}>
          Discard
        </Button>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={!form.dirty || form.saving}>
          Save
        </Button>
      </Paper>
    </Box>
  );
}
