import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type PackageType } from '@scout/shared/domain';
import { useId, useState } from 'react';
import { PackageChoice } from '../../../components/ui/package-choice';
import { usePackages } from '../../../entities/payments/list-packages';
import { useStartReportPayment } from '../../../entities/payments/start-report-payment';
import { isApiError } from '../../../lib/api-error';

/** A test purchase buys Full unless staff choose another package. */
export const TEST_PURCHASE_DEFAULT_PACKAGE: PackageType = 'full';

const TEST_PURCHASE_FAILED = 'The test purchase failed. Please try again.';

interface TestPurchaseDialogProps {
  reportId: string;
  reportTitle: string;
  onClose(): void;
  /** The purchase went through: the package's name. */
  onPurchased(packageName: string): void;
}

/**
 * 'Test Purchase' (internal users): pick a paid package (Full by default) and complete the purchase without a
 * card. It takes the server's purchase path (POST /reports/{id}/payment with test: true), so the report is paid,
 * its timer starts and a test payment is recorded, exactly as a card payment would.
 */
export function TestPurchaseDialog({ reportId, reportTitle, onClose, onPurchased }: TestPurchaseDialogProps) {
  const titleId = useId();
  const packages = usePackages();
  const purchase = useStartReportPayment();
  const [packageType, setPackageType] = useState<PackageType>(TEST_PURCHASE_DEFAULT_PACKAGE);
  const offers = packages.data?.packages.filter((offer) => offer.packageType !== 'free') ?? [];
  const chosen = offers.find((offer) => offer.packageType === packageType);

  const onConfirm = () =>
    purchase.mutate(
      { reportId, packageType, test: true },
      { onSuccess: () => onPurchased(chosen?.name ?? packageType), onError: () => undefined },
    );

  const error = purchase.error
    ? isApiError(purchase.error) && purchase.error.status < 500
      ? purchase.error.message
      : TEST_PURCHASE_FAILED
    : null;
  return (
    <Dialog open onClose={purchase.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Test Purchase</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Completes the purchase of <strong>{reportTitle}</strong> without a card and starts its delivery timer. It is recorded in billing
            as a test payment; nothing is charged.
          </DialogContentText>
          {packages.isPending ? (
            <Skeleton variant="rounded" height={180} aria-label="Loading packages" />
          ) : packages.isError ? (
            <Alert severity="error">The packages could not be loaded. Please try again.</Alert>
          ) : (
            <PackageChoice
              label="Package"
              offers={offers}
              currency={packages.data.currency}
              value={packageType}
              onChange={setPackageType}
              disabled={purchase.isPending}
            />
          )}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={purchase.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={purchase.isPending} disabled={!chosen}>
          Complete Test Purchase
        </Button>
      </DialogActions>
    </Dialog>
  );
}
