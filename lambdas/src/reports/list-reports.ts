import {
  REPORT_STATUSES,
  summarizeStatusCounts,
  type PackageType,
  type PaymentStatus,
  type Report,
  type ReportStatus,
  type ReportSummary,
} from '@scout/shared/domain';
import { REPORTS_PAGE_SIZE, REPORTS_SORT_LIMIT } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import type { ReportFilter, ReportStore } from './ports';

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
  page?: number;
  limit?: number;
}

export interface ReportList {
  reports: Report[];
  total: number;
  page: number;
  limit: number;
  summary: ReportSummary;
}

/** An instant in the one form stored creation times have (UTC, milliseconds), so instants compare as text. */
const canonicalInstant = (instant: string | undefined) => (instant === undefined ? undefined : new Date(instant).toISOString());

/**
 * Administrators see every organisation's reports (or one organisation's when they ask for it); everyone
 * else sees only their own organisation's, whatever organization_id they send. Filtered by status and
 * creation time, paged (25 a page by default), newest first; the summary counts every page before the
 * status and date filters, for the dashboard's tiles. Staff's Manage Reports also filters by package, payment
 * and overdue, and may sort by the nearest deadline.
 *
 * The summary, and the total when no creation window is asked for, come from the store's counts by status;
 * only the page itself (and what it passes over) is read.
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

  // Filters the counts by status cannot answer are counted with a Query.
  const dated =
    filter.createdFrom !== undefined ||
    filter.createdTo !== undefined ||
    filter.packageType !== undefined ||
    filter.paymentStatus !== undefined ||
    filter.overdueAt !== undefined ||
    filter.unassigned === true;
  let total: number;
  if (statuses.length === 0) total = 0;
  else if (dated) total = await store.count(filter);
  else total = statuses.reduce((sum, status) => sum + counts[status], 0);

  const page = input.page ?? 1;
  const limit = input.limit ?? REPORTS_PAGE_SIZE;
  const offset = (page - 1) * limit;
  if (input.sort === 'deadline') {
    // DynamoDB keeps reports in creation order only: the matches (at most REPORTS_SORT_LIMIT) are read and ordered here.
    const matching =
      offset < total ? await store.listPage({ ...filter, offset: 0, limit: Math.min(total, REPORTS_SORT_LIMIT), total }) : [];
    return { reports: matching.sort(byDeadline).slice(offset, offset + limit), total, page, limit, summary };
  }
  const reports = offset < total ? await store.listPage({ ...filter, offset, limit, total }) : [];
  return { reports, total, page, limit, summary };
}
