import { REPORT_STATUSES, summarizeStatusCounts, type Report, type ReportStatus, type ReportSummary } from '@scout/shared/domain';
import { REPORTS_PAGE_SIZE } from '@scout/shared/api';
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
 * status and date filters, for the dashboard's tiles.
 *
 * The summary, and the total when no creation window is asked for, come from the store's counts by status;
 * only the page itself (and what it passes over) is read.
 */
export async function listReports(store: ReportStore, caller: Caller, input: ListReportsInput): Promise<ReportList> {
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
  };

  const dated = filter.createdFrom !== undefined || filter.createdTo !== undefined;
  let total: number;
  if (statuses.length === 0) total = 0;
  else if (dated) total = await store.count(filter);
  else total = statuses.reduce((sum, status) => sum + counts[status], 0);

  const page = input.page ?? 1;
  const limit = input.limit ?? REPORTS_PAGE_SIZE;
  const offset = (page - 1) * limit;
  const reports = offset < total ? await store.listPage({ ...filter, offset, limit, total }) : [];
  return { reports, total, page, limit, summary };
}
