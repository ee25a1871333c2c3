import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReportGroup } from '@scout/shared/api';
import { useId } from 'react';
import { useDeleteReportGroup } from '../../../entities/report-groups/delete-report-group';

/** Deleting a group needs confirmation; its reports stay. */
export function DeleteGroupDialog({ group, onClose, onDeleted }: { group: ReportGroup; onClose(): void; onDeleted?(): void }) {
  const mutation = useDeleteReportGroup();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id={titleId}>Delete group?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          “{group.name}” will be deleted. Its {group.reports.length === 1 ? 'report stays' : `${group.reports.length} reports stay`}, with
          their cards.
        </DialogContentText>
        {mutation.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            The group could not be deleted. Please try again.
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(group.id, { onSuccess: () => (onDeleted ? onDeleted() : onClose()) })}
        >
          Delete group
        </Button>
      </DialogActions>
    </Dialog>
  );
}
