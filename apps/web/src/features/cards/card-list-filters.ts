import { CARD_STATUSES, type Card, type CardStatus } from '@scout/shared/domain';

/** The grid's status filter: every card, or one status. */
export type CardStatusFilter = 'all' | CardStatus;

export function filterCardsByStatus(cards: readonly Card[], filter: CardStatusFilter): readonly Card[] {
  return filter === 'all' ? cards : cards.filter((card) => card.status === filter);
}

export function countByStatus(cards: readonly Card[]): Record<CardStatus, number> {
  const counts = Object.fromEntries(CARD_STATUSES.map((status) => [status, 0])) as Record<CardStatus, number>;
  for (const card of cards) counts[card.status] += 1;
  return counts;
}

/** '1 card', '64 cards', or '12 of 64 cards' while a filter hides some. */
export function cardsCountLabel(shown: number, total: number): string {
  const noun = total === 1 ? 'card' : 'cards';
  return shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`;
}
