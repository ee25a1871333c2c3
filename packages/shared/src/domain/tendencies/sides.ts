/**
 * The sides of the ball a scouting report reads: the opponent's offense (ODK O), its defense (ODK D) and its
 * kicking game (ODK K, and any kick or try by play type). Kept apart from the engine so the breakdown filters
 * (and the first page's bundle) can read a play's side without loading the tables.
 */

export const SIDES = ['offense', 'defense', 'special-teams'] as const;
export type Side = (typeof SIDES)[number];

export const SIDE_LABELS: Record<Side, string> = {
  offense: 'Offense',
  defense: 'Defense',
  'special-teams': 'Special teams',
};

/** Play types of kicks, returns and tries (Hudl's PLAY TYPE values), lower case. */
export const KICKING_PLAY_TYPES: ReadonlySet<string> = new Set([
  'ko',
  'ko rec',
  'punt',
  'punt rec',
  'fg',
  'fg block',
  'extra pt.',
  'extra pt. block',
  '2 pt.',
  '2 pt. block',
]);

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const NO_PRESSURE = new Set(['none', 'no', '0', '-', 'n']);

/** BLITZ tagged with who or how many pressured, not a "no" ('None', 'no', '0', '-', 'n'). */
export function isPressure(value: unknown): boolean {
  const tagged = text(value);
  return tagged !== null && !NO_PRESSURE.has(tagged.toLowerCase());
}

/** A report's default side: reportType 'offense' → 'offense', 'defense' (the default type) and anything else → 'defense'. */
export function defaultSideOf(reportType: string | null | undefined): Side {
  return reportType?.trim().toLowerCase() === 'offense' ? 'offense' : 'defense';
}

/**
 * Which side a play belongs to: a kick, a return or a try by play type, or ODK K → 'special-teams' (Hudl tags a
 * punt O in some sheets); ODK D → 'defense'; ODK O, or no ODK → 'offense' (a sheet without ODK is an
 * offense's); ODK S (nothing on the field) or an ODK Scout does not know → null.
 */
export function sideOfPlay(odk: unknown, playType: unknown): Side | null {
  const type = text(playType)?.toLowerCase();
  if (type !== undefined && KICKING_PLAY_TYPES.has(type)) return 'special-teams';
  const mark = text(odk)?.toUpperCase() ?? 'O';
  if (mark === 'O') return 'offense';
  if (mark === 'D') return 'defense';
  if (mark === 'K') return 'special-teams';
  return null;
}

/** A `?side=` value from an address ('defense', 'Special-Teams'); null for anything else. */
export function parseSide(value: string | null | undefined): Side | null {
  const wanted = value?.trim().toLowerCase();
  return SIDES.find((side) => side === wanted) ?? null;
}
