import { applyReportUpdate, hasAdminFields, type Report, type ReportUpdate } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import { ForbiddenError } from '../core/errors';
import { getReport } from './get-report';
import type { ReportChanges, ReportStore } from './ports';

/** Fields applyReportUpdate may change, written back as a partial update (counters untouched). */
const WRITABLE: (keyof ReportChanges)[] = [
  'title', 'opponentName', 'opponentAbbreviation', 'location', 'reportType', 'jerseyColor', 'hasAnalysisAddon',
  'analysisType', 'hasSummaryAddon', 'packageType', 'paymentStatus', 'paidAt', 'status', 'deliveryTimeHours',
  'timerStartedAt', 'timerExpiresAt', 'deadline', 'updatedAt',
];

/**
 * Edits a report. Package, payment, status and timer fields are internal staff's (a coach could otherwise
 * mark their own report paid); the state rules come from the shared applyReportUpdate. The write is
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
  if (hasAdminFields(update) && !caller.isAdministrator) {
    throw new ForbiddenError('Only Scout staff can change the package, payment, status or timer of a report');
  }
  const current = await getReport(store, caller, id);
  const next = applyReportUpdate(current, update, now);
  const changes: ReportChanges = {};
  for (const field of WRITABLE) {
    if (next[field] !== current[field]) Object.assign(changes, { [field]: next[field] });
  }
  changes.updatedAt = next.updatedAt;
  return store.update(id, update.version ?? current.version, changes);
}
