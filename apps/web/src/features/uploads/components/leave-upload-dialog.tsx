import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface LeaveUploadDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** Asked before leaving the page while a ZIP is being sent: leaving stops the upload. */
export function LeaveUploadDialog({ open, onStay, onLeave }: LeaveUploadDialogProps) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="leave-upload-title" maxWidth="xs" fullWidth>
      <DialogTitle id="leave-upload-title">Stop the upload?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your game film is still uploading. Leaving this page cancels the upload; the report stays on your dashboard without film.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onStay} variant="contained">
          Keep uploading
        </Button>
        <Button onClick={onLeave} color="error">
          Cancel upload and leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
