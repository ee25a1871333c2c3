import type { TendencyInput } from './plays';
import { defaultSideOf, sideOfPlay, type Side } from './sides';

/**
 * Which side of the ball a screen opens on: the report type's side (a group's: the type most of its reports
 * have), unless that side holds no play while the other of offense and defense does. One rule for the analytics
 * pages, the report page's key tendencies and a group's.
 */

/** How many of the plays each side holds; `untagged` offensive plays have no ODK (a sheet without ODK is an offense's). */
export interface SideCounts {
  offense: number;
  defense: number;
  'special-teams': number;
  untagged: number;
}

export function sideCounts(inputs: readonly TendencyInput[]): SideCounts {
  const counts: SideCounts = { offense: 0, defense: 0, 'special-teams': 0, untagged: 0 };
  for (const input of inputs) {
    const { odkm, playType } = input.breakdown;
    const side = sideOfPlay(odkm, playType);
    if (side === null) continue;
    counts[side] += 1;
    if (side === 'offense' && (typeof odkm !== 'string' || odkm.trim() === '')) counts.untagged += 1;
  }
  return counts;
}

/**
 * The side a group of reports opens on: its reports' type when they agree; mixed, the type most of them have
 * (a tie goes to the defense, the default report type).
 */
export function preferredSideOf(reportTypes: readonly (string | null | undefined)[]): Side {
  const sides = reportTypes.map((type) => defaultSideOf(type));
  const offense = sides.filter((side) => side === 'offense').length;
  return offense > sides.length - offense ? 'offense' : 'defense';
}

/**
 * The side a page opens on without `?side=`: the preferred one (the report type's), unless it holds no play
 * while the other of offense and defense does (a DEFENSIVE report of offensive plays, as reports made before
 * the sides were; a page of nothing would help no one).
 */
export function openingSide(preferred: Side, counts: SideCounts): Side {
  if (preferred === 'special-teams' || counts[preferred] > 0) return preferred;
  const other: Side = preferred === 'offense' ? 'defense' : 'offense';
  return counts[other] > 0 ? other : preferred;
}
