import type { Report } from '@scout/shared/domain';
import { can, type ReportAction, type ReportResource } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ForbiddenError, NotFoundError } from '../core/errors';
import type { ReportStore } from '../ports';

export const NOT_PERMITTED = 'You do not have permission to do this';

export function reportResource(report: Report): ReportResource {
  return { type: 'report', id: report.id, organizationId: report.organizationId };
}

/**
 * Loads a report for an action. A report the caller may not read (another organisation's) is
 * indistinguishable from a missing one: 404. One they may read but not act on this way: 403.
 */
export async function loadReport(store: ReportStore, caller: Caller, id: string, action: ReportAction): Promise<Report> {
  const report = await store.get(id);
  if (!report || !can(caller.principal, 'report:read', reportResource(report))) {
    throw new NotFoundError('Report not found');
  }
  if (!can(caller.principal, action, reportResource(report))) throw new ForbiddenError(NOT_PERMITTED);
  return report;
}

/** A report the caller may read; anything else is the same 404. */
export function getReport(store: ReportStore, caller: Caller, id: string): Promise<Report> {
  return loadReport(store, caller, id, 'report:read');
}
