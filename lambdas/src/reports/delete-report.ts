import type { Caller } from '../core/caller';
import type { CardStore } from '../cards/ports';
import { loadReport } from './get-report';
import { reportObjectPrefix, type ObjectStore, type ReportStore } from './ports';

export interface DeleteReportDeps {
  reports: ReportStore;
  cards: CardStore;
  objects: ObjectStore;
  /** Buckets that may hold the report's objects (media, uploads). */
  buckets: string[];
}

/**
 * Deletes a report and everything that belongs to it: its cards with their activity, its assignments and
 * its objects in every bucket. Cards go first so that a failure half-way leaves the report visible
 * (and deletable again) rather than orphaned cards.
 */
export async function deleteReport(deps: DeleteReportDeps, caller: Caller, id: string): Promise<{ id: string; deleted: true }> {
  const report = await loadReport(deps.reports, caller, id, 'report:delete');
  let startKey: string | undefined;
  do {
    const page = await deps.cards.listByReport(id, { limit: 100, startKey });
    for (const card of page.cards) await deps.cards.delete(card.id);
    startKey = page.nextKey ?? undefined;
  } while (startKey);
  for (const bucket of deps.buckets) await deps.objects.deletePrefix(bucket, reportObjectPrefix(report.organizationId, id));
  await deps.reports.delete(id);
  return { id, deleted: true };
}
