import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPrice, type Payment } from '@scout/shared/domain';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/ui/brand-mark';
import { LoadFailure } from '../../../components/ui/load-failure';
import { usePayment } from '../../../entities/payments/get-payment';
import { formatDateTime } from '../../../lib/format-date';
import { deliveryWindowText, paymentMethodLabel } from '../payment-labels';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 1,
        borderBottom: '1px solid #e5e7eb',
      }}
    >
      <Typography component="dt" sx={{ color: '#4b5563', fontSize: 14 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Receipt({ payment }: { payment: Payment }) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 4, flexWrap: 'wrap' }}>
        <BrandMark tone="dark" />
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            Receipt
          </Typography>
          <Typography sx={{ color: '#4b5563' }}>No. {payment.receiptNumber ?? '—'}</Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Line label="Date paid">{formatDateTime(payment.completedAt)}</Line>
        <Line label="Organisation">
          {payment.organizationName ? `${payment.organizationName} (${payment.organizationId})` : payment.organizationId}
        </Line>
        <Line label="Paid by">
          {payment.createdByName}
          {payment.payerEmail ? ` · ${payment.payerEmail}` : ''}
        </Line>
        <Line label="Report">{payment.reportTitle}</Line>
        <Line label="Package">{payment.packageName} scouting report</Line>
        <Line label="Delivery window">{deliveryWindowText(payment.packageType)}</Line>
        <Line label="Payment">{paymentMethodLabel(payment.kind)}</Line>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mt: 3, pt: 2, borderTop: '2px solid #111827' }}>
        <Typography sx={{ fontWeight: 700 }}>Total{payment.kind === 'test' ? ' (test, not charged)' : ''}</Typography>
        <Typography sx={{ fontWeight: 900, fontSize: 26 }} aria-label="Amount">
          {formatPrice(payment.amountCents, payment.currency)}
        </Typography>
      </Box>
      <Typography sx={{ mt: 5, color: '#6b7280', fontSize: 13 }}>
        Thank you for choosing Scout. Keep this receipt for your records; it can be printed or saved as a PDF from your browser.
      </Typography>
    </>
  );
}

/**
 * A payment's receipt on a printable sheet: receipt number, date, organisation, payer, report, package,
 * delivery window, amount and how it was paid. Only a completed payment has one.
 */
export function ReceiptSheet({ paymentId }: { paymentId: string }) {
  const payment = usePayment(paymentId);
  return (
    <Box
      component="article"
      aria-label="Receipt"
      sx={{
        maxWidth: 760,
        mx: 'auto',
        my: { xs: 2, md: 4 },
        p: { xs: 3, md: 6 },
        bgcolor: '#ffffff',
        color: '#111827',
        boxShadow: '0 2px 12px rgba(15, 23, 42, 0.18)',
        '@media print': { boxShadow: 'none', m: 0, p: 0, maxWidth: 'none' },
      }}
    >
      {payment.isPending ? (
        <Skeleton variant="rounded" height={420} aria-label="Loading receipt" />
      ) : payment.isError ? (
        <LoadFailure
          error={payment.error}
          notFound="Payment not found."
          failed="Failed to load the receipt. Please try again."
          onRetry={() => void payment.refetch()}
        />
      ) : payment.data.status !== 'completed' ? (
        <Alert severity="info">This checkout was not paid, so it has no receipt. Nothing was charged.</Alert>
      ) : (
        <Receipt payment={payment.data} />
      )}
    </Box>
  );
}

/** Whether the receipt can be printed yet (the toolbar's Print waits for it). */
export function useReceiptReady(paymentId: string): boolean {
  return usePayment(paymentId).data?.status === 'completed';
}
