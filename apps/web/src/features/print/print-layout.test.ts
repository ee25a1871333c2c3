import { cardSchema } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { pagesOf, parseCardsPerPage, printCardFacts } from './print-layout';

describe('cards per page', () => {
  it('reads 1, 2, 4 or 6 from the URL and falls back to 4', () => {
    expect(parseCardsPerPage('1')).toBe(1);
    expect(parseCardsPerPage('6')).toBe(6);
    expect(parseCardsPerPage('3')).toBe(4);
    expect(parseCardsPerPage('abc')).toBe(4);
    expect(parseCardsPerPage(null)).toBe(4);
  });

  it('splits the cards into pages in order, the last one partly filled', () => {
    expect(pagesOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
    ]);
    expect(pagesOf([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(pagesOf([], 6)).toEqual([]);
  });
});

describe('a printed card’s facts', () => {
  const base = {
    id: 'c1',
    reportId: 'r1',
    organizationId: 'o1',
    cardNumber: 7,
    title: '  ',
    status: 'complete',
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  it('writes the breakdown as coaches read it', () => {
    const card = cardSchema.parse({
      ...base,
      breakdown: {
        down: 3,
        distance: 7,
        hash: 'L',
        yardLine: -35,
        formation: 'TRIPS R',
        personnel: '11',
        playConcept: 'SMASH',
        result: 'Complete',
        gainLoss: 9,
        notes: 'Corner route from the slot',
      },
      media: [{ mediaId: 'm', s3Key: 't.jpg', mediaType: 'image', mimeType: 'image/jpeg', url: 'https://s3.test/t.jpg' }],
    });

    expect(printCardFacts(card)).toEqual({
      number: 7,
      title: 'Play 7',
      thumbnailUrl: 'https://s3.test/t.jpg',
      downDistance: '3rd & 7',
      hash: 'L',
      yardLine: '-35',
      formation: 'TRIPS R',
      personnel: '11',
      play: 'SMASH',
      result: 'Complete',
      gainLoss: '+9',
      notes: 'Corner route from the slot',
    });
  });

  it('leaves empty what the card does not have', () => {
    const facts = printCardFacts(cardSchema.parse({ ...base, title: 'Opening drive' }));

    expect(facts).toMatchObject({ title: 'Opening drive', thumbnailUrl: null, downDistance: null, yardLine: null, notes: null });
  });
});
