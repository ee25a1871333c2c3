import { formatDownAndDistance, formatSignedYardLine, readBreakdown, type Card } from '@scout/shared/domain';
import { expectedNext, type ChainedSpot } from '@scout/shared/domain/tendencies';

/** What the card form offers for a play whose situation is still empty: the spot chained from the play before. */
export interface ChainedOffer {
  from: number;
  spot: ChainedSpot;
  /** '3rd & 5 at -30' */
  text: string;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * The down, distance and yard line this card should have, chained from the card before it (its number order),
 * when this card has none of the three yet and the one before says enough (see expectedNext: not after a
 * score, a turnover or a failed 4th down).
 */
export function chainedOffer(card: Card, previous: Card | null): ChainedOffer | null {
  if (!previous) return null;
  const play = readBreakdown(card);
  if (![play.down, play.distance, play.yardLine].every(isEmpty)) return null;
  const spot = expectedNext(readBreakdown(previous));
  if (!spot) return null;
  const downAndDistance = spot.goalToGo
    ? `${formatDownAndDistance(spot.down, spot.distance)} (goal)`
    : formatDownAndDistance(spot.down, spot.distance);
  return { from: previous.cardNumber, spot, text: `${downAndDistance} at ${formatSignedYardLine(spot.yardLine)}` };
}

const CHAINED_FIELDS = ['down', 'distance', 'yardLine'] as const;

/**
 * What the breakdown grid puts in an empty DN, DIST or YARD LN cell when it is opened: the value chained from
 * the row above (selected, so Enter takes it and typing replaces it). Null for other columns, or when the row
 * above says too little.
 */
export function chainedCellText(previous: Card | undefined, field: string): string | null {
  if (!previous || !(CHAINED_FIELDS as readonly string[]).includes(field)) return null;
  const spot = expectedNext(readBreakdown(previous));
  return spot ? String(spot[field as (typeof CHAINED_FIELDS)[number]]) : null;
}
