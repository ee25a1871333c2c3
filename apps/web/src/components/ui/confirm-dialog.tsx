import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactElement, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, read out as the dialog's description. */
  description: ReactNode;
  /** Shown above the description (e.g. what is being deleted). */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's icon and colour: a delete's by default. */
  confirmIcon?: ReactElement;
  confirmColor?: 'error' | 'primary' | 'warning';
  /** The action is running: the dialog cannot be closed and the button spins. */
  pending: boolean;
  /** Why the last attempt failed, when it did. */
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks before something that cannot be undone (a delete): an alert dialog whose focus starts on Cancel, with
 * the action's failure shown in it rather than closing it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  confirmIcon = <DeleteOutlineIcon />,
  confirmColor = 'error',
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button color={confirmColor} variant="contained" startIcon={confirmIcon} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
