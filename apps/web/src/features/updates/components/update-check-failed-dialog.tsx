import RefreshIcon from '@mui/icons-material/Refresh';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export const UPDATE_CHECK_FAILED = 'Unable to check version info. Refresh anyway?';

/** 'Check for Updates' could not read the version file: refresh anyway, or not. */
export function UpdateCheckFailedDialog({ open, onRefresh, onClose }: { open: boolean; onRefresh(): void; onClose(): void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Check for Updates"
      description={UPDATE_CHECK_FAILED}
      confirmLabel="Refresh"
      confirmIcon={<RefreshIcon />}
      confirmColor="primary"
      pending={false}
      onConfirm={onRefresh}
      onClose={onClose}
    />
  );
}
