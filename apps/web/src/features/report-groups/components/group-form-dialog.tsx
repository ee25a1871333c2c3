import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { REPORT_GROUP_NAME_MAX, type ReportGroup } from '@scout/shared/api';
import { useId, useMemo, useState } from 'react';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useCreateReportGroup } from '../../../entities/report-groups/create-report-group';
import { useUpdateReportGroup } from '../../../entities/report-groups/update-report-group';
import { useReportSuggestions } from '../../../entities/reports/list-report-pages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { isApiError } from '../../../lib/api-error';
import { ReportPicker } from './report-picker';

interface GroupFormDialogProps {
  /** The group to edit; none: a new group. */
  group?: ReportGroup;
  /** Every group the viewer sees, to show which reports another group holds. */
  groups: readonly ReportGroup[];
  /** Administrators pick among one organisation's reports (the group's, once it has one). */
  organizationId: string | null;
  onClose(): void;
  onSaved?(group: ReportGroup): void;
}

function messageOf(error: unknown): string {
  return isApiError(error) && error.message ? error.message : 'The group could not be saved. Please try again.';
}

/** Create a group, or rename one and choose its reports. */
export function GroupFormDialog({ group, groups, organizationId, onClose, onSaved }: GroupFormDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [name, setName] = useState(group?.name ?? '');
  const [selected, setSelected] = useState<string[]>(group?.reports.map((r) => r.id) ?? []);
  const [touched, setTouched] = useState(false);
  const [search, setSearch] = useState('');
  const reports = useReportSuggestions(organizationId ? { organization_id: organizationId } : {}, useDebouncedValue(search, 250), 50);
  const create = useCreateReportGroup();
  const update = useUpdateReportGroup();
  const mutation = group ? update : create;
  const takenBy = useMemo(() => {
    const map = new Map<string, string>();
    for (const other of groups) if (other.id !== group?.id) for (const report of other.reports) map.set(report.id, other.name);
    return map;
  }, [groups, group?.id]);

  const nameError = touched && !name.trim() ? 'Give the group a name' : null;
  const reportsError = touched && selected.length === 0 ? 'Choose at least one report' : null;
  const onSubmit = () => {
    setTouched(true);
    if (!name.trim() || selected.length === 0) return;
    const done = { onSuccess: (saved: ReportGroup) => (onSaved ? onSaved(saved) : onClose()) };
    if (group) update.mutate({ id: group.id, changes: { name: name.trim(), reportIds: selected } }, done);
    else create.mutate({ name: name.trim(), reportIds: selected }, done);
  };

  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{group ? 'Edit group' : 'New group of linked reports'}</DialogTitle>
      <DialogContent>
        <TextField
          label="Group name"
          placeholder="e.g. Central Tigers, last 4 games"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(nameError)}
          helperText={nameError ?? ' '}
          fullWidth
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: REPORT_GROUP_NAME_MAX } }}
          sx={{ mt: 1 }}
        />
        {reports.isPending ? (
          <Skeleton variant="rounded" height={240} aria-label="Loading reports" />
        ) : reports.isError ? (
          <RetryAlert message="Failed to load your reports." onRetry={() => void reports.refetch()} />
        ) : (
          <ReportPicker
            reports={reports.data.reports}
            search={search}
            onSearchChange={setSearch}
            selected={selected}
            onChange={setSelected}
            takenBy={takenBy}
          />
        )}
        {reportsError ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {reportsError}
          </Alert>
        ) : null}
        {mutation.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(mutation.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={mutation.isPending}>
          {group ? 'Save' : 'Create group'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
