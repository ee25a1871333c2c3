import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RouteQuery } from '@scout/shared/api';
import { useQuery } from '@tanstack/react-query';
import { deliveryDeadline, formatPrice, PAYMENT_MESSAGES, reportDisplayTitle, type PackageType } from '@scout/shared/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PackageChoice } from '../../../components/ui/package-choice';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useReportPayment } from '../../../entities/payments/get-report-payment';
import { usePackages } from '../../../entities/payments/list-packages';
import { useStartReportPayment } from '../../../entities/payments/start-report-payment';
import { reportQueryOptions } from '../../../entities/reports/get-report';
import { useNow } from '../../../hooks/use-now';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { BUY_MESSAGES, DEFAULT_PURCHASE_PACKAGE, isReportPaidFor, type BuyReportRequest } from '../buy-report-request';
import { PACKAGE_LABELS } from '../../../lib/report-labels';

/** The 'Delivered by' line refreshes every half minute. */
const DEADLINE_TICK_MS = 30_000;

/** The server's words for refusals a coach can act on (already paid, provider down, bad input); else a fixed message. */
function startFailureMessage(error: unknown): string {
  if (isApiError(error) && error.message && [400, 403, 404, 409, 503].includes(error.status)) return error.message;
  return BUY_MESSAGES.startFailed;
}

interface BuyReportPageProps {
  request: BuyReportRequest;
  /** Internal users read reports with internal=true and may complete a test purchase. */
  internal: boolean;
  /** The reports to choose among when the page was opened without one. */
  reportsQuery: RouteQuery<'listReports'>;
  /** Free was chosen: the report has the Free package now. */
  onFreeChosen(reportId: string, reportTitle: string): void;
  /** A staff test purchase completed: its payment. */
  onTestPurchased(reportId: string, paymentId: string): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The report picker (an Autocomplete and its popper): loaded only when the page was opened without a report. */
const ReportPicker = lazy(() => import('./buy-report-picker').then((module) => ({ default: module.ReportPicker })));

/**
 * '/buy-report': choose the report (when none was handed over) and a package, see the price and when the report
 * would be delivered if paid now, then go to the payment provider's checkout. Free needs no checkout. Staff
 * may complete a test purchase instead. A cancelled checkout comes back here and says nothing was charged.
 */
export function BuyReportPage({ request, internal, reportsQuery, onFreeChosen, onTestPurchased }: BuyReportPageProps) {
  const [reportId, setReportId] = useState<string | null>(request.reportId);
  const [chosenPackage, setPackageType] = useState<PackageType>(request.packageType);
  const [redirecting, setRedirecting] = useState(false);
  const now = useNow(DEADLINE_TICK_MS);
  const packages = usePackages();
  const payment = useReportPayment(reportId);
  const handedOver = reportId !== null && reportId === request.reportId;
  // The title is read from the report only when it was not handed over (a cancelled checkout, the picker).
  const report = useQuery({
    ...reportQueryOptions(reportId ?? '', internal),
    enabled: reportId !== null && !(handedOver && request.reportTitle),
  });
  const start = useStartReportPayment();

  const reportTitle =
    (handedOver ? request.reportTitle : null) ?? (report.data && reportId ? reportDisplayTitle(report.data) : null) ?? 'Your report';
  // A report on Free already has what Free gives: only the paid packages are offered for it.
  const alreadyFree = payment.data?.packageType === 'free';
  const offers = packages.data?.packages.filter((candidate) => !(alreadyFree && candidate.packageType === 'free')) ?? [];
  const packageType = offers.some((candidate) => candidate.packageType === chosenPackage) ? chosenPackage : DEFAULT_PURCHASE_PACKAGE;
  const offer = offers.find((candidate) => candidate.packageType === packageType);
  const paidFor = payment.data ? isReportPaidFor(payment.data) : false;
  const notFound = isApiError(payment.error) && payment.error.status === 404;
  const open = payment.data?.openCheckout ?? null;
  const dueBy = deliveryDeadline(packageType, now);
  const busy = start.isPending || redirecting;
  const canBuy = reportId !== null && payment.isSuccess && !paidFor && offer !== undefined;

  const chooseReport = (id: string) => {
    start.reset();
    setReportId(id);
  };
  const choosePackage = (value: PackageType) => {
    start.reset();
    setPackageType(value);
  };

  const onCheckout = () => {
    if (!reportId) return;
    start.mutate(
      { reportId, packageType },
      {
        onSuccess: (result) => {
          if (result.checkoutUrl) {
            setRedirecting(true);
            window.location.assign(result.checkoutUrl);
          } else onFreeChosen(reportId, reportTitle);
        },
      },
    );
  };

  const onTestPurchase = () => {
    if (!reportId) return;
    start.mutate(
      { reportId, packageType, test: true },
      {
        onSuccess: (result) => (result.payment ? onTestPurchased(reportId, result.payment.paymentId) : onFreeChosen(reportId, reportTitle)),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Buy Report"
        subtitle="Choose a package for your report. You pay on our payment provider’s secure page."
        actions={
          <Button component={Link} to={paths.pricing.getHref()}>
            Compare packages
          </Button>
        }
      />
      {request.canceled ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {BUY_MESSAGES.canceled}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
        <Card>
          <CardContent>
            <Stack spacing={3}>
              <Section title={handedOver ? 'Report' : 'Choose the report'}>
                {handedOver ? (
                  <Typography variant="h6" component="p">
                    {reportTitle}
                  </Typography>
                ) : (
                  <Suspense fallback={<Skeleton variant="rounded" height={56} aria-label="Loading your reports" />}>
                    <ReportPicker query={reportsQuery} value={reportId} onChange={chooseReport} />
                  </Suspense>
                )}
              </Section>
              <Section title="Package">
                {alreadyFree ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    This report has the Free package: you break it down yourself, with no deadline. Choose a paid package to have our staff
                    break it down by a deadline.
                  </Typography>
                ) : null}
                {packages.isPending ? (
                  <Skeleton variant="rounded" height={160} aria-label="Loading packages" />
                ) : packages.isError ? (
                  <Alert severity="error">{BUY_MESSAGES.packagesFailed}</Alert>
                ) : (
                  <PackageChoice
                    label="Package"
                    offers={offers}
                    currency={packages.data.currency}
                    value={packageType}
                    onChange={choosePackage}
                    disabled={busy || paidFor}
                    withSummary
                  />
                )}
              </Section>
            </Stack>
          </CardContent>
        </Card>

        <Card component="section" aria-label="Order summary" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Order summary
              </Typography>
              {reportId !== null ? <Typography sx={{ fontWeight: 600 }}>{reportTitle}</Typography> : null}
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography color="text.secondary">{offer ? `${offer.name} package` : 'Package'}</Typography>
                <Typography sx={{ fontWeight: 800, fontSize: 22 }}>
                  {offer ? formatPrice(offer.priceCents, packages.data?.currency) : '—'}
                </Typography>
              </Stack>
              <Typography aria-label="Delivery">
                {dueBy ? (
                  <>
                    Delivered by <strong>{formatDateTime(dueBy)}</strong> if you pay now
                  </>
                ) : (
                  'No deadline: you break the film down yourself.'
                )}
              </Typography>
              <Divider />
              {reportId === null ? (
                <Typography color="text.secondary">Choose the report to buy.</Typography>
              ) : payment.isPending ? (
                <Skeleton variant="rounded" height={40} />
              ) : notFound ? (
                <Alert severity="warning">{BUY_MESSAGES.reportNotFound}</Alert>
              ) : payment.isError ? (
                <Alert severity="error">{BUY_MESSAGES.startFailed}</Alert>
              ) : paidFor ? (
                <Alert
                  severity="success"
                  action={
                    <Button component={Link} to={paths.report.getHref(reportId)} color="inherit" size="small">
                      Open report
                    </Button>
                  }
                >
                  {PAYMENT_MESSAGES.alreadyPaid(PACKAGE_LABELS[payment.data.packageType])}
                </Alert>
              ) : null}
              {open && !paidFor && open.packageType === packageType ? (
                <Alert severity="info">
                  A checkout for this package is already open; Go to checkout continues it (you are charged once).
                </Alert>
              ) : null}
              {start.isError ? <Alert severity="error">{startFailureMessage(start.error)}</Alert> : null}
              <Button
                variant="contained"
                size="large"
                startIcon={packageType === 'free' ? undefined : <LockOutlinedIcon />}
                onClick={onCheckout}
                loading={busy && !start.variables?.test}
                disabled={!canBuy || busy}
              >
                {packageType === 'free' ? 'Use the Free package' : 'Go to checkout'}
              </Button>
              {internal && packageType !== 'free' ? (
                <Button
                  variant="outlined"
                  color="secondary"
                  startIcon={<ScienceOutlinedIcon />}
                  onClick={onTestPurchase}
                  loading={busy && Boolean(start.variables?.test)}
                  disabled={!canBuy || busy}
                >
                  Test Purchase
                </Button>
              ) : null}
              <Typography variant="caption" color="text.secondary">
                {packageType === 'free'
                  ? 'Free costs nothing and needs no checkout.'
                  : 'Nothing is charged until you confirm on the checkout page. The delivery timer starts when the payment is confirmed.'}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </>
  );
}
