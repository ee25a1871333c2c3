import Typography from '@mui/material/Typography';
import { reportDisplayTitle, type Report } from '@scout/shared/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
  const onConfirm = () =>
    mutation.mutate(report.id, {
      onSuccess: () => {
        onDeleted?.(report);
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      title="Delete report?"
      description={REPORT_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      pending={mutation.isPending}
      error={mutation.isError ? REPORT_MESSAGES.deleteFailed : null}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {reportDisplayTitle(report)}
        {report.title ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
            {report.title}
          </Typography>
        ) : null}
      </Typography>
    </ConfirmDialog>
  );
}
