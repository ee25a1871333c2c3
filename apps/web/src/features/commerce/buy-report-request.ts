import { isReportFailed, PACKAGE_TYPES, type PackageType, type Report } from '@scout/shared/domain';

/** What '/buy-report' was asked for: from the navigation state (dashboard, report page) or the query (checkout cancelled). */
export interface BuyReportRequest {
  reportId: string | null;
  /** Known when the dashboard or the report page sent the coach; else read from the report. */
  reportTitle: string | null;
  /** The package to start with (the pricing page's choice), else Full. */
  packageType: PackageType;
  /** Back from a cancelled checkout: nothing was charged. */
  canceled: boolean;
}

/** The package the buy page starts with when none was chosen on the pricing page. */
export const DEFAULT_PURCHASE_PACKAGE: PackageType = 'full';

/** The query parameter the pricing page's 'Choose …' buttons set. */
export const PACKAGE_PARAM = 'package';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function isPackageType(value: unknown): value is PackageType {
  return typeof value === 'string' && (PACKAGE_TYPES as readonly string[]).includes(value);
}

/**
 * Reads the navigation state ({reportId, reportTitle}) first, then the query (`?reportId=…&canceled=1` when
 * Stripe sends a coach back from a cancelled checkout, `?package=express` from the pricing page).
 */
export function buyReportRequest(state: unknown, search: URLSearchParams): BuyReportRequest {
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const stateReportId = text(fromState.reportId);
  const packageParam = search.get(PACKAGE_PARAM);
  return {
    reportId: stateReportId ?? text(search.get('reportId')),
    reportTitle: stateReportId ? text(fromState.reportTitle) : null,
    packageType: isPackageType(packageParam) ? packageParam : DEFAULT_PURCHASE_PACKAGE,
    canceled: search.get('canceled') === '1',
  };
}

/** Paid for already (a paid package, payment completed): nothing more to buy. Free can still be upgraded. */
export function isReportPaidFor(report: Pick<Report, 'paymentStatus' | 'packageType'>): boolean {
  return report.paymentStatus === 'completed' && report.packageType !== 'free';
}

/** The reports a coach may still buy a package for: not paid for, and not failed. */
export function purchasableReports(reports: readonly Report[]): Report[] {
  return reports.filter((report) => !isReportPaidFor(report) && !isReportFailed(report));
}

/** What the buy-report page says. */
export const BUY_MESSAGES = {
  canceled: 'Checkout cancelled — nothing was charged.',
  startFailed: 'The checkout could not be started. Please try again.',
  reportNotFound: 'Report not found.',
  packagesFailed: 'The packages could not be loaded. Please try again.',
  nothingToBuy: 'Every one of your reports is paid for already.',
} as const;
