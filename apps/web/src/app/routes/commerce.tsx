import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { buyReportRequest } from '../../features/commerce/buy-report-request';
import { BillingPage } from '../../features/commerce/components/billing-page';
import { BuyReportPage } from '../../features/commerce/components/buy-report-page';
import { PaidReportsPage } from '../../features/commerce/components/paid-reports-page';
import { PaymentSuccessPage } from '../../features/commerce/components/payment-success-page';
import { PricingPage } from '../../features/commerce/components/pricing-page';
import { ReceiptSheet, useReceiptReady } from '../../features/commerce/components/receipt-sheet';
import { notify } from '../../features/notifications/notifications-store';
import { PrintDesk } from '../../features/print/components/print-sheet';
import { PrintToolbar } from '../../features/print/components/print-toolbar';
import { listReportsQueryFor } from '../../features/reports/reports-viewer';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/pricing': the packages side by side. */
export function PricingRoute() {
  useDocumentTitle('Pricing');
  return <PricingPage />;
}

/**
 * '/buy-report': the report comes in the navigation state (dashboard, report page) or the query (a cancelled
 * checkout, the pricing page's package); without one, the coach picks among their unpaid reports.
 */
export function BuyReportRoute() {
  useDocumentTitle('Buy Report');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const viewer = useReportsViewer();
  const request = useMemo(() => buyReportRequest(location.state, searchParams), [location.state, searchParams]);
  const reportsQuery = useMemo(() => listReportsQueryFor(viewer, true), [viewer]);
  return (
    <BuyReportPage
      key={request.reportId ?? 'choose'}
      request={request}
      internal={viewer.isAdministrator}
      reportsQuery={reportsQuery}
      onFreeChosen={(reportId, reportTitle) => {
        notify({ severity: 'success', message: `${reportTitle} now has the Free package: no charge and no deadline.` });
        void navigate(paths.report.getHref(reportId));
      }}
      onTestPurchased={(reportId, paymentId) =>
        void navigate(`${paths.paymentSuccess.getHref()}?${new URLSearchParams({ reportId, paymentId }).toString()}`)
      }
    />
  );
}

/** '/payment-success?reportId=…&paymentId=…': where the payment provider sends the coach back. */
export function PaymentSuccessRoute() {
  useDocumentTitle('Payment Successful');
  const [searchParams] = useSearchParams();
  const reportId = searchParams.get('reportId');
  const paymentId = searchParams.get('paymentId');
  return <PaymentSuccessPage key={`${reportId}/${paymentId}`} reportId={reportId || null} paymentId={paymentId || null} />;
}

/** '/paid-reports': paid reports with their timers (staff: every organisation's). */
export function PaidReportsRoute() {
  useDocumentTitle('Paid Reports');
  const viewer = useReportsViewer();
  return <PaidReportsPage internal={viewer.isAdministrator} />;
}

/** '/billing': the organisation's payments and their receipts. */
export function BillingRoute() {
  useDocumentTitle('Billing & Payments');
  const viewer = useReportsViewer();
  return <BillingPage internal={viewer.isAdministrator} />;
}

function ReceiptScreen({ paymentId }: { paymentId: string }) {
  const ready = useReceiptReady(paymentId);
  return (
    <PrintDesk
      toolbar={
        <PrintToolbar
          title="Receipt"
          backHref={paths.billing.getHref()}
          backLabel="Billing & Payments"
          ready={ready}
          printLabel="Print / Save as PDF"
        />
      }
    >
      <ReceiptSheet paymentId={paymentId} />
    </PrintDesk>
  );
}

/** '/billing/receipts/{paymentId}': a payment's receipt, to print or save as PDF (no shell chrome). */
export function ReceiptRoute() {
  useDocumentTitle('Receipt');
  const { paymentId } = useParams();
  if (!paymentId) return <Navigate to={paths.billing.getHref()} replace />;
  return <ReceiptScreen key={paymentId} paymentId={paymentId} />;
}
