import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { reportIndexBackfill } from '../maintenance/backfill';
import type { BackfillPart } from '../ports';

/**
 * The backfill's parts, in the order a run goes through them: the route (composition/system.ts) and the CLI
 * (scripts/backfill) both run this list. A new index kept by every write of some object adds its part here
 * (the user word index: a part that pages the user store and has it write each user's missing word items).
 */
export function backfillParts(): BackfillPart[] {
  return [reportIndexBackfill(createDynamoReportStore())];
}
