import type { Page, PageRequest } from '../core/page';
import type { PackageType, PaymentStatus, Report, ReportStatus } from '@scout/shared/domain';

/** The fields a write may change; keys, counters and version are the store's business. */
export type ReportChanges = Partial<
  Omit<Report, 'id' | 'organizationId' | 'createdAt' | 'version' | 'cardsCount' | 'completionPercentage' | 'assignedStaffIds'>
>;

/** Which reports a list reads: one organisation's or every organisation's, some statuses, a creation window. */
export interface ReportFilter {
  /** One organisation's reports, or every organisation's when null (staff only). */
  organizationId: string | null;
  /** Only reports in one of these statuses; every status when absent. */
  statuses?: readonly ReportStatus[];
  /** Created at or after this instant (ISO). */
  createdFrom?: string;
  /** Created before this instant (ISO, exclusive). */
  createdTo?: string;
  packageType?: PackageType;
  paymentStatus?: PaymentStatus;
  /** Only reports overdue at this instant (ISO): timer expired by then, not completed, cards not all complete. */
  overdueAt?: string;
  /** Only reports no staff member is assigned to. */
  unassigned?: boolean;
}

export interface ReportPageQuery extends ReportFilter {
  limit: number;
  /**
   * Only reports matching every one of these search words (searchWords of the search text), read from the
   * search index by the most selective (mostSelectiveWord; leadingSearchWord must find one).
   */
  search?: readonly string[];
  /**
   * Another order than newest first: the first `max` matches are read and ordered by `compare` (`name`
   * binds the page keys to it).
   */
  orderBy?: { name: string; compare: (a: Report, b: Report) => number; max: number };
  /** The `nextKey` of the previous page of the same query; the first page when absent. */
  after?: string;
}

/** One page of a list and the key of the next (null on the last page). */
export interface ReportPage {
  reports: Report[];
  nextKey: string | null;
}

export type ReportCounts = Record<ReportStatus, number>;

/** A page of the paid reports: one organisation's or every organisation's (null, staff only). */
export interface PaidReportPageQuery extends PageRequest {
  organizationId: string | null;
  /** Only open reports whose delivery timer runs (the timers list). */
  running?: boolean;
}

/**
 * What mending a stored report's indexes wrote: word items of the search index, paid-report queue items, and
 * the search index's word counts established for a partition of the index that had none.
 */
export interface ReportIndexRepairs {
  reportWords: number;
  paidReports: number;
  reportWordCounts: number;
}

/**
 * The word counts of one partition of the report search index (an organisation's, or every organisation's
 * when organizationId is null, for the words starting with `bucket`): how many word items start with each
 * word start, as stored.
 */
export interface ReportWordCounts {
  organizationId: string | null;
  bucket: string;
  counts: Record<string, number>;
}

export interface ReportStore {
  get(id: string): Promise<Report | null>;
  /**
   * A page of the matching reports, newest first (or in `orderBy`), from `after` on. Reads the page and the
   * reports its filters leave out, whatever the page's position; a key issued for another query (filters,
   * search, order or organisation) is refused (ValidationError NOT_A_PAGE_KEY). A page may hold fewer than
   * `limit` reports and still have a next one, when its filters left out more than a page's reading allows.
   */
  listPage(query: ReportPageQuery): Promise<ReportPage>;
  /** How many reports match; reads only the creation window asked for. */
  count(filter: ReportFilter): Promise<number>;
  /** How many reports one organisation (or every organisation, null) holds in each status, without reading them. */
  countByStatus(organizationId: string | null): Promise<ReportCounts>;
  /** Every organisation's reports, newest first (the local stack's restart; never a request path). */
  listAll(): Promise<Report[]>;
  /**
   * A page of the paid reports (package not Free, payment completed), open ones before completed ones, each
   * least time left first and those without a running timer last. Reads the page only, wherever it is.
   */
  listPaid(query: PaidReportPageQuery): Promise<Page<Report>>;
  /** Writes a new report; fails if the id exists. */
  create(report: Report): Promise<void>;
  /**
   * Applies changes if the stored version is still `expectedVersion` and bumps it; otherwise throws
   * ConflictError (or NotFoundError when the report is gone).
   */
  update(id: string, expectedVersion: number, changes: ReportChanges): Promise<Report>;
  /** Deletes the report and every item kept under it (assignments); cards are deleted by their store. */
  delete(id: string): Promise<void>;
  /**
   * Writes the index items a stored report lacks, as its writes would have left them: the words its search
   * finds it by and its place in the paid reports' queue (a report stored before those indexes existed has
   * neither). With `dryRun` nothing is written. Counts the items written (or to write); once a report is
   * mended, mending it again writes nothing.
   */
  mendIndexes(report: Report, options: { dryRun: boolean }): Promise<ReportIndexRepairs>;
  /** A page of the search index's stored word counts, one partition of the index each, by key. */
  wordCountsPage(request: PageRequest): Promise<Page<ReportWordCounts>>;
  /**
   * Counts the word items of the partition again and moves the stored counts by what differs (a count the
   * writes left out of step: a write that stopped between its word items and its counts). True when they
   * differed (with `dryRun` nothing is written); mending them again answers false.
   */
  mendWordCounts(stored: ReportWordCounts, options: { dryRun: boolean }): Promise<boolean>;
  recordView(id: string, at: string): Promise<{ viewCount: number; lastViewedAt: string }>;
  /** Reserves the next card number (an atomic counter: concurrent creates never share a number). */
  nextCardNumber(id: string): Promise<number>;
  /**
   * Moves the card counters the completion percentage is derived from (total; complete: status complete;
   * filled: breakdown filled in, isPlayBrokenDown); returns the report as the counter update left it (null if
   * nothing moved or it is gone).
   */
  adjustCardCounts(id: string, delta: { total?: number; complete?: number; filled?: number }): Promise<Report | null>;
}

/** Where a report's objects live in every bucket: the server builds keys, never the client. */
export function reportObjectPrefix(organizationId: string, reportId: string): string {
  return `organizations/${organizationId}/reports/${reportId}/`;
}
