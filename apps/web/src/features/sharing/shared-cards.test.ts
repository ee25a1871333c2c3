import { describe, expect, it } from 'vitest';
import type { SharedReport } from '@scout/shared/domain';
import { sharedCardsAsCards, sharedThumbnail } from './shared-cards';

const shared: SharedReport = {
  report: {
    id: 'r1',
    title: 'Week 3',
    opponentName: 'Harbor',
    opponentAbbreviation: 'HAR',
    reportType: 'defense',
    location: 'home',
    createdAt: '2026-11-01T00:00:00.000Z',
    cardsCount: 1,
  },
  cards: [
    {
      id: 'c1',
      cardNumber: 4,
      title: 'Trips right',
      breakdown: { down: 3 },
      media: [
        { mediaId: 'c1-video', mediaType: 'video', path: '/shared/t/media/c1-video', posterPath: null },
        { mediaId: 'c1-thumbnail', mediaType: 'image', mimeType: 'image/jpeg', path: '/shared/t/media/c1-thumbnail' },
      ],
    },
  ],
  expiresAt: '2026-12-01T00:00:00.000Z',
};

describe('sharedCardsAsCards', () => {
  it('gives each medium the link’s API URL, and keeps the play', () => {
    const [card] = sharedCardsAsCards(shared, 'https://api.example.com');

    expect(card).toMatchObject({ id: 'c1', reportId: 'r1', cardNumber: 4, breakdown: { down: 3 } });
    expect(card!.media.map((m) => m.url)).toEqual([
      'https://api.example.com/shared/t/media/c1-video',
      'https://api.example.com/shared/t/media/c1-thumbnail',
    ]);
    expect(sharedThumbnail(card!)).toBe('https://api.example.com/shared/t/media/c1-thumbnail');
  });
});
