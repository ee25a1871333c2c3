import { SIDE_LABELS, type Side, type SideCounts } from '@scout/shared/domain/tendencies';

export { openingSide, preferredSideOf, sideCounts, type SideCounts } from '@scout/shared/domain/tendencies';

/**
 * Which side of the ball an analytics page reads: the report type's side unless the address names another
 * (`?side=`), what each side holds, and how a page says which plays it reads ('Defense: 23 plays tagged D').
 */

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
