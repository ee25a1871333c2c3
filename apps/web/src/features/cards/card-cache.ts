import type { BreakdownPatch, Card, CardStatus, Media } from '@scout/shared/domain';
import { byCardNumber, type ReportCards } from '../../entities/cards/list-report-cards';

/** Pure updates of the cached cards: the optimistic edits and the server's answers. */

export function applyBreakdownPatch(card: Card, patch: BreakdownPatch): Card {
  return { ...card, breakdown: { ...card.breakdown, ...patch } };
}

export function applyStatus(card: Card, status: CardStatus): Card {
  return { ...card, status };
}

/** The list with one card changed by `update` (the same object when the card is not in it). */
export function updateCardInList(list: ReportCards, cardId: string, update: (card: Card) => Card): ReportCards {
  let found = false;
  const cards = list.cards.map((card) => {
    if (card.id !== cardId) return card;
    found = true;
    return update(card);
  });
  return found ? { ...list, cards } : list;
}

/** The server's copy of a card in the list, unless the list already holds a newer version of it. */
export function replaceCardInList(list: ReportCards, next: Card): ReportCards {
  return updateCardInList(list, next.id, (card) => (card.version > next.version ? card : next));
}

export function addCardToList(list: ReportCards, card: Card): ReportCards {
  if (list.cards.some((c) => c.id === card.id)) return replaceCardInList(list, card);
  return { cards: byCardNumber([...list.cards, card]), totalCards: list.totalCards + 1 };
}

export function removeCardFromList(list: ReportCards, cardId: string): ReportCards {
  const cards = list.cards.filter((card) => card.id !== cardId);
  return cards.length === list.cards.length ? list : { cards, totalCards: Math.max(0, list.totalCards - 1) };
}

/** The cards before and after one, by card number (for previous/next). */
export function neighbours(cards: readonly Card[], cardId: string): { previous: Card | null; next: Card | null } {
  const ordered = byCardNumber(cards);
  const index = ordered.findIndex((card) => card.id === cardId);
  if (index < 0) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

/** The patch's field values as they were on the card before it, to undo just that edit. */
export function previousValues(card: Card, patch: BreakdownPatch): BreakdownPatch {
  const undo: Record<string, unknown> = {};
  for (const field of Object.keys(patch)) undo[field] = card.breakdown[field] ?? null;
  return undo as BreakdownPatch;
}

/** The card with one more media item (or that item replaced, by media id). */
export function addMedia(card: Card, media: Media): Card {
  return { ...card, media: [...card.media.filter((m) => m.mediaId !== media.mediaId), media] };
}

/**
 * The server's media list with the viewing URLs the cached one had: a card saved without generateUrls comes
 * back without URLs, and the player keeps the one it is playing.
 */
export function keepMediaUrls(next: readonly Media[], cached: readonly Media[]): Media[] {
  const urls = new Map(cached.filter((m) => m.url).map((m) => [m.mediaId, m.url]));
  return next.map((m) => (m.url || !urls.has(m.mediaId) ? m : { ...m, url: urls.get(m.mediaId) }));
}
