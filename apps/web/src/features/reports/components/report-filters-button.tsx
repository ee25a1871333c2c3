import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  activeFilterCount,
  isDateRangeInverted,
  NO_FILTERS,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type ReportFilters,
  type StatusFilter,
} from '../report-filters';

interface ReportFiltersButtonProps {
  value: ReportFilters;
  onChange(value: ReportFilters): void;
}

/** 'Filters': a status and a creation-date range; each change applies at once. */
export function ReportFiltersButton({ value, onChange }: ReportFiltersButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const count = activeFilterCount(value);
  const set = (patch: Partial<ReportFilters>) => onChange({ ...value, ...patch });

  return (
    <>
      <Badge color="secondary" badgeContent={count} invisible={count === 0} overlap="rectangular">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
        >
          Filters
        </Button>
      </Badge>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Filter reports', sx: { mt: 1, width: 320, p: 2.5, boxShadow: 8 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Filter reports
        </Typography>
        <Stack spacing={2}>
          <TextField select label="Status" value={value.status} onChange={(event) => set({ status: event.target.value as StatusFilter })}>
            {STATUS_FILTERS.map((filter) => (
              <MenuItem key={filter} value={filter}>
                {STATUS_FILTER_LABELS[filter]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1 }}>
            Created between
          </Typography>
          <Stack direction="row" spacing={1.5}>
            <TextField
              label="From"
              type="date"
              value={value.createdFrom ?? ''}
              onChange={(event) => set({ createdFrom: event.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="To"
              type="date"
              value={value.createdTo ?? ''}
              onChange={(event) => set({ createdTo: event.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          {isDateRangeInverted(value) ? (
            <Alert severity="warning" sx={{ py: 0 }}>
              The range ends before it starts.
            </Alert>
          ) : null}
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2.5 }}>
          <Button onClick={() => onChange(NO_FILTERS)} disabled={count === 0}>
            Clear filters
          </Button>
          <Button variant="contained" onClick={() => setAnchor(null)}>
            Done
          </Button>
        </Box>
      </Popover>
    </>
  );
}
