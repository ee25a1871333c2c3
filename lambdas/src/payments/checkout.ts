import { PAYMENTS_PAGE_SIZE } from '@scout/shared/api';
import {
  applyReportUpdate,
  deliveryWindowHours,
  PACKAGE_CURRENCY,
  PAYMENT_MESSAGES,
  receiptNumberOf,
  reportDisplayTitle,
  type PackageType,
  type Payment,
  type Report,
} from '@scout/shared/domain';
import { can } from '@scout/shared/permissions';
import { auditActor } from '../audit/audit-trail';
import { assertPermittedAudited } from '../audit/denied';
import type { Caller } from '../core/caller';
import { isProductionStage } from '../core/stage';
import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, ValidationError } from '../core/errors';
import { logger } from '../core/logger';
import { loadReport } from '../reports/get-report';
import { reportChanges } from '../reports/update-report';
import { currentPackages, offerOf } from './packages';
import { PaymentProviderError, type PaymentProvider, type PaymentRecord, type PaymentStore } from './ports';
import type { AuditTrail, ReportStore, SettingsStore } from '../ports';

export interface PaymentDeps {
  payments: PaymentStore;
  reports: ReportStore;
  settings: SettingsStore;
  provider: PaymentProvider;
  /** The web origins a checkout may send the coach back to (the API's CORS origins). */
  webOrigins: readonly string[];
  /** The stack's stage: test purchases are refused on production. */
  stage: string;
  audit: AuditTrail;
  newId(): string;
  now(): Date;
}

/** How long a checkout stays open (Stripe's minimum is 30 minutes). */
export const CHECKOUT_OPEN_MINUTES = 30;
/** A checkout about to close is not offered again: the coach would be sent to a page that closes under them. */
const REUSE_MARGIN_MS = 2 * 60 * 1000;
/** Writes of the report after a payment retry this often when a coach's edit raced them. */
const REPORT_WRITE_ATTEMPTS = 5;

/** What the coach sees of a stored payment (no provider ids). */
export function paymentView(record: PaymentRecord): Payment {
  const { checkoutSessionId: _session, createdBy: _by, ...payment } = record;
  return payment;
}

/** A paid package other than Free, fully paid: nothing more to buy. */
function isPaid(report: Report): boolean {
  return report.paymentStatus === 'completed' && report.packageType !== 'free';
}

function packageName(packageType: PackageType): string {
  return packageType.charAt(0).toUpperCase() + packageType.slice(1);
}

export async function getReportPayment(deps: PaymentDeps, caller: Caller, reportId: string) {
  const report = await loadReport(deps.reports, caller, reportId, 'report:read');
  const records = await deps.payments.listByReport(report.organizationId, report.id);
  const now = deps.now().getTime();
  const open = records.find(
    (record) => record.status === 'open' && record.kind === 'card' && Date.parse(record.checkoutExpiresAt ?? '') > now,
  );
  return {
    reportId: report.id,
    packageType: report.packageType,
    paymentStatus: report.paymentStatus,
    paidAt: report.paidAt ?? null,
    deliveryTimeHours: report.deliveryTimeHours,
    timerExpiresAt: report.timerExpiresAt ?? null,
    payments: records.map(paymentView),
    openCheckout: open ? paymentView(open) : null,
  };
}

/**
 * Writes what a completed payment buys onto the report: the package and its delivery window, payment
 * completed (status paid, paid_at), then the timer started (in_progress, due at paid + window) — the shared
 * report rules. Idempotent: a report that already shows this payment is left alone. Retries when a coach's
 * edit raced the write.
 */
async function applyPaymentToReport(
  reports: ReportStore,
  reportId: string,
  packageType: PackageType,
  now: Date,
): Promise<{ report: Report; paidBefore: 'no' | 'this' | 'another' } | null> {
  for (let attempt = 1; ; attempt += 1) {
    const report = await reports.get(reportId);
    if (!report) return null;
    if (report.paymentStatus === 'completed' && report.packageType === packageType) return { report, paidBefore: 'this' };
    if (isPaid(report)) {
      // Two checkouts of one report both paid (one closed at the provider while the coach was paying it):
      // the report keeps the first; the second payment is for staff to refund.
      logger.error('A report already paid was paid again; refund the second payment', {
        reportId,
        paid: report.packageType,
        again: packageType,
      });
      return { report, paidBefore: 'another' };
    }
    const next = applyReportUpdate(
      report,
      { packageType, paymentStatus: 'completed', ...(packageType === 'free' ? {} : { timerStartedAt: now.toISOString() }) },
      now,
    );
    try {
      const updated = await reports.update(reportId, report.version, reportChanges(report, next));
      return { report: updated, paidBefore: 'no' };
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= REPORT_WRITE_ATTEMPTS) throw error;
    }
  }
}

/** 'paid-twice': the report was already paid by another payment, which it keeps (staff refund this one). */
export type FulfilOutcome = 'paid' | 'already-paid' | 'paid-twice' | 'unknown-report' | 'not-open';

/**
 * A payment the provider confirmed (or a staff test purchase): the payment is completed (once, whoever
 * delivers the confirmation) and the report paid. A payment confirmed twice still makes sure the report shows
 * it, so a confirmation whose report write failed is finished by the provider's retry.
 */
export async function fulfilPayment(
  deps: Pick<PaymentDeps, 'payments' | 'reports'>,
  record: PaymentRecord,
  details: { payerEmail?: string | null; now: Date },
): Promise<{ outcome: FulfilOutcome; payment: PaymentRecord; report: Report | null }> {
  const completedAt = details.now.toISOString();
  const completed = await deps.payments.complete(record.paymentId, {
    completedAt,
    receiptNumber: receiptNumberOf(record.paymentId, completedAt),
    payerEmail: details.payerEmail ?? record.payerEmail ?? null,
  });
  const payment = completed ?? (await deps.payments.get(record.paymentId)) ?? record;
  if (payment.status !== 'completed') return { outcome: 'not-open', payment, report: null };
  const applied = await applyPaymentToReport(deps.reports, payment.reportId, payment.packageType, details.now);
  if (!applied) {
    logger.warn('A payment completed for a report that no longer exists', { paymentId: payment.paymentId, reportId: payment.reportId });
    return { outcome: 'unknown-report', payment, report: null };
  }
  if (applied.paidBefore === 'another') return { outcome: 'paid-twice', payment, report: applied.report };
  return { outcome: completed ? 'paid' : 'already-paid', payment, report: applied.report };
}

function checkedOrigin(deps: PaymentDeps, returnOrigin: string): string {
  const origin = new URL(returnOrigin).origin;
  if (!deps.webOrigins.includes(origin)) throw new ValidationError(PAYMENT_MESSAGES.returnOrigin);
  return origin;
}

/**
 * The open checkout of this report for this package, if the provider still takes payment on it. Checkouts of
 * another package or price are closed (at the provider too); one the provider cannot be asked about is left
 * as it is (if the coach pays it, the provider's confirmation still completes it).
 */
async function reusableCheckout(deps: PaymentDeps, records: PaymentRecord[], packageType: PackageType, amountCents: number, now: Date) {
  let reusable: PaymentRecord | null = null;
  for (const record of records.filter((candidate) => candidate.status === 'open' && candidate.kind === 'card')) {
    const expiresAt = Date.parse(record.checkoutExpiresAt ?? '');
    if (!(expiresAt > now.getTime()) || !record.checkoutSessionId) {
      await deps.payments.close(record.paymentId, 'expired', now.toISOString());
      continue;
    }
    const state = await deps.provider.checkoutState(record.checkoutSessionId).catch(() => 'unknown' as const);
    const fresh = expiresAt - REUSE_MARGIN_MS > now.getTime();
    if (!reusable && state === 'open' && fresh && record.packageType === packageType && record.amountCents === amountCents) {
      reusable = record;
    } else if (state === 'open') {
      // Another package, a changed price, or about to close: it must not be paid any more.
      const closed = await deps.provider.expireCheckout(record.checkoutSessionId).then(
        () => true,
        () => false,
      );
      if (closed) await deps.payments.close(record.paymentId, 'expired', now.toISOString());
    } else if (state === 'expired' || state === null) {
      await deps.payments.close(record.paymentId, 'expired', now.toISOString());
    }
  }
  return reusable;
}

/**
 * Buys a package for a report. The price is the server's; the report is paid only when the provider confirms
 * the payment (the webhook), or at once for staff test purchases, which take the same fulfilment path.
 * - Free: no payment; the report takes the Free package (no deadline).
 * - A report already paid: refused in words (409).
 * - A checkout still open for the same package and price: reused, so two clicks never charge twice.
 * - The provider down: 503 with words for the coach; nothing is written.
 */
export async function startReportPayment(
  deps: PaymentDeps,
  caller: Caller,
  reportId: string,
  input: { packageType: PackageType; returnOrigin: string; test?: boolean },
) {
  if (input.test) {
    if (isProductionStage(deps.stage)) throw new ForbiddenError(PAYMENT_MESSAGES.testPurchaseInProduction);
    await assertPermittedAudited(deps.audit, caller, can(caller.principal, 'payment:test'), {
      kind: 'payment.test',
      target: { type: 'report', id: reportId, label: null },
      message: PAYMENT_MESSAGES.testPurchaseStaffOnly,
    });
  }
  const report = await loadReport(deps.reports, caller, reportId, 'report:update');
  const origin = checkedOrigin(deps, input.returnOrigin);
  const offer = offerOf(await currentPackages(deps.settings), input.packageType);
  if (isPaid(report)) throw new ConflictError(PAYMENT_MESSAGES.alreadyPaid(packageName(report.packageType)));
  const now = deps.now();

  if (input.packageType === 'free') {
    const updated = await deps.reports.update(
      report.id,
      report.version,
      reportChanges(report, applyReportUpdate(report, { packageType: 'free' }, now)),
    );
    return { payment: null, checkoutUrl: null, report: updated };
  }

  const base: Omit<PaymentRecord, 'paymentId' | 'kind' | 'status'> = {
    reportId: report.id,
    reportTitle: report.title || reportDisplayTitle(report),
    organizationId: report.organizationId,
    organizationName: report.organizationId === caller.organizationId ? caller.accountName : null,
    packageType: offer.packageType,
    packageName: offer.name,
    amountCents: offer.priceCents,
    currency: PACKAGE_CURRENCY,
    deliveryTimeHours: deliveryWindowHours(offer.packageType),
    createdAt: now.toISOString(),
    createdBy: caller.userId,
    createdByName: caller.name,
    payerEmail: caller.email || null,
  };

  if (input.test) {
    const record: PaymentRecord = { ...base, paymentId: deps.newId(), kind: 'test', status: 'open' };
    await deps.payments.create(record);
    const { payment, report: paid } = await fulfilPayment(deps, record, { now });
    logger.info('Test purchase completed', { paymentId: record.paymentId, reportId: report.id, by: caller.userId });
    await deps.audit.record({
      kind: 'payment.test',
      outcome: 'success',
      actor: auditActor(caller),
      target: { type: 'payment', id: record.paymentId, label: base.reportTitle },
      sourceIp: caller.sourceIp,
      detail: { reportId: report.id, organizationId: report.organizationId, packageType: offer.packageType, amountCents: offer.priceCents },
    });
    return { payment: paymentView(payment), checkoutUrl: null, report: paid ?? report };
  }

  const records = await deps.payments.listByReport(report.organizationId, report.id);
  const reusable = await reusableCheckout(deps, records, offer.packageType, offer.priceCents, now);
  if (reusable) return { payment: paymentView(reusable), checkoutUrl: reusable.checkoutUrl ?? null, report };

  const paymentId = deps.newId();
  const query = `reportId=${encodeURIComponent(report.id)}&paymentId=${encodeURIComponent(paymentId)}`;
  let session;
  try {
    session = await deps.provider.createCheckout({
      paymentId,
      reportId: report.id,
      organizationId: report.organizationId,
      packageType: offer.packageType,
      productName: `Scout ${offer.name} scouting report`,
      description: `${base.reportTitle}: ${offer.summary}`.slice(0, 500),
      amountCents: offer.priceCents,
      currency: PACKAGE_CURRENCY,
      customerEmail: caller.email || null,
      successUrl: `${origin}/payment-success?${query}`,
      cancelUrl: `${origin}/buy-report?${query}&canceled=1`,
      expiresAt: new Date(now.getTime() + CHECKOUT_OPEN_MINUTES * 60 * 1000),
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      logger.error('The payment provider failed to open a checkout', { reportId: report.id, error: error.message });
      throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerDown);
    }
    throw error;
  }
  const record: PaymentRecord = {
    ...base,
    paymentId,
    kind: 'card',
    status: 'open',
    checkoutSessionId: session.sessionId,
    checkoutUrl: session.url,
    checkoutExpiresAt: session.expiresAt,
  };
  await deps.payments.create(record);
  return { payment: paymentView(record), checkoutUrl: session.url, report };
}

/** One payment (its receipt); another organisation's is indistinguishable from a missing one. */
export async function getPayment(deps: Pick<PaymentDeps, 'payments'>, caller: Caller, paymentId: string): Promise<Payment> {
  const record = await deps.payments.get(paymentId);
  if (!record || !can(caller.principal, 'report:list', { type: 'organization', organizationId: record.organizationId })) {
    throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
  }
  return paymentView(record);
}

/**
 * A page of the organisation's payments, newest first; staff see every organisation's (or the one they name).
 * Checkouts opened and never paid are left out unless asked for.
 */
export async function listPayments(
  deps: Pick<PaymentDeps, 'payments'>,
  caller: Caller,
  input: { organizationId?: string; includeUnfinished?: boolean; limit?: number; lastKey?: string },
) {
  let organizationId: string | null = caller.organizationId;
  if (input.organizationId && can(caller.principal, 'report:list', { type: 'organization', organizationId: input.organizationId })) {
    organizationId = input.organizationId;
  } else if (!input.organizationId && can(caller.principal, 'report:listAll')) organizationId = null;
  const page = await deps.payments.listByOrganization(organizationId, {
    limit: input.limit ?? PAYMENTS_PAGE_SIZE,
    lastKey: input.lastKey,
    includeUnfinished: input.includeUnfinished === true,
  });
  return { payments: page.items.map(paymentView), nextKey: page.nextKey };
}
