import { formatDownAndDistance, formatGainLoss, formatSignedYardLine, playCall, readBreakdown, type Card } from '@scout/shared/domain';
import { cardThumbnailUrl } from '../../entities/cards/card-thumbnail';

/** How many cards a printed page holds: one large, two stacked, or a grid of four or six. */
export const CARDS_PER_PAGE_OPTIONS = [1, 2, 4, 6] as const;
export type CardsPerPage = (typeof CARDS_PER_PAGE_OPTIONS)[number];
export const DEFAULT_CARDS_PER_PAGE: CardsPerPage = 4;
/** The query parameter that remembers the choice in the URL. */
export const PER_PAGE_PARAM = 'perPage';

/** The cards-per-page choice from the URL; anything else than 1, 2, 4 or 6 falls back to 4. */
export function parseCardsPerPage(value: string | null | undefined): CardsPerPage {
  const number = Number(value);
  return (CARDS_PER_PAGE_OPTIONS as readonly number[]).includes(number) ? (number as CardsPerPage) : DEFAULT_CARDS_PER_PAGE;
}

/** The cards split into printed pages, in the order given. */
export function pagesOf<T>(items: readonly T[], perPage: number): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

function asText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** What a printed card shows; null where the breakdown has nothing. */
export interface PrintCardFacts {
  number: number;
  title: string;
  thumbnailUrl: string | null;
  downDistance: string | null;
  hash: string | null;
  yardLine: string | null;
  formation: string | null;
  personnel: string | null;
  play: string | null;
  result: string | null;
  gainLoss: string | null;
  notes: string | null;
}

/**
 * A card's printed facts: the play called is the concept (or play concept), the result the standard result
 * (or the free-text one), the gain signed, the yard line signed; notes are the notes, or the summary.
 */
export function printCardFacts(card: Card): PrintCardFacts {
  const b = readBreakdown(card);
  return {
    number: card.cardNumber,
    title: card.title.trim() || `Play ${card.cardNumber}`,
    thumbnailUrl: cardThumbnailUrl(card.media),
    downDistance: formatDownAndDistance(b.down, b.distance),
    hash: asText(b.hash),
    yardLine: formatSignedYardLine(b.yardLine),
    formation: asText(b.formation),
    personnel: asText(b.personnel) ?? asText(b.personnelOffense),
    play: playCall({ concept: b.concept, playConcept: b.playConcept }),
    result: asText(b.result) ?? asText(b.playResult),
    gainLoss: formatGainLoss(b.gainLoss),
    notes: asText(b.notes) ?? asText(b.summary),
  };
}
