import { conceptOf } from '../breakdown-filters';
import type { TendencyInput } from './plays';
import { sideOfPlay, type Side } from './sides';

/**
 * Which breakdown columns a sheet has, read from its plays: a column counts as there when at least one play of
 * the side read has a value in it. A view or a printed table that stands on a column the sheet lacks says so
 * ('This breakdown has no HASH column') instead of one 'No hash' row holding every play.
 */

export const TAGGED_FIELDS = [
  'hash',
  'formation',
  'concept',
  'playType',
  'down',
  'yardLine',
  'personnel',
  'playDirection',
  'runGap',
  'front',
  'coverage',
  'pressure',
] as const;
export type TaggedField = (typeof TAGGED_FIELDS)[number];

/** The sheet's (Hudl's) name of each column, as a coach knows it. */
export const BREAKDOWN_COLUMN_NAMES: Record<TaggedField, string> = {
  hash: 'HASH',
  formation: 'OFF FORM',
  concept: 'OFF PLAY',
  playType: 'PLAY TYPE',
  down: 'DN',
  yardLine: 'YARD LN',
  personnel: 'PERSONNEL',
  playDirection: 'PLAY DIR',
  runGap: 'GAP',
  front: 'DEF FRONT',
  coverage: 'COVERAGE',
  pressure: 'BLITZ',
};

function filled(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '';
}

function valueOf(field: TaggedField, breakdown: TendencyInput['breakdown']): unknown {
  return field === 'concept' ? conceptOf(breakdown) : breakdown[field];
}

/** The columns at least one play of `side` (every play when none is given) has a value in. */
export function taggedFields(inputs: readonly TendencyInput[], side: Side | null = null): Set<TaggedField> {
  const tagged = new Set<TaggedField>();
  for (const input of inputs) {
    const b = input.breakdown;
    if (side !== null && sideOfPlay(b.odkm, b.playType) !== side) continue;
    for (const field of TAGGED_FIELDS) if (!tagged.has(field) && filled(valueOf(field, b))) tagged.add(field);
    if (tagged.size === TAGGED_FIELDS.length) break;
  }
  return tagged;
}
