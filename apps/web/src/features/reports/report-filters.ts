import type { RouteQuery } from '@scout/shared/api';
import type { ReportStatus } from '@scout/shared/domain';
import { REPORT_STATUS_LABELS } from '../../lib/report-labels';

/** The dashboard's 'Filters': a status and a creation-date range, applied by the server. */
export type StatusFilter = 'all' | ReportStatus;

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = { all: 'All Reports', ...REPORT_STATUS_LABELS };

export const STATUS_FILTERS = Object.keys(STATUS_FILTER_LABELS) as StatusFilter[];

export interface ReportFilters {
  status: StatusFilter;
  /** First day of the creation range, 'YYYY-MM-DD' in the viewer's time zone; null: open. */
  createdFrom: string | null;
  /** Last day of the creation range (inclusive), 'YYYY-MM-DD'; null: open. */
  createdTo: string | null;
}

export const NO_FILTERS: ReportFilters = { status: 'all', createdFrom: null, createdTo: null };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight of a 'YYYY-MM-DD' day, as epoch milliseconds; null for anything else. */
function startOfDay(day: string | null): number | null {
  if (!day || !DAY_PATTERN.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const time = new Date(year, month - 1, date).getTime();
  return Number.isNaN(time) ? null : time;
}

/** Start of the day after, so the range includes every moment of its last day. */
function startOfNextDay(day: string | null): number | null {
  const start = startOfDay(day);
  if (start === null) return null;
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  return next.getTime();
}

/**
 * The filters as listReports query parameters: the server filters every page. Days are the viewer's local
 * days: from its first moment (createdFrom) to the first moment of the day after the last (createdTo,
 * exclusive), sent as ISO instants.
 */
export function reportFiltersQuery(filters: ReportFilters): Pick<RouteQuery<'listReports'>, 'status' | 'createdFrom' | 'createdTo'> {
  const from = startOfDay(filters.createdFrom);
  const to = startOfNextDay(filters.createdTo);
  return {
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(from === null ? {} : { createdFrom: new Date(from).toISOString() }),
    ...(to === null ? {} : { createdTo: new Date(to).toISOString() }),
  };
}

/** How many filters narrow the list (the badge on 'Filters'). */
export function activeFilterCount(filters: ReportFilters): number {
  return (filters.status === 'all' ? 0 : 1) + (filters.createdFrom ? 1 : 0) + (filters.createdTo ? 1 : 0);
}

/** A range whose start is after its end matches nothing; the filter form says so. */
export function isDateRangeInverted(filters: Pick<ReportFilters, 'createdFrom' | 'createdTo'>): boolean {
  const from = startOfDay(filters.createdFrom);
  const to = startOfDay(filters.createdTo);
  return from !== null && to !== null && from > to;
}
