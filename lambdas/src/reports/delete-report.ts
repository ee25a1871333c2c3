import type { Caller } from '../core/caller';
import { loadReport } from './get-report';
import { type ObjectStore } from './ports';
import {
  type CardStore,
  type ReportGroupStore,
  type ReportStore,
  type StorageChange,
  type StorageUsage,
  reportObjectPrefix,
  storageChangeOf,
} from '../ports';

export interface DeleteReportDeps {
  reports: ReportStore;
  cards: CardStore;
  objects: ObjectStore;
  storage: StorageUsage;
  /** The report leaves its group of linked reports, if it is in one. */
  groups: Pick<ReportGroupStore, 'removeReport'>;
  /** Buckets that may hold the report's objects (media, uploads). */
  buckets: string[];
}

/**
 * Deletes a report and everything that belongs to it: its cards with their activity, its assignments, its place in a group of linked reports and
 * its objects in every bucket (their bytes given back to the organisation's storage counters). Cards go first so that a failure half-way leaves the report visible
 * (and deletable again) rather than orphaned cards.
 */
export async function deleteReport(deps: DeleteReportDeps, caller: Caller, id: string): Promise<{ id: string; deleted: true }> {
  const report = await loadReport(deps.reports, caller, id, 'report:delete');
  let startKey: string | undefined;
  const freed: StorageChange[] = [];
  do {
    const page = await deps.cards.listByReport(id, { limit: 100, startKey });
    for (const card of page.cards) {
      await deps.cards.delete(card.id);
      for (const medium of card.media) freed.push(storageChangeOf(id, medium, -1));
    }
    startKey = page.nextKey ?? undefined;
  } while (startKey);
  for (const bucket of deps.buckets) await deps.objects.deletePrefix(bucket, reportObjectPrefix(report.organizationId, id));
  await deps.storage.add(report.organizationId, freed);
  await deps.groups.removeReport(id);
  await deps.reports.delete(id);
  return { id, deleted: true };
}
