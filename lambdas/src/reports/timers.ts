import { PAID_REPORTS_PAGE_SIZE, type PaidReport } from '@scout/shared/api';
import { isReportOverdue, reportTimer, type Timer } from '@scout/shared/domain';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { loadReport } from './get-report';
import type { ReportStore } from '../ports';

/** Staff see every organisation's reports; everyone else their own organisation's. */
function scopeOf(caller: Caller): string | null {
  return can(caller.principal, 'report:listAll') ? null : caller.organizationId;
}

export interface PaidPageInput {
  limit?: number;
  lastKey?: string;
}

export async function getReportTimer(store: ReportStore, caller: Caller, reportId: string, now = new Date()): Promise<Timer> {
  return reportTimer(await loadReport(store, caller, reportId, 'report:read'), now);
}

/**
 * A page of the running timers of the open paid reports the caller may see (the header and the dashboard's
 * report cards), least time left first.
 */
export async function listTimers(
  store: ReportStore,
  caller: Caller,
  input: PaidPageInput = {},
  now = new Date(),
): Promise<{ timers: Timer[]; nextKey: string | null }> {
  const page = await store.listPaid({
    organizationId: scopeOf(caller),
    running: true,
    limit: input.limit ?? PAID_REPORTS_PAGE_SIZE,
    lastKey: input.lastKey,
  });
  return { timers: page.items.map((report) => reportTimer(report, now)), nextKey: page.nextKey };
}

/**
 * A page of the paid reports with their timers: open ones by time left (those whose timer ran out, overdue,
 * at the top: staff work them before anything else), then completed ones.
 */
export async function listPaidReports(
  store: ReportStore,
  caller: Caller,
  input: PaidPageInput = {},
  now = new Date(),
): Promise<{ reports: PaidReport[]; nextKey: string | null }> {
  const page = await store.listPaid({
    organizationId: scopeOf(caller),
    limit: input.limit ?? PAID_REPORTS_PAGE_SIZE,
    lastKey: input.lastKey,
  });
  return {
    reports: page.items.map((report) => ({ report, timer: reportTimer(report, now), overdue: isReportOverdue(report, now) })),
    nextKey: page.nextKey,
  };
}
