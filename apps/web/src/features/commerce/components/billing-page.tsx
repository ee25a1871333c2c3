import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatPrice, type Payment } from '@scout/shared/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { usePayments } from '../../../entities/payments/list-payments';
import { LoadMore } from '../../../components/ui/load-more';
import { formatDateTime } from '../../../lib/format-date';
import { PAYMENT_STATE_LABELS } from '../payment-labels';

const STATE_COLORS: Record<Payment['status'], 'success' | 'info' | 'default' | 'error'> = {
  completed: 'success',
  open: 'info',
  expired: 'default',
  failed: 'error',
};

function StatusChips({ payment }: { payment: Payment }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip size="small" variant="outlined" color={STATE_COLORS[payment.status]} label={PAYMENT_STATE_LABELS[payment.status]} />
      {payment.kind === 'test' ? <Chip size="small" color="warning" label="Test" /> : null}
    </Stack>
  );
}

function ReceiptLink({ payment }: { payment: Payment }) {
  if (payment.status !== 'completed') return null;
  return (
    <Button
      component={RouterLink}
      to={paths.billingReceipt.getHref(payment.paymentId)}
      size="small"
      startIcon={<ReceiptLongOutlinedIcon />}
      aria-label={`Receipt for ${payment.reportTitle}`}
    >
      Receipt
    </Button>
  );
}

function ReportLink({ payment }: { payment: Payment }) {
  return (
    <Link component={RouterLink} to={paths.report.getHref(payment.reportId)} underline="hover" sx={{ fontWeight: 600 }}>
      {payment.reportTitle}
    </Link>
  );
}

const paymentDate = (payment: Payment) => formatDateTime(payment.completedAt ?? payment.createdAt);

function PaymentsTable({ payments, internal }: { payments: readonly Payment[]; internal: boolean }) {
  return (
    <Table aria-label="Payments">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Report</TableCell>
          {internal ? <TableCell>Organisation</TableCell> : null}
          <TableCell>Package</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Receipt</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.paymentId} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{paymentDate(payment)}</TableCell>
            <TableCell>
              <ReportLink payment={payment} />
            </TableCell>
            {internal ? <TableCell>{payment.organizationName ?? payment.organizationId}</TableCell> : null}
            <TableCell>{payment.packageName}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatPrice(payment.amountCents, payment.currency)}
            </TableCell>
            <TableCell>
              <StatusChips payment={payment} />
            </TableCell>
            <TableCell>
              <ReceiptLink payment={payment} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone: one block per payment instead of a table seven columns wide. */
function PaymentsList({ payments, internal }: { payments: readonly Payment[]; internal: boolean }) {
  return (
    <Box component="ul" aria-label="Payments" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {payments.map((payment) => (
        <Box
          component="li"
          key={payment.paymentId}
          sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <ReportLink payment={payment} />
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPrice(payment.amountCents, payment.currency)}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {paymentDate(payment)} · {payment.packageName}
            {internal ? ` · ${payment.organizationName ?? payment.organizationId}` : ''}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 0.75 }}>
            <StatusChips payment={payment} />
            <ReceiptLink payment={payment} />
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

/**
 * '/billing' ('Billing & Payments' in the user menu): the organisation's payments, newest first (staff: every
 * organisation's), with a printable receipt for each completed one. Checkouts opened and never paid are shown
 * on request.
 */
export function BillingPage({ internal }: { internal: boolean }) {
  const [showUnfinished, setShowUnfinished] = useState(false);
  const payments = usePayments(showUnfinished ? { includeUnfinished: true } : {});
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <>
      <PageHeader
        title="Billing & Payments"
        subtitle={
          internal ? 'Payments of every organisation, newest first.' : 'Your organisation’s payments, newest first, with their receipts.'
        }
        actions={
          <>
            <FormControlLabel
              control={<Switch checked={showUnfinished} onChange={(event) => setShowUnfinished(event.target.checked)} />}
              label="Show unfinished checkouts"
            />
            <Button component={RouterLink} to={paths.pricing.getHref()}>
              Pricing
            </Button>
            <Button component={RouterLink} to={paths.paidReports.getHref()} variant="outlined">
              Paid Reports
            </Button>
          </>
        }
      />
      {payments.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading payments" />
      ) : payments.isError ? (
        <RetryAlert message="Failed to load payments. Please try again." onRetry={() => void payments.refetch()} />
      ) : payments.items.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.buyReport.getHref()} color="inherit" size="small">
              Buy a report
            </Button>
          }
        >
          No payments yet.
        </Alert>
      ) : (
        <>
          <Card sx={{ overflowX: 'auto' }}>
            {wide ? (
              <PaymentsTable payments={payments.items} internal={internal} />
            ) : (
              <PaymentsList payments={payments.items} internal={internal} />
            )}
          </Card>
          <LoadMore
            hasMore={payments.hasMore}
            loading={payments.isFetchingNextPage}
            onLoadMore={payments.loadMore}
            label="Load more payments"
          />
        </>
      )}
    </>
  );
}
