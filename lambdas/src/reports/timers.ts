import { PAID_REPORTS_LIMIT, type PaidReport } from '@scout/shared/api';
import { isReportOverdue, reportTimer, type Report, type Timer } from '@scout/shared/domain';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { loadReport } from './get-report';
import type { ReportStore } from './ports';

/** The statuses a paid report is in: paid, then in progress once its timer runs, then completed. */
const PAID_STATUSES = ['paid', 'in_progress', 'completed'] as const;

/** Staff see every organisation's reports; everyone else their own organisation's. */
function scopeOf(caller: Caller): string | null {
  return can(caller.principal, 'report:listAll') ? null : caller.organizationId;
}

async function paidReports(store: ReportStore, caller: Caller): Promise<Report[]> {
  const { reports } = await store.listPage({ organizationId: scopeOf(caller), statuses: PAID_STATUSES, limit: PAID_REPORTS_LIMIT });
  return reports.filter((report) => report.paymentStatus === 'completed' && report.packageType !== 'free');
}

/** Least time left first (the most overdue at the top); reports without a running timer last. */
const byTimeLeft = (a: Timer, b: Timer) => (a.remainingTime ?? Infinity) - (b.remainingTime ?? Infinity);

export async function getReportTimer(store: ReportStore, caller: Caller, reportId: string, now = new Date()): Promise<Timer> {
  return reportTimer(await loadReport(store, caller, reportId, 'report:read'), now);
}

/** Running timers of the reports the caller may see (the header and the dashboard's report cards). */
export async function listTimers(store: ReportStore, caller: Caller, now = new Date()): Promise<{ timers: Timer[] }> {
  const timers = (await paidReports(store, caller))
    .map((report) => reportTimer(report, now))
    .filter((timer) => timer.expiresAt !== null)
    .sort(byTimeLeft);
  return { timers };
}

/** Paid reports with their timers; overdue ones first (staff work them before anything else). */
export async function listPaidReports(store: ReportStore, caller: Caller, now = new Date()): Promise<{ reports: PaidReport[] }> {
  const reports = (await paidReports(store, caller))
    .map((report) => ({ report, timer: reportTimer(report, now), overdue: isReportOverdue(report, now) }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || byTimeLeft(a.timer, b.timer));
  return { reports };
}
