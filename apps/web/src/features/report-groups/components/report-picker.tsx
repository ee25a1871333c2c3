import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORT_GROUP_MAX_REPORTS } from '@scout/shared/api';
import type { Report } from '@scout/shared/domain';
import { useMemo, useState } from 'react';
import { formatDay } from '../../../entities/report-groups/group-games';
import { snapsLabel } from '../group-format';

interface ReportPickerProps {
  reports: readonly Report[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  /** Reports held by another group: shown, but not choosable (a report is in one group). */
  takenBy: ReadonlyMap<string, string>;
}

function matches(report: Report, search: string): boolean {
  if (!search) return true;
  const text = [report.title, report.opponentName, report.opponentAbbreviation].filter(Boolean).join(' ').toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The organisation's reports, searchable by title or opponent, each with a checkbox. */
export function ReportPicker({ reports, selected, onChange, takenBy }: ReportPickerProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => reports.filter((report) => matches(report, search.trim())), [reports, search]);
  const full = selected.length >= REPORT_GROUP_MAX_REPORTS;
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  return (
    <Box>
      <TextField
        label="Search reports"
        placeholder="Opponent or title"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        size="small"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {selected.length} of at most {REPORT_GROUP_MAX_REPORTS} reports chosen
      </Typography>
      <List
        dense
        aria-label="Reports"
        sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
      >
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {reports.length === 0 ? 'Your organisation has no reports yet.' : 'No report matches this search.'}
          </Typography>
        ) : (
          shown.map((report) => {
            const checked = selected.includes(report.id);
            const taken = takenBy.get(report.id);
            const disabled = Boolean(taken) || (!checked && full);
            const labelId = `pick-${report.id}`;
            return (
              <ListItemButton key={report.id} onClick={() => toggle(report.id)} disabled={disabled} dense>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    checked={checked}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={report.title}
                  secondary={[formatDay(report.createdAt), snapsLabel(report.cardsCount), taken ? `in “${taken}”` : null]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            );
          })
        )}
      </List>
    </Box>
  );
}
