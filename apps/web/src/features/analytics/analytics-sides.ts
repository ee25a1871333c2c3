import { SIDE_LABELS, defaultSideOf, sideOfPlay, type Side, type TendencyInput } from '@scout/shared/domain/tendencies';

/**
 * Which side of the ball an analytics page reads: the report type's side unless the address names another
 * (`?side=`), what each side holds, and how a page says which plays it reads ('Defense: 23 plays tagged D').
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

const ODK_LETTERS: Record<Side, string> = { offense: 'O', defense: 'D', 'special-teams': 'K' };

/** 'Defense: 23 plays tagged D'; 'Offense: 8 plays tagged O (2 of them without ODK)'; 'Special teams: 14 kicking plays'. */
export function sideLine(side: Side, counts: SideCounts): string {
  const n = counts[side];
  const plays = `${n} ${n === 1 ? 'play' : 'plays'}`;
  if (side === 'special-teams') return `${SIDE_LABELS[side]}: ${plays} tagged K or a kick`;
  const untagged = side === 'offense' && counts.untagged > 0 ? ` (${counts.untagged} of them without ODK)` : '';
  return `${SIDE_LABELS[side]}: ${plays} tagged ${ODK_LETTERS[side]}${untagged}`;
}

const SIDE_NOUNS: Record<Side, [string, string]> = {
  offense: ['offensive snap', 'offensive snaps'],
  defense: ['defensive snap', 'defensive snaps'],
  'special-teams': ['kicking play', 'kicking plays'],
};

/** What a side's plays are called: 'defensive snaps' (or one 'defensive snap'). */
export function sideNoun(side: Side, n = 2): string {
  const [one, many] = SIDE_NOUNS[side];
  return n === 1 ? one : many;
}

/** How the snaps line reads a side's plays ('23 defensive snaps'). */
export function snapsText(side: Side, n: number): string {
  return `${n} ${sideNoun(side, n)}`;
}

/** An address with one query parameter set (or removed with null), the rest kept. */
export function withQueryParam(href: string, name: string, value: string | null): string {
  const [path = '', own = ''] = href.split('?');
  const query = new URLSearchParams(own);
  if (value === null) query.delete(name);
  else query.set(name, value);
  const text = query.toString().replaceAll('%2C', ',');
  return text === '' ? path : `${path}?${text}`;
}
