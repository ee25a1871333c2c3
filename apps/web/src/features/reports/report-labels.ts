import type { ChipProps } from '@mui/material/Chip';
import {
  DELIVERY_WINDOW_HOURS,
  PACKAGE_TYPES,
  type PackageChip,
  type PackageType,
  type PaymentStatus,
  type Report,
  staffReviewApplies,
} from '@scout/shared/domain';
import { REPORT_STATUS_LABELS } from '../../lib/report-labels';

export { PACKAGE_LABELS, packageDeadlineLabel } from '../../lib/report-labels';

/** Packages from the fastest delivery to none, as the create form offers them. */
export const PACKAGES_BY_SPEED: readonly PackageType[] = [...PACKAGE_TYPES].sort((a, b) => {
  const left = DELIVERY_WINDOW_HOURS[a] || Number.POSITIVE_INFINITY;
  const right = DELIVERY_WINDOW_HOURS[b] || Number.POSITIVE_INFINITY;
  return left - right;
});

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  completed: 'Paid',
};

/**
 * A report's status as its coach reads it. A free report is his own breakdown: no staff review or payment
 * applies, so instead of 'Pending Review' it says how far the breakdown is ('40% broken down'; 'Completed').
 */
export function coachStatusLabel(report: Pick<Report, 'status' | 'packageType' | 'paymentStatus' | 'completionPercentage'>): string {
  if (staffReviewApplies(report) || report.status === 'completed' || report.status === 'failed') return REPORT_STATUS_LABELS[report.status];
  return report.completionPercentage >= 100 ? 'Broken down' : `${report.completionPercentage}% broken down`;
}

/** The payment line of a report: none for a free report (nothing to pay, nothing pending). */
export function paymentStatusLabel(report: Pick<Report, 'packageType' | 'paymentStatus'>): string | null {
  return staffReviewApplies(report) ? PAYMENT_STATUS_LABELS[report.paymentStatus] : null;
}

export const LOCATION_LABELS: Record<Report['location'], string> = { home: 'Home', away: 'Away' };
export const REPORT_TYPE_LABELS: Record<Report['reportType'], string> = { defense: 'Defense', offense: 'Offense' };

/** The analysis add-on's kinds: the report analytics pages Scout offers. No fixed list is required; this one is Scout's. */
export const ANALYSIS_TYPES = ['Play Concepts', 'Down & Distance', 'Formation Analysis', 'LMR Hash'] as const;

/** Colours of the package chip (packageChip in shared decides the label). */
export const PACKAGE_CHIP_COLORS: Record<PackageChip, ChipProps['color']> = {
  Free: 'default',
  Express: 'secondary',
  Full: 'primary',
  Assist: 'info',
  Unpaid: 'warning',
  'Import Failed': 'error',
};

/** 'N cards', singular for one. */
export function cardCountLabel(count: number): string {
  return count === 1 ? '1 card' : `${count} cards`;
}
