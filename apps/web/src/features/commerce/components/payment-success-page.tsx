import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@scout/shared/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CountdownDisplay } from '../../../components/ui/countdown-display';
import { LabelledValue } from '../../../components/ui/labelled-value';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useReportPayment } from '../../../entities/payments/get-report-payment';
import { paymentKeys } from '../../../entities/payments/payment-keys';
import { useReportTimer } from '../../../entities/reports/get-report-timer';
import { reportKeys } from '../../../entities/reports/report-keys';
import { useNow } from '../../../hooks/use-now';
import { formatDateTime } from '../../../lib/format-date';
import { CONFIRMATION_POLL_MS, confirmationState, isSettled } from '../payment-confirmation';
import { deliveryWindowText } from '../payment-labels';
import { PACKAGE_LABELS } from '../../../lib/report-labels';

export const SUCCESS_MESSAGES = {
  confirming: 'Confirming your payment…',
  slow: 'The payment provider has not confirmed your payment yet. If you completed it, it will show here and in Billing shortly — you are never charged twice. This page keeps checking.',
  failed: 'This checkout was not completed, so nothing was charged.',
  noReport: 'There is no payment to show here.',
  loadFailed: 'Your payment could not be checked. Please reload the page.',
} as const;

function DeliveryCountdown({ reportId, fallbackExpiresAt }: { reportId: string; fallbackExpiresAt: string | null | undefined }) {
  const { timer } = useReportTimer(reportId);
  const expiresAt = timer?.expiresAt ?? fallbackExpiresAt;
  if (!expiresAt) return <Typography>No deadline</Typography>;
  return <CountdownDisplay expiresAt={expiresAt} startedAt={timer?.startedAt} />;
}

/**
 * '/payment-success?reportId=…&paymentId=…': where the payment provider sends the coach after paying. The
 * provider's confirmation (its webhook) may arrive a moment later, so the page checks every 2 s until the
 * payment is completed, then shows the paid report, its package, the delivery deadline and a live countdown.
 */
export function PaymentSuccessPage({ reportId, paymentId }: { reportId: string | null; paymentId: string | null }) {
  const [arrivedAt] = useState(() => Date.now());
  const now = useNow(CONFIRMATION_POLL_MS);
  const answer = useReportPayment(reportId, {
    pollMs: (latest) => (isSettled(confirmationState(latest, paymentId, Date.now() - arrivedAt)) ? false : CONFIRMATION_POLL_MS),
  });
  const state = confirmationState(answer.data, paymentId, now.getTime() - arrivedAt);
  const confirmed = state.kind === 'confirmed';
  const queryClient = useQueryClient();

  // Once confirmed, everything that shows the report or its payments is refetched (dashboard, billing, timers).
  useEffect(() => {
    if (!confirmed) return;
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
  }, [confirmed, queryClient]);

  if (!reportId) {
    return (
      <>
        <PageHeader title="Payment Successful" />
        <Alert
          severity="warning"
          action={
            <Button component={Link} to={paths.billing.getHref()} color="inherit" size="small">
              Billing
            </Button>
          }
        >
          {SUCCESS_MESSAGES.noReport}
        </Alert>
      </>
    );
  }

  if (state.kind !== 'confirmed') {
    return (
      <>
        <PageHeader title="Payment Successful" />
        {answer.isError && !answer.data ? (
          <Alert severity="error">{SUCCESS_MESSAGES.loadFailed}</Alert>
        ) : state.kind === 'failed' ? (
          <Alert
            severity="warning"
            action={
              <Button
                component={Link}
                to={`${paths.buyReport.getHref()}?reportId=${encodeURIComponent(reportId)}`}
                color="inherit"
                size="small"
              >
                Buy Report
              </Button>
            }
          >
            {SUCCESS_MESSAGES.failed}
          </Alert>
        ) : (
          <Card>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
              <CircularProgress size={28} aria-hidden />
              <Box role="status">
                <Typography variant="h6" component="p">
                  {SUCCESS_MESSAGES.confirming}
                </Typography>
                {state.kind === 'slow' ? (
                  <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                    {SUCCESS_MESSAGES.slow}
                  </Typography>
                ) : (
                  <Typography color="text.secondary">This usually takes a few seconds.</Typography>
                )}
              </Box>
            </CardContent>
          </Card>
        )}
      </>
    );
  }

  const payment = state.payment;
  const packageType = payment?.packageType ?? answer.data?.packageType ?? 'full';
  return (
    <>
      <PageHeader title="Payment Successful" />
      <Card>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
            <Box>
              <Typography variant="h5" component="h2">
                Thank you — your report is paid
              </Typography>
              <Typography color="text.secondary">{payment?.reportTitle ?? 'Your report'} is in our staff’s queue.</Typography>
            </Box>
          </Stack>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1.2fr 1.4fr' } }}>
            <LabelledValue label="Package">
              <Typography sx={{ fontWeight: 700 }}>{payment?.packageName ?? PACKAGE_LABELS[packageType]}</Typography>
              <Typography variant="caption" color="text.secondary">
                {deliveryWindowText(packageType)}
              </Typography>
            </LabelledValue>
            <LabelledValue label="Amount">
              <Typography sx={{ fontWeight: 700 }}>{payment ? formatPrice(payment.amountCents, payment.currency) : '—'}</Typography>
              {payment?.kind === 'test' ? (
                <Typography variant="caption" color="text.secondary">
                  Test purchase — no charge
                </Typography>
              ) : null}
            </LabelledValue>
            <LabelledValue label="Delivery deadline">
              <Typography sx={{ fontWeight: 700 }}>{formatDateTime(answer.data?.timerExpiresAt)}</Typography>
            </LabelledValue>
            <LabelledValue label="Time remaining" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <DeliveryCountdown reportId={reportId} fallbackExpiresAt={answer.data?.timerExpiresAt} />
            </LabelledValue>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <Button component={Link} to={paths.report.getHref(reportId)} variant="contained" endIcon={<ArrowForwardIcon />}>
              Open report
            </Button>
            {payment ? (
              <Button
                component={Link}
                to={paths.billingReceipt.getHref(payment.paymentId)}
                variant="outlined"
                startIcon={<ReceiptLongOutlinedIcon />}
              >
                View receipt
              </Button>
            ) : null}
            <Button component={Link} to={paths.billing.getHref()}>
              Billing & Payments
            </Button>
            <Button component={Link} to={paths.paidReports.getHref()}>
              Paid Reports
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
