import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Every delete asks for confirmation; this wording mirrors the report's. */
export const DELETE_CARD_CONFIRMATION = 'Are you sure you want to delete this card? This action cannot be undone.';

interface DeleteCardDialogProps {
  open: boolean;
  cardNumber: number;
  deleting: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function DeleteCardDialog({ open, cardNumber, deleting, onCancel, onConfirm }: DeleteCardDialogProps) {
  return (
    <Dialog open={open} onClose={deleting ? undefined : onCancel} aria-labelledby="delete-card-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-card-title">Delete card #{cardNumber}?</DialogTitle>
      <DialogContent>
        <DialogContentText>{DELETE_CARD_CONFIRMATION}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={deleting}>
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
