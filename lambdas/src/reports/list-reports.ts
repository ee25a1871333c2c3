import { summarizeReports, type Report, type ReportSummary } from '@scout/shared/domain';
import { REPORTS_PAGE_SIZE } from '@scout/shared/api';
import type { Caller } from '../core/caller';
import type { ReportStore } from './ports';

export interface ListReportsInput {
  /** Honoured for administrators only. */
  organizationId?: string;
  showCompleted?: boolean;
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
 * Administrators see every organisation's reports (or one organisation's when they ask for it); everyone
 * else sees only their own organisation's, whatever organization_id they send. Paged (25 a page by
 * default), newest first; the summary counts every page, for the dashboard's tiles.
 */
export async function listReports(store: ReportStore, caller: Caller, input: ListReportsInput): Promise<ReportList> {
  let reports: Report[];
  if (!caller.isAdministrator) reports = await store.listByOrganization(caller.organizationId);
  else if (input.organizationId) reports = await store.listByOrganization(input.organizationId);
  else reports = await store.listAll();

  if (input.showCompleted === false) reports = reports.filter((r) => r.status !== 'completed');
  const page = input.page ?? 1;
  const limit = input.limit ?? REPORTS_PAGE_SIZE;
  return {
    reports: reports.slice((page - 1) * limit, page * limit),
    total: reports.length,
    page,
    limit,
    summary: summarizeReports(reports),
  };
}
