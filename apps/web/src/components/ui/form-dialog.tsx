import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface FormDialogProps {
  /** Mount the dialog only while it is open (the default), so each opening starts from fresh state. */
  open?: boolean;
  title: ReactNode;
  /** The form's fields, laid out in a column. */
  children: ReactNode;
  submitLabel: ReactNode;
  /** Called when the form is submitted (the button, or Enter in a field); the page does not reload. */
  onSubmit(): void;
  onClose(): void;
  /** The save is running: the dialog cannot be closed, Cancel is off and the submit button spins. */
  pending: boolean;
  /** Why the last save failed, shown under the fields; the dialog stays open. */
  error?: ReactNode;
  /** The submit button is off (say, while the choices the form needs are loading). */
  submitDisabled?: boolean;
  /** Space between fields (theme spacing units). */
  spacing?: number;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/**
 * The shell of every dialog that edits something: a title, the form, the failure of the last save, and
 * Cancel / submit. On a phone it fills the screen, so the keyboard never hides the fields or the buttons.
 */
export function FormDialog({
  open = true,
  title,
  children,
  submitLabel,
  onSubmit,
  onClose,
  pending,
  error,
  submitDisabled = false,
  spacing = 2,
  maxWidth = 'sm',
}: FormDialogProps) {
  const titleId = useId();
  const formId = `${titleId}-form`;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={phone}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          spacing={spacing}
          sx={{ pt: 1 }}
        >
          {children}
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
