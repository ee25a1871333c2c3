import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { reportDisplayTitle, type Report } from '@scout/shared/domain';
import { useId } from 'react';
import { useDeleteReport } from '../api/delete-report';
import { REPORT_MESSAGES } from '../report-messages';

interface DeleteReportDialogProps {
  report: Report;
  onClose(): void;
  onDeleted?(report: Report): void;
}

/** Delete needs confirmation; the report goes with its cards, assignments and media. */
export function DeleteReportDialog({ report, onClose, onDeleted }: DeleteReportDialogProps) {
  const mutation = useDeleteReport();
  const titleId = useId();
  const descriptionId = useId();
  const onConfirm = () =>
    mutation.mutate(report.id, {
      onSuccess: () => {
        onDeleted?.(report);
        onClose();
      },
    });

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
      <DialogTitle id={titleId}>Delete report?</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1 }}>
          {reportDisplayTitle(report)}
          {report.title ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
              {report.title}
            </Typography>
          ) : null}
        </Typography>
        <DialogContentText id={descriptionId}>{REPORT_MESSAGES.deleteConfirm}</DialogContentText>
        {mutation.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {REPORT_MESSAGES.deleteFailed}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={mutation.isPending} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" startIcon={<DeleteOutlineIcon />} loading={mutation.isPending} onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
