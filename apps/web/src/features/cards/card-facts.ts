import { isThumbnailImage, readBreakdown, type Media } from '@scout/shared/domain';

/** 1st, 2nd, 3rd, 4th (downs run 1-4; 5+ would be a data error, shown as a number). */
export function ordinalDown(down: number): string {
  const suffix = down === 1 ? 'st' : down === 2 ? 'nd' : down === 3 ? 'rd' : 'th';
  return `${down}${suffix}`;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

function asText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Down & distance as coaches say it: '3rd & 7'; '3rd down' without a distance; null without a down. */
export function downAndDistance(down: unknown, distance: unknown): string | null {
  const d = asNumber(down);
  if (d === null || d < 1) return null;
  const yards = asNumber(distance);
  return yards === null ? `${ordinalDown(d)} down` : `${ordinalDown(d)} & ${yards}`;
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
    downDistance: downAndDistance(breakdown.down, breakdown.distance),
    hash: asText(breakdown.hash),
    formation: asText(breakdown.formation),
    playType: asText(breakdown.playType),
  };
}

/** The card's thumbnail: its image's viewing URL (present when the cards were listed with generateUrls). */
export function cardThumbnailUrl(media: readonly Media[]): string | null {
  return media.find((m) => m.url && isThumbnailImage(m))?.url ?? null;
}
