import { describe, expect, it } from 'vitest';
import type { SharedGroup, SharedReport } from '@scout/shared/domain';
import { chosenGames, sharedGames, sharedThumbnail } from './shared-cards';

const summary = {
  id: 'r1',
  title: 'Week 3',
  opponentName: 'Harbor',
  opponentOffenseTag: 'O' as const,
  opponentAbbreviation: 'HAR',
  reportType: 'defense',
  location: 'home',
  createdAt: '2026-11-01T00:00:00.000Z',
  cardsCount: 1,
} as const;

const rules = { successShare: [0.5, 0.7, 1, 1], explosiveRun: 10, explosivePass: 20, thinBelow: 5 } satisfies SharedReport['rules'];

const shared: SharedReport = {
  kind: 'report',
  report: summary,
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
  rules,
};

const group: SharedGroup = {
  kind: 'group',
  group: { id: 'g1', name: 'Harbor, last two' },
  reports: [
    { ...summary, cards: shared.cards },
    { ...summary, id: 'r2', title: 'Week 5', createdAt: '2026-11-01T00:00:00.000Z', cardsCount: 0, cards: [] },
  ],
  expiresAt: '2026-12-01T00:00:00.000Z',
  rules,
};

describe('sharedGames', () => {
  it('gives each medium the link’s API URL, and keeps the play', () => {
    const [game] = sharedGames(shared, 'https://api.example.com');
    const [card] = game!.cards;

    expect(game).toMatchObject({ reportId: 'r1', label: 'HAR Nov 1' });
    expect(card).toMatchObject({ id: 'c1', reportId: 'r1', cardNumber: 4, breakdown: { down: 3 } });
    expect(card!.media.map((m) => m.url)).toEqual([
      'https://api.example.com/shared/t/media/c1-video',
      'https://api.example.com/shared/t/media/c1-thumbnail',
    ]);
    expect(sharedThumbnail(card!)).toBe('https://api.example.com/shared/t/media/c1-thumbnail');
  });

  it("reads a group link's reports as games in the group's order, told apart as the group's pages tell them", () => {
    const games = sharedGames(group, '');

    expect(games.map((game) => [game.reportId, game.label, game.cards.length])).toEqual([
      ['r1', 'HAR Nov 1', 1],
      ['r2', 'HAR Nov 1 (2)', 0],
    ]);
    expect(games[0]!.cards[0]!.reportId).toBe('r1');
  });
});

describe('chosenGames', () => {
  const games = sharedGames(group, '');

  it('answers the chosen game, or every game when none or an unknown one is chosen', () => {
    expect(chosenGames(games, 'r2').map((game) => game.reportId)).toEqual(['r2']);
    expect(chosenGames(games, null).map((game) => game.reportId)).toEqual(['r1', 'r2']);
    expect(chosenGames(games, 'r9').map((game) => game.reportId)).toEqual(['r1', 'r2']);
  });
});
