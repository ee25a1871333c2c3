import { describe, expect, it } from 'vitest';
import {
  addCardToList,
  applyBreakdownPatch,
  neighbours,
  previousValues,
  removeCardFromList,
  replaceCardInList,
  updateCardInList,
} from './card-cache';
import { makeCard } from '../../testing/make-card';

const card = makeCard;

describe('cached cards', () => {
  const list = { cards: [card(1), card(2), card(3)], totalCards: 3 };

  it('applies a breakdown edit to one card, leaving the others as they are', () => {
    const next = updateCardInList(list, 'card-2', (c) => applyBreakdownPatch(c, { down: 3, hash: 'L' }));
    expect(next.cards[1]?.breakdown).toEqual({ down: 3, hash: 'L' });
    expect(next.cards[0]).toBe(list.cards[0]);
    expect(updateCardInList(list, 'nope', (c) => c)).toBe(list);
  });

  it("takes the server's card unless a newer version is cached", () => {
    expect(replaceCardInList(list, card(2, { version: 2, title: 'new' })).cards[1]?.title).toBe('new');
    const newer = { cards: [card(1, { version: 5 })], totalCards: 1 };
    expect(replaceCardInList(newer, card(1, { version: 4, title: 'old' })).cards[0]?.version).toBe(5);
  });

  it('adds a created card in number order and removes a deleted one', () => {
    const added = addCardToList({ cards: [card(1), card(3)], totalCards: 2 }, card(2));
    expect(added.cards.map((c) => c.cardNumber)).toEqual([1, 2, 3]);
    expect(added.totalCards).toBe(3);
    const removed = removeCardFromList(list, 'card-2');
    expect(removed.cards.map((c) => c.cardNumber)).toEqual([1, 3]);
    expect(removed.totalCards).toBe(2);
  });

  it('finds the previous and next card by number', () => {
    const shuffled = [card(3), card(1), card(2)];
    expect(neighbours(shuffled, 'card-2')).toEqual({ previous: card(1), next: card(3) });
    expect(neighbours(shuffled, 'card-1').previous).toBeNull();
    expect(neighbours(shuffled, 'card-3').next).toBeNull();
  });

  it('remembers the values an edit replaced, to undo just that edit', () => {
    expect(previousValues(card(1, { breakdown: { down: 2 } }), { down: 3, hash: 'L' })).toEqual({ down: 2, hash: null });
  });
});
