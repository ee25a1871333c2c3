import { edgeOptions } from '../composition/access-gate';
import { recordDeniedRoute } from '../audit/denied';
import { auditTrail } from '../composition/audit';
import { authenticate } from '../composition/authentication';
import { paymentDeps, settings, webhookDeps } from '../composition/payments';
import { withLambdaContext } from '../core/logger';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { getPayment, getReportPayment, listPayments, startReportPayment } from '../payments/checkout';
import { listPackages, updatePackages } from '../payments/packages';
import { handleStripeWebhook } from '../payments/webhook';

export const routes: RouteImplementations<
  'listPackages' | 'updatePackages' | 'getReportPayment' | 'startReportPayment' | 'listPayments' | 'getPayment' | 'stripeWebhook'
> = {
  listPackages: () => listPackages(settings),
  updatePackages: ({ caller, body }) => updatePackages({ settings, audit: auditTrail }, caller, body.packages, new Date()),
  getReportPayment: ({ caller, params }) => getReportPayment(paymentDeps, caller, params.id),
  startReportPayment: ({ caller, params, body }) => startReportPayment(paymentDeps, caller, params.id, body),
  listPayments: ({ caller, query }) => listPayments(paymentDeps, caller, query),
  getPayment: ({ caller, params }) => getPayment(paymentDeps, caller, params.id),
  stripeWebhook: ({ webhook }) => handleStripeWebhook(webhookDeps, webhook),
};

export const handler = withLambdaContext(
  createHttpHandler(routes, { authenticate, ...edgeOptions, onDenied: recordDeniedRoute(auditTrail) }),
);
