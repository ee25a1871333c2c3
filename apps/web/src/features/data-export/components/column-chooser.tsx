import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportColumn } from '@scout/shared/domain/breakdown-export';

interface ColumnChooserProps {
  columns: readonly ExportColumn[];
  chosen: ReadonlySet<string>;
  onChange(next: Set<string>): void;
}

/** Which columns go into the file: Hudl's, then the report's custom fields. */
export function ColumnChooser({ columns, chosen, onChange }: ColumnChooserProps) {
  const hudl = columns.filter((column) => column.kind === 'hudl');
  const custom = columns.filter((column) => column.kind === 'custom');
  const flip = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  const group = (label: string, items: readonly ExportColumn[]) =>
    items.length === 0 ? null : (
      <Box role="group" aria-label={label}>
        <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.8 }}>
          {label}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: 1 }}>
          {items.map((column) => (
            <FormControlLabel
              key={column.id}
              control={<Checkbox size="small" checked={chosen.has(column.id)} onChange={() => flip(column.id)} />}
              label={column.header}
              sx={{
                mr: 0,
                minWidth: 0,
                '& .MuiFormControlLabel-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
              }}
            />
          ))}
        </Box>
      </Box>
    );
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            Columns
          </Typography>
          <Typography color="text.secondary" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {chosen.size} of {columns.length}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Button
            size="small"
            disabled={chosen.size === columns.length}
            onClick={() => onChange(new Set(columns.map((column) => column.id)))}
          >
            All
          </Button>
          <Button size="small" disabled={chosen.size === 0} onClick={() => onChange(new Set())}>
            None
          </Button>
        </Stack>
        {group('Hudl columns', hudl)}
        {group('Custom fields', custom)}
      </CardContent>
    </Card>
  );
}
