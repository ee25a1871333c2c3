import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DISTANCE_BUCKET_LABELS,
  EMPTY_BREAKDOWN_FILTER,
  FIELD_ZONE_LABELS,
  isEmptyBreakdownFilter,
  type BreakdownFilter,
  type BreakdownFilterOptions,
  type FilterOption,
} from '@scout/shared/domain/breakdown-filters';

const DOWN_LABELS: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th' };
const QUARTER_LABELS: Record<number, string> = { 1: 'Q1', 2: 'Q2', 3: 'Q3', 4: 'Q4', 5: 'OT' };

/** Adds the value to the list, or takes it out when it is there. */
function toggle<Value>(values: readonly Value[], value: Value): Value[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

interface ChipGroupProps<Value extends string | number> {
  label: string;
  options: readonly FilterOption<Value>[];
  selected: readonly Value[];
  labelOf?: (value: Value) => string;
  onChange(next: Value[]): void;
}

/** A dimension with few values: one toggle chip per value present in the plays, with its count. */
function ChipGroup<Value extends string | number>({ label, options, selected, labelOf = String, onChange }: ChipGroupProps<Value>) {
  if (options.length === 0) return null;
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.8 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <Chip
              key={String(option.value)}
              label={`${labelOf(option.value)} (${option.count})`}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => onChange(toggle(selected, option.value))}
            />
          );
        })}
      </Stack>
    </Box>
  );
}

interface MultiSelectProps {
  label: string;
  options: readonly FilterOption<string>[];
  selected: readonly string[];
  onChange(next: string[]): void;
}

/** A dimension of the coach's own names (formations, concepts …): a multiple choice list with counts. */
function MultiSelect({ label, options, selected, onChange }: MultiSelectProps) {
  const id = `breakdown-filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  if (options.length === 0) return null;
  return (
    <FormControl size="small" sx={{ minWidth: 200, flex: '1 1 200px', maxWidth: { sm: 320 } }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        multiple
        value={[...selected]}
        onChange={(event) => onChange(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value)}
        input={<OutlinedInput label={label} />}
        renderValue={(values) => values.join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} dense>
            <Checkbox checked={selected.includes(option.value)} size="small" sx={{ py: 0 }} />
            <ListItemText primary={option.value} secondary={`${option.count} plays`} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

interface FilterPanelProps {
  filter: BreakdownFilter;
  options: BreakdownFilterOptions;
  matching: number;
  total: number;
  onChange(next: BreakdownFilter): void;
}

/** The plays to keep: toggles and lists per breakdown dimension, and how many plays they keep. */
export function FilterPanel({ filter, options, matching, total, onChange }: FilterPanelProps) {
  const set =
    <Key extends keyof BreakdownFilter>(key: Key) =>
    (next: BreakdownFilter[Key]) =>
      onChange({ ...filter, [key]: next });
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography variant="h6" component="h2">
            Filters
          </Typography>
          <Typography role="status" aria-live="polite" color="text.secondary" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {matching} of {total} plays
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Button
            size="small"
            sx={{ flexShrink: 0 }}
            disabled={isEmptyBreakdownFilter(filter)}
            onClick={() => onChange(EMPTY_BREAKDOWN_FILTER)}
          >
            Clear filters
          </Button>
        </Stack>
        <Stack spacing={1.5}>
          {options.games.length > 1 || filter.games.length > 0 ? (
            <ChipGroup label="Game" options={options.games} selected={filter.games} onChange={set('games')} />
          ) : null}
          <ChipGroup
            label="Quarter"
            options={options.quarters}
            selected={filter.quarters}
            labelOf={(quarter) => QUARTER_LABELS[quarter] ?? String(quarter)}
            onChange={set('quarters')}
          />
          <ChipGroup
            label="Down"
            options={options.downs}
            selected={filter.downs}
            labelOf={(down) => DOWN_LABELS[down] ?? String(down)}
            onChange={set('downs')}
          />
          <ChipGroup
            label="Down & distance"
            options={options.distanceBuckets}
            selected={filter.distanceBuckets}
            labelOf={(bucket) => DISTANCE_BUCKET_LABELS[bucket]}
            onChange={set('distanceBuckets')}
          />
          <ChipGroup label="Hash" options={options.hashes} selected={filter.hashes} onChange={set('hashes')} />
          <ChipGroup
            label="Field zone"
            options={options.fieldZones}
            selected={filter.fieldZones}
            labelOf={(zone) => FIELD_ZONE_LABELS[zone]}
            onChange={set('fieldZones')}
          />
          <ChipGroup label="Play type" options={options.playTypes} selected={filter.playTypes} onChange={set('playTypes')} />
          <ChipGroup label="Result" options={options.results} selected={filter.results} onChange={set('results')} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, pt: 1 }}>
            <MultiSelect label="Formation" options={options.formations} selected={filter.formations} onChange={set('formations')} />
            <MultiSelect label="Personnel" options={options.personnel} selected={filter.personnel} onChange={set('personnel')} />
            <MultiSelect label="Concept" options={options.concepts} selected={filter.concepts} onChange={set('concepts')} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
