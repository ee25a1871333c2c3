import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { UNSAVED_CHANGES_PROMPT } from '../card-detail-messages';

interface UnsavedChangesDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** Asked before leaving a card whose breakdown has unsaved edits. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-changes-title" maxWidth="xs" fullWidth>
      <DialogTitle id="unsaved-changes-title">Unsaved changes</DialogTitle>
      <DialogContent>
        <DialogContentText>{UNSAVED_CHANGES_PROMPT}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onStay} variant="contained">
          Stay
        </Button>
        <Button onClick={onLeave} color="error">
          Leave without saving
        </Button>
      </DialogActions>
    </Dialog>
  );
}
