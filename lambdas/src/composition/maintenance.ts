import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { peopleIndexBackfill, reportIndexBackfill, reportWordCountsBackfill } from '../maintenance/backfill';
import type { BackfillPart } from '../ports';

/**
 * The backfill's parts, in the order a run goes through them: the route (composition/system.ts) and the CLI
 * (scripts/backfill) both run this list. A new index kept by every write of some object adds its part here:
 * the reports' word index and paid queue, the word index's counts, then User Management's listing and word
 * index of people.
 */
export function backfillParts(): BackfillPart[] {
  const reports = createDynamoReportStore();
  return [reportIndexBackfill(reports), reportWordCountsBackfill(reports), peopleIndexBackfill(createDynamoUserStore())];
}
