import type { Card } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { gameLabelOf, gameLabelsOf, perGameCounts } from './group-games';
import { groupTendencyInputs } from './list-group-cards';

const central = {
  id: 'r-cen',
  title: 'Central Tigers Defense',
  opponentAbbreviation: 'CEN',
  status: 'created' as const,
  opponentOffenseTag: 'O' as const,
  createdAt: '2026-10-03T12:00:00.000Z',
  cardsCount: 2,
};
const lakeview = { ...central, id: 'r-lak', title: 'Lakeview', opponentAbbreviation: 'LAK', createdAt: '2026-10-10T12:00:00.000Z' };

function card(id: string, reportId: string, cardNumber: number, content: Record<string, unknown>): Card {
  return { id, reportId, cardNumber, content } as unknown as Card;
}

describe('group games', () => {
  it("heads a game by the opponent's abbreviation and date", () => {
    expect(gameLabelOf(central)).toBe('CEN Oct 3');
    expect(gameLabelOf({ ...central, opponentAbbreviation: ' ', opponentName: null })).toBe('Central Tigers Defense Oct 3');
  });

  it('tells apart games that would read alike (one opponent, one day)', () => {
    expect(gameLabelsOf([central, lakeview, { ...central, id: 'r-cen-2' }, { ...central, id: 'r-cen-3' }])).toEqual([
      'CEN Oct 3',
      'LAK Oct 10',
      'CEN Oct 3 (2)',
      'CEN Oct 3 (3)',
    ]);
  });

  it("lists a tendency's counts game by game, leaving out games without the situation", () => {
    const games = [{ label: 'CEN' }, { label: 'LAK' }, { label: 'NVB' }];
    expect(perGameCounts({ perGame: [4, 0, 3], perGameN: [5, 0, 4] }, games)).toBe('CEN: 4 of 5 · NVB: 3 of 4');
  });

  it("makes engine input game by game in the group's order, each play with its report and game label", () => {
    const inputs = groupTendencyInputs(
      [lakeview, central],
      [
        { cards: [card('l1', 'r-lak', 1, { down: 1, distance: 10 })], totalCards: 1 },
        { cards: [card('c1', 'r-cen', 1, { down: 2 }), card('c2', 'r-cen', 2, { down: 3 })], totalCards: 2 },
      ],
    );
    expect(inputs.map((input) => [input.cardId, input.reportId, input.gameLabel])).toEqual([
      ['l1', 'r-lak', 'LAK Oct 10'],
      ['c1', 'r-cen', 'CEN Oct 3'],
      ['c2', 'r-cen', 'CEN Oct 3'],
    ]);
    expect(inputs[0]?.breakdown.down).toBe(1);
  });

  it("orients each game's plays by its own report's tag: an own game's D rows are the opponent's offense", () => {
    const ownGame = { ...lakeview, opponentOffenseTag: 'D' as const };

    const inputs = groupTendencyInputs(
      [ownGame, central],
      [
        { cards: [card('l1', 'r-lak', 1, { odkm: 'D' }), card('l2', 'r-lak', 2, { odkm: 'O' })], totalCards: 2 },
        { cards: [card('c1', 'r-cen', 1, { odkm: 'O' }), card('c2', 'r-cen', 2, { odkm: 'D' })], totalCards: 2 },
      ],
    );

    expect(inputs.map((input) => [input.cardId, input.breakdown.odkm])).toEqual([
      ['l1', 'O'],
      ['l2', 'D'],
      ['c1', 'O'],
      ['c2', 'D'],
    ]);
  });
});
