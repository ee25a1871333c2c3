import type { Report } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import type { ReportStore } from './ports';

export interface ListReportsInput {
  /** Honoured for administrators only. */
  organizationId?: string;
  showCompleted?: boolean;
}

/**
 * Administrators see every organisation's reports (or one organisation's when they ask for it); everyone
 * else sees only their own organisation's, whatever organization_id they send.
 */
export async function listReports(
  store: ReportStore,
  caller: Caller,
  input: ListReportsInput,
): Promise<{ reports: Report[]; total: number }> {
  let reports: Report[];
  if (!caller.isAdministrator) reports = await store.listByOrganization(caller.organizationId);
  else if (input.organizationId) reports = await store.listByOrganization(input.organizationId);
  else reports = await store.listAll();

  if (input.showCompleted === false) reports = reports.filter((r) => r.status !== 'completed');
  return { reports, total: reports.length };
}
