import { summarizeReports, type Report, type ReportStatus, type ReportSummary } from '@scout/shared/domain';
import { REPORTS_PAGE_SIZE } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import type { ReportStore } from './ports';

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

/**
 * Internal staff see every organisation's reports ('report:listAll'), or one organisation's when they ask
 * for it ('report:list'); everyone else sees only their own organisation's, whatever organization_id they
 * send. Filtered by status and creation time, paged (25 a page by default), newest first; the summary
 * counts every page before the status and date filters, for the dashboard's tiles.
 */
export async function listReports(store: ReportStore, caller: Caller, input: ListReportsInput): Promise<ReportList> {
  let reports: Report[];
  const requested = input.organizationId;
  if (requested && can(caller.principal, 'report:list', { type: 'organization', organizationId: requested })) {
    reports = await store.listByOrganization(requested);
  } else if (!requested && can(caller.principal, 'report:listAll')) reports = await store.listAll();
  else reports = await store.listByOrganization(caller.organizationId);

  if (input.showCompleted === false) reports = reports.filter((r) => r.status !== 'completed');
  const summary = summarizeReports(reports);
  const from = input.createdFrom ? Date.parse(input.createdFrom) : -Infinity;
  const to = input.createdTo ? Date.parse(input.createdTo) : Infinity;
  reports = reports.filter((r) => {
    const created = Date.parse(r.createdAt);
    return (!input.status || r.status === input.status) && created >= from && created < to;
  });
  const page = input.page ?? 1;
  const limit = input.limit ?? REPORTS_PAGE_SIZE;
  return {
    reports: reports.slice((page - 1) * limit, page * limit),
    total: reports.length,
    page,
    limit,
    summary,
  };
}
