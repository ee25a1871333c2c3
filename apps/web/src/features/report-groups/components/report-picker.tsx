import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { REPORT_GROUP_MAX_REPORTS } from '@scout/shared/api';
import type { Report } from '@scout/shared/domain';
import { SearchField } from '../../../components/ui/search-field';
import { formatDay } from '../../../entities/report-groups/group-games';
import { snapsLabel } from '../group-format';

interface ReportPickerProps {
  /** The reports the server found for the search (the newest when nothing is typed). */
  reports: readonly Report[];
  search: string;
  onSearchChange(search: string): void;
  selected: readonly string[];
  onChange(selected: string[]): void;
  /** Reports held by another group: shown, but not choosable (a report is in one group). */
  takenBy: ReadonlyMap<string, string>;
}

/** The organisation's reports as the server finds them by title, opponent or abbreviation, each with a checkbox. */
export function ReportPicker({ reports, search, onSearchChange, selected, onChange, takenBy }: ReportPickerProps) {
  const shown = reports;
  const full = selected.length >= REPORT_GROUP_MAX_REPORTS;
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  return (
    <Box>
      <SearchField label="Search reports" placeholder="Opponent or title" value={search} onChange={onSearchChange} fullWidth />
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
            {search.trim() === '' ? 'Your organisation has no reports yet.' : 'No report matches this search.'}
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
