import type { Report, ReportStatus } from '@scout/shared/domain';

/** The dashboard's 'Filters' menu: a status filter applied to the fetched list. */
export type StatusFilter = 'all' | ReportStatus;

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All Reports',
  created: 'Pending Review',
  in_progress: 'In Progress',
  completed: 'Completed',
  paid: 'Paid',
  failed: 'Failed',
};

export const STATUS_FILTERS = Object.keys(STATUS_FILTER_LABELS) as StatusFilter[];

export function filterReportsByStatus<T extends Pick<Report, 'status'>>(reports: readonly T[], filter: StatusFilter): T[] {
  return filter === 'all' ? [...reports] : reports.filter((report) => report.status === filter);
}
