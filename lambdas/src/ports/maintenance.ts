import type { PageRequest } from '../core/page';

/** One batch of a backfill part: how many objects it read, the index items it wrote by kind, the next batch's key. */
export interface BackfillPage {
  scanned: number;
  /** Items written (with dryRun: that would be written), by kind of index item, e.g. reportWords. */
  written: Record<string, number>;
  nextKey: string | null;
}

/**
 * One kind of stored object whose index items the backfill writes for objects stored before the index existed
 * (maintenance/backfill.ts): it pages through every object of its kind by key, and has the object's own
 * store write what the object lacks, so the key rules stay in the store. The backfill runs its parts in
 * order ('reports', 'wordCounts', then 'users'); a new index adds a part, nothing else.
 */
export interface BackfillPart {
  /** Names the part in the answer and in the resume key, e.g. 'reports' or 'users'. */
  name: string;
  /** The kinds of index item it writes: each is counted in every answer, 0 when none. */
  writes: readonly string[];
  /** Mends one batch from `lastKey` on (the part's own previous nextKey); with dryRun writes nothing. */
  mendPage(request: PageRequest & { dryRun: boolean }): Promise<BackfillPage>;
}
