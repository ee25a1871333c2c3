import { readBreakdown, type Card, type OpponentOffenseTag } from '@scout/shared/domain';
import { orientPlays } from '@scout/shared/domain/tendencies/orientation';
import {
  DISTANCE_BUCKET_LABELS,
  FIELD_ZONE_LABELS,
  filterPlays,
  isEmptyBreakdownFilter,
  type BreakdownFilter,
} from '@scout/shared/domain/breakdown-filters';
import { SIDE_LABELS } from '@scout/shared/domain/tendencies';

const ORDINALS: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th' };

/** One dimension's values as a coach reads them ('3rd down', 'Left hash', 'TRIPS R or DOUBLES'). */
function valuesText(dimension: string, values: readonly unknown[]): string {
  const words = values.map((value) => {
    if (dimension === 'sides') return SIDE_LABELS[value as keyof typeof SIDE_LABELS] ?? String(value);
    if (dimension === 'downs') return `${ORDINALS[Number(value)] ?? String(value)} down`;
    if (dimension === 'distanceBuckets') return DISTANCE_BUCKET_LABELS[value as keyof typeof DISTANCE_BUCKET_LABELS] ?? String(value);
    if (dimension === 'fieldZones') return FIELD_ZONE_LABELS[value as keyof typeof FIELD_ZONE_LABELS] ?? String(value);
    if (dimension === 'hashes') return `${String(value)} hash`;
    return String(value);
  });
  return words.join(' or ');
}

/**
 * What a printout holds when it is a filtered part of the report: 'Offense · 3rd down: 8 of 24 plays'. Null
 * when it prints every play.
 */
export function printScopeText(filter: BreakdownFilter, printed: number, total: number): string | null {
  if (isEmptyBreakdownFilter(filter)) return null;
  const parts = Object.entries(filter)
    .filter(([, values]) => Array.isArray(values) && values.length > 0)
    .map(([dimension, values]) => valuesText(dimension, values as unknown[]));
  return `${parts.join(' · ')}: ${printed} of ${total} ${total === 1 ? 'play' : 'plays'}`;
}

/** The cards a printout holds: those whose breakdown the filter keeps (the analytics' and scout film's filter), in order. */
export function printedCards<C extends Card>(cards: readonly C[], filter: BreakdownFilter, tag: OpponentOffenseTag = 'O'): C[] {
  if (isEmptyBreakdownFilter(filter)) return [...cards];
  // The side filter reads the plays as the analytics do: oriented by the report's tag (an own game's D rows are
  // the opponent's offense).
  const oriented = orientPlays(
    cards.map((card) => ({ id: card.id, breakdown: readBreakdown(card) })),
    tag,
  );
  const kept = new Set(
    filterPlays(
      oriented.map((play) => ({ ...play.breakdown, id: play.id })),
      filter,
    ).map((play) => play.id),
  );
  return cards.filter((card) => kept.has(card.id));
}
