import { DELIVERY_WINDOW_HOURS, type PackageType, type ReportStatus } from '@scout/shared/domain';

// Screen words for report fields several features show. They live in the web app, not in @scout/shared: a
// shared module is in the first load (the contract needs it), and everything a lazy page used from it would be
// too.

/** The packages' names as screens show them. */
export const PACKAGE_LABELS: Record<PackageType, string> = {
  free: 'Free',
  assist: 'Assist',
  full: 'Full',
  express: 'Express',
};

/** The package's delivery window in short: '24 h delivery', free 'No deadline'. */
export function packageDeadlineLabel(packageType: PackageType): string {
  const hours = DELIVERY_WINDOW_HOURS[packageType];
  return hours > 0 ? `${hours} h delivery` : 'No deadline';
}

/** The statuses as screens name them (a created report reads Pending Review). */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  created: 'Pending Review',
  in_progress: 'In Progress',
  completed: 'Completed',
  paid: 'Paid',
  failed: 'Failed',
};
