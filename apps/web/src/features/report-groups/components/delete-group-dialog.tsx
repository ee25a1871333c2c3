import type { ReportGroup } from '@scout/shared/api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteReportGroup } from '../../../entities/report-groups/delete-report-group';

/** Deleting a group needs confirmation; its reports stay. */
export function DeleteGroupDialog({ group, onClose, onDeleted }: { group: ReportGroup; onClose(): void; onDeleted?(): void }) {
  const mutation = useDeleteReportGroup();
  const kept = group.reports.length === 1 ? 'report stays' : `${group.reports.length} reports stay`;
  return (
    <ConfirmDialog
      open
      title="Delete group?"
      description={`“${group.name}” will be deleted. Its ${kept}, with their cards.`}
      confirmLabel="Delete group"
      pending={mutation.isPending}
      error={mutation.isError ? 'The group could not be deleted. Please try again.' : null}
      onConfirm={() => mutation.mutate(group.id, { onSuccess: () => (onDeleted ? onDeleted() : onClose()) })}
      onClose={onClose}
    />
  );
}
