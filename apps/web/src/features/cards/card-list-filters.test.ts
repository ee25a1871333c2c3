import type { Card, CardStatus } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { cardsCountLabel, countByStatus, filterCardsByStatus } from './card-list-filters';

const card = (cardNumber: number, status: CardStatus) => ({ id: `c${cardNumber}`, cardNumber, status }) as Card;
const cards = [card(1, 'pending'), card(2, 'complete'), card(3, 'pending'), card(4, 'review')];

describe('the grid toolbar', () => {
  it('filters cards by status, or keeps them all', () => {
    expect(filterCardsByStatus(cards, 'all')).toBe(cards);
    expect(filterCardsByStatus(cards, 'pending').map((c) => c.cardNumber)).toEqual([1, 3]);
    expect(filterCardsByStatus(cards, 'in_progress')).toEqual([]);
  });

  it('counts cards per status', () => {
    expect(countByStatus(cards)).toEqual({ pending: 2, in_progress: 0, review: 1, complete: 1 });
  });

  it('says how many cards are shown', () => {
    expect(cardsCountLabel(1, 1)).toBe('1 card');
    expect(cardsCountLabel(64, 64)).toBe('64 cards');
    expect(cardsCountLabel(12, 64)).toBe('12 of 64 cards');
  });
});
