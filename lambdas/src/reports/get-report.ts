import type { Report } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import { NotFoundError } from '../core/errors';
import type { ReportStore } from './ports';

/** Another organisation's report is indistinguishable from a missing one: 404. */
export async function getReport(store: ReportStore, caller: Caller, id: string): Promise<Report> {
  const report = await store.get(id);
  if (!report || (!caller.isAdministrator && report.organizationId !== caller.organizationId)) {
    throw new NotFoundError('Report not found');
  }
  return report;
}
