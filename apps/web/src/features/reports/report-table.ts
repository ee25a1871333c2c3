import { DEFAULT_OPPONENT_NAME, PACKAGE_TYPES, type Report, type ReportStatus } from '@scout/shared/domain';

/** The report list's search and sort ('/reportlist', '/reports'), on the client. */
export type ReportSortKey = 'created' | 'opponent' | 'status' | 'package' | 'deadline' | 'completion';
export type SortDirection = 'asc' | 'desc';

export interface ReportSort {
  key: ReportSortKey;
  direction: SortDirection;
}

export const DEFAULT_REPORT_SORT: ReportSort = { key: 'created', direction: 'desc' };

/** The direction a column starts in when first chosen: newest, nearest, most complete first where it helps. */
export const FIRST_DIRECTION: Record<ReportSortKey, SortDirection> = {
  created: 'desc',
  opponent: 'asc',
  status: 'asc',
  package: 'asc',
  deadline: 'asc',
  completion: 'desc',
};

type TableReport = Pick<
  Report,
  | 'id'
  | 'title'
  | 'opponentName'
  | 'opponentAbbreviation'
  | 'status'
  | 'packageType'
  | 'timerExpiresAt'
  | 'deadline'
  | 'completionPercentage'
  | 'createdAt'
>;

/** Matches the title, the opponent's name or its abbreviation, ignoring case and extra spaces. */
export function searchReports<T extends TableReport>(reports: readonly T[], term: string): T[] {
  const words = term.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...reports];
  return reports.filter((report) => {
    const haystack = [report.title, report.opponentName ?? '', report.opponentAbbreviation ?? ''].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** When the report is due: the running timer's expiry, else its deadline; null when it has none. */
export function reportDueAt(report: Pick<Report, 'timerExpiresAt' | 'deadline'>): string | null {
  return report.timerExpiresAt ?? report.deadline ?? null;
}

/** A report's life: created, paid, in progress, completed; failed ones last. */
const LIFECYCLE: readonly ReportStatus[] = ['created', 'paid', 'in_progress', 'completed', 'failed'];
const STATUS_ORDER = new Map<string, number>(LIFECYCLE.map((status, index) => [status, index]));
const PACKAGE_ORDER = new Map<string, number>(PACKAGE_TYPES.map((type, index) => [type, index]));

function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The value a column sorts by; null sorts last whatever the direction. */
function sortValue(report: TableReport, key: ReportSortKey): number | string | null {
  switch (key) {
    case 'created':
      return timeOf(report.createdAt);
    case 'opponent':
      return (report.opponentName?.trim() || DEFAULT_OPPONENT_NAME).toLowerCase();
    case 'status':
      return STATUS_ORDER.get(report.status) ?? null;
    case 'package':
      return PACKAGE_ORDER.get(report.packageType) ?? null;
    case 'deadline':
      return timeOf(reportDueAt(report));
    case 'completion':
      return report.completionPercentage;
  }
}

function compareValues(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** A stable sort by one column; ties fall back to newest first, then id. Reports without a value go last. */
export function sortReports<T extends TableReport>(reports: readonly T[], sort: ReportSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...reports].sort((a, b) => {
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    if (left === null && right !== null) return 1;
    if (right === null && left !== null) return -1;
    if (left !== null && right !== null) {
      const order = compareValues(left, right);
      if (order !== 0) return sign * order;
    }
    const newest = (timeOf(b.createdAt) ?? 0) - (timeOf(a.createdAt) ?? 0);
    return newest !== 0 ? newest : a.id.localeCompare(b.id);
  });
}

/** Clicking a column: the same column flips its direction, another starts in its first direction. */
export function nextSort(current: ReportSort, key: ReportSortKey): ReportSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: FIRST_DIRECTION[key] };
}
