import type { ChipProps } from '@mui/material/Chip';
import {
  DELIVERY_WINDOW_HOURS,
  PACKAGE_TYPES,
  type PackageChip,
  type PackageType,
  type PaymentStatus,
  type Report,
} from '@scout/shared/domain';

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
