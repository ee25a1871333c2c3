import {
  leadingSearchWord,
  MAX_SEARCH_WORDS,
  REPORT_STATUSES,
  SEARCH_TOO_SHORT,
  searchWords,
  summarizeStatusCounts,
  type PackageType,
  type PaymentStatus,
  type Report,
  type ReportStatus,
  type ReportSummary,
} from '@scout/shared/domain';
import { REPORTS_PAGE_SIZE, REPORTS_SORT_LIMIT } from '@scout/shared/api';
import { ValidationError } from '../core/errors';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import type { ReportFilter, ReportPageQuery, ReportStore } from '../ports';

export interface ListReportsInput {
  /** Honoured when the caller may list that organisation's reports ('report:list'). */
  organizationId?: string;
  showCompleted?: boolean;
  status?: ReportStatus;
  createdFrom?: string;
  createdTo?: string;
  packageType?: PackageType;
  paymentStatus?: PaymentStatus;
  /** Only reports overdue now. */
  overdue?: boolean;
  /** Only reports no staff member is assigned to. */
  unassigned?: boolean;
  sort?: 'created' | 'deadline';
  /** Search text: reports with words starting with each of its words (opponent name, title, abbreviation). */
  q?: string;
  /** The previous page's nextKey. */
  lastKey?: string;
  /** A numbered page: walks the pages before it, counted from the page lastKey names when one is given. */
  page?: number;
  limit?: number;
}

export interface ReportList {
  reports: Report[];
  /** Matching reports over all pages; null for a search (not counted). */
  total: number | null;
  page: number;
  limit: number;
  nextKey: string | null;
  summary: ReportSummary;
}

/** An instant in the one form stored creation times have (UTC, milliseconds), so instants compare as text. */
const canonicalInstant = (instant: string | undefined) => (instant === undefined ? undefined : new Date(instant).toISOString());

/**
 * Administrators see every organisation's reports (or one organisation's when they ask for it); everyone
 * else sees only their own organisation's, whatever organization_id they send. Filtered by status, creation
 * time, package, payment, overdue and assignment, searched by word, newest first, a page at a time (25 by
 * default): each page answers the key of the next, and reads only its own reports whatever its position.
 * The summary counts every page before the status and date filters, for the dashboard's tiles. Staff's
 * Manage Reports may sort by the nearest deadline: the first REPORTS_SORT_LIMIT matches are then ordered.
 *
 * The summary, and the total when no creation window is asked for, come from the store's counts by status;
 * a search is not counted (its total is null).
 */
/** A report's delivery deadline: its timer's expiry, else the deadline it was given (null: none). */
function deadlineOf(report: Report): string | null {
  return report.timerExpiresAt ?? report.deadline ?? null;
}

/** Nearest deadline first (instants compared as times), reports without one last, then newest first. */
function byDeadline(a: Report, b: Report): number {
  const [da, db] = [deadlineOf(a), deadlineOf(b)];
  if (da !== db) {
    if (da === null) return 1;
    if (db === null) return -1;
    const diff = Date.parse(da) - Date.parse(db);
    if (diff !== 0) return diff;
  }
  return b.createdAt.localeCompare(a.createdAt);
}

export async function listReports(store: ReportStore, caller: Caller, input: ListReportsInput, now = new Date()): Promise<ReportList> {
  const requested = input.organizationId;
  let organizationId: string | null;
  if (requested && can(caller.principal, 'report:list', { type: 'organization', organizationId: requested })) organizationId = requested;
  else if (!requested && can(caller.principal, 'report:listAll')) organizationId = null;
  else organizationId = caller.organizationId;
  const counts = await store.countByStatus(organizationId);

  const shown = REPORT_STATUSES.filter((status) => input.showCompleted !== false || status !== 'completed');
  const summary = summarizeStatusCounts(Object.fromEntries(shown.map((status) => [status, counts[status]])));
  const statuses = input.status ? shown.filter((status) => status === input.status) : shown;
  const filter: ReportFilter = {
    organizationId,
    ...(statuses.length < REPORT_STATUSES.length ? { statuses } : {}),
    createdFrom: canonicalInstant(input.createdFrom),
    createdTo: canonicalInstant(input.createdTo),
    ...(input.packageType ? { packageType: input.packageType } : {}),
    ...(input.paymentStatus ? { paymentStatus: input.paymentStatus } : {}),
    ...(input.overdue ? { overdueAt: now.toISOString() } : {}),
    ...(input.unassigned ? { unassigned: true } : {}),
  };

  const search = input.q ? searchWords(input.q) : [];
  if (search.length > MAX_SEARCH_WORDS) throw new ValidationError(`Search at most ${MAX_SEARCH_WORDS} words`);
  if (search.length > 0 && leadingSearchWord(search) === null) throw new ValidationError(SEARCH_TOO_SHORT);

  // Filters the counts by status cannot answer are counted with a Query; a search is not counted.
  const dated =
    filter.createdFrom !== undefined ||
    filter.createdTo !== undefined ||
    filter.packageType !== undefined ||
    filter.paymentStatus !== undefined ||
    filter.overdueAt !== undefined ||
    filter.unassigned === true;
  let total: number | null;
  if (statuses.length === 0) total = 0;
  else if (search.length > 0) total = null;
  else if (dated) total = await store.count(filter);
  else total = statuses.reduce((sum, status) => sum + counts[status], 0);

  const limit = input.limit ?? REPORTS_PAGE_SIZE;
  if (statuses.length === 0) return { reports: [], total, page: input.page ?? 1, limit, nextKey: null, summary };
  const query: ReportPageQuery = {
    ...filter,
    limit,
    ...(search.length > 0 ? { search } : {}),
    ...(input.sort === 'deadline' ? { orderBy: { name: 'deadline', compare: byDeadline, max: REPORTS_SORT_LIMIT } } : {}),
  };
  // lastKey alone reads the page it names only. A numbered page walks the pages before it: from the first
  // page, or with lastKey from the page that key names (page 1 being that page), so a pager that jumps past
  // the pages it holds keys for walks only the pages in between.
  const page = input.page ?? 1;
  let after = input.lastKey;
  for (let skipped = 1; skipped < page; skipped += 1) {
    const before = await store.listPage({ ...query, ...(after ? { after } : {}) });
    if (before.nextKey === null) return { reports: [], total, page, limit, nextKey: null, summary };
    after = before.nextKey;
  }
  const { reports, nextKey } = await store.listPage({ ...query, ...(after ? { after } : {}) });
  return { reports, total, page, limit, nextKey, summary };
}
