import { formatDownAndDistance, readBreakdown } from '@scout/shared/domain';

/** Down & distance and the down's ordinal, as the shared domain writes them. */
export { formatDownAndDistance as downAndDistance, ordinalDown } from '@scout/shared/domain';

function asText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export interface CardFacts {
  downDistance: string | null;
  hash: string | null;
  formation: string | null;
  playType: string | null;
}

/** The key breakdown facts a report page shows on each card, each read from the content, then the card, then its breakdown. */
export function cardFacts(card: unknown): CardFacts {
  const breakdown = readBreakdown(card);
  return {
    downDistance: formatDownAndDistance(breakdown.down, breakdown.distance),
    hash: asText(breakdown.hash),
    formation: asText(breakdown.formation),
    playType: asText(breakdown.playType),
  };
}
