import type { FieldZone } from '@scout/shared/domain/breakdown-filters';

/**
 * The situation the "What's next" panel predicts, as its selects hold it (null: any). Kept by the analytics
 * screen, so a table's row can fill it; the predictor itself loads with the panel (whats-next.ts).
 */
export interface SituationForm {
  down: number | null;
  distance: number | null;
  fieldZone: FieldZone | null;
  /** 'L', 'M' or 'R'. */
  hash: string | null;
  /** Two-minute (2:00 or less, 2nd or 4th quarter), outside it, or either. */
  twoMinute: boolean | null;
  /** The scouted team's score minus the other's (negative: behind). */
  scoreDifference: number | null;
  formation: string | null;
  personnel: string | null;
}

export const EMPTY_SITUATION: SituationForm = {
  down: null,
  distance: null,
  fieldZone: null,
  hash: null,
  twoMinute: null,
  scoreDifference: null,
  formation: null,
  personnel: null,
};

/** The tables whose rows are situations (the rest count calls: concepts, fronts, coverages, pressures, directions, gaps). */
const FILLING_TABLES = new Set(['down-distance', 'situations', 'field-zones', 'hash', 'formations', 'personnel']);

/** Situations-table rows that are not a situation the predictor reads. */
const NOT_A_SITUATION = new Set(['first-play-of-drive']);

/** Whether a table's row can fill the panel: a situation table's row with a value (not 'No formation'). */
export function rowFillsSituation(tableId: string, rowKey: string): boolean {
  return FILLING_TABLES.has(tableId) && rowKey !== 'null' && !NOT_A_SITUATION.has(rowKey);
}
