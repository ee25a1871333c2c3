import type { Card } from '@scout/shared/domain';
import { cardEditRoutes } from '@scout/shared/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardCountOf, listAllCards } from './list-report-cards';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', () => ({ callApi }));

const card = (cardNumber: number) => ({ id: `c${cardNumber}`, cardNumber }) as Card;

describe('loading all of a report’s cards', () => {
  beforeEach(() => callApi.mockReset());

  it('asks for the fetch-all limit and follows next_key until has_more is false, in card order', async () => {
    callApi
      .mockResolvedValueOnce({ cards: [card(3), card(1)], totalCards: 3, hasMore: true, nextKey: 'k1' })
      .mockResolvedValueOnce({ cards: [card(2)], totalCards: 3, hasMore: false, nextKey: null });

    const result = await listAllCards('r1');

    expect(result.cards.map((c) => c.cardNumber)).toEqual([1, 2, 3]);
    expect(result.totalCards).toBe(3);
    expect(callApi).toHaveBeenNthCalledWith(1, cardEditRoutes.listCards, {
      params: { id: 'r1' },
      query: { limit: 1000, lastKey: undefined },
      signal: undefined,
    });
    expect(callApi).toHaveBeenNthCalledWith(2, cardEditRoutes.listCards, {
      params: { id: 'r1' },
      query: { limit: 1000, lastKey: 'k1' },
      signal: undefined,
    });
  });

  it('asks for viewing URLs on every page when the thumbnails are wanted', async () => {
    callApi
      .mockResolvedValueOnce({ cards: [card(1)], totalCards: 2, hasMore: true, nextKey: 'k1' })
      .mockResolvedValueOnce({ cards: [card(2)], totalCards: 2, hasMore: false, nextKey: null });

    await listAllCards('r1', undefined, { generateUrls: true });

    expect(callApi).toHaveBeenNthCalledWith(1, cardEditRoutes.listCards, {
      params: { id: 'r1' },
      query: { limit: 1000, lastKey: undefined, generateUrls: true },
      signal: undefined,
    });
    expect(callApi).toHaveBeenNthCalledWith(2, cardEditRoutes.listCards, {
      params: { id: 'r1' },
      query: { limit: 1000, lastKey: 'k1', generateUrls: true },
      signal: undefined,
    });
  });
});

describe('cardCountOf', () => {
  it('reads totalCards, falling back to the length of the cards', () => {
    expect(cardCountOf({ totalCards: 64, cards: [{}] })).toBe(64);
    expect(cardCountOf({ cards: [{}, {}] })).toBe(2);
    expect(cardCountOf({})).toBe(0);
  });
});
