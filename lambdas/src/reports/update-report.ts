import { applyReportUpdate, hasAdminFields, type Report, type ReportUpdate } from '@scout/shared/domain';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ForbiddenError } from '../core/errors';
import { loadReport } from './get-report';
import type { ReportChanges, ReportStore } from '../ports';

/** Fields the store owns (keys, counters, version): never written back from an update. */
const STORE_OWNED = new Set<string>(['id', 'organizationId', 'createdAt', 'version', 'cardsCount', 'completionPercentage']);

/**
 * Edits a report. Package, payment, status and timer fields need 'report:setPayment' (a coach could
 * otherwise mark their own report paid), checked before the report is read, so a coach sending them answers
 * 403 whichever report they name; the state rules come from the shared applyReportUpdate. The write is
 * conditional on the version the client read (or, without one, the version read here): a concurrent
 * edit answers 409 instead of being overwritten.
 */
export async function updateReport(
  store: ReportStore,
  caller: Caller,
  id: string,
  update: ReportUpdate,
  now = new Date(),
): Promise<Report> {
  if (hasAdminFields(update) && !can(caller.principal, 'report:setPayment')) {
    throw new ForbiddenError('Only Scout staff can change the package, payment, status or timer of a report');
  }
  const current = await loadReport(store, caller, id, 'report:update');
  return store.update(id, update.version ?? current.version, reportChanges(current, applyReportUpdate(current, update, now)));
}

/** What a write must change to turn `current` into `next` (the rules' result): every field that differs, and updatedAt. */
export function reportChanges(current: Report, next: Report): ReportChanges {
  const changes: ReportChanges = {};
  for (const [field, value] of Object.entries(next)) {
    if (!STORE_OWNED.has(field) && value !== current[field as keyof Report]) Object.assign(changes, { [field]: value });
  }
  changes.updatedAt = next.updatedAt;
  return changes;
}
