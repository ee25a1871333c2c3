import { describe, expect, it } from 'vitest';
import { seasonInputs } from '../predictor-season';
import { backtest, backtestSummary, type TendencyInput } from './index';
import { plays } from './test-plays';

/**
 * Two games, down & distance only (no hash, zone, clock or look: the predictor's chain is the bucket's, so it
 * equals the down-and-distance baseline and cannot beat it).
 *   game A: 1st & 10 run, 1st & 10 run, 3rd & 8 pass
 *   game B: 1st & 10 run, 1st & 10 pass, 3rd & 8 pass
 * A from B: all 2 of 3 passes → (2 + 5) / 13 = 7/13; 1st & 10+ 1 of 2 → (1 + 10 · 7/13) / 12 = 83/156;
 *           3rd & 7+ 1 of 1 → (1 + 70/13) / 11 = 83/143.
 * B from A: all 1 of 3 → 6/13; 1st & 10+ 0 of 2 → (60/13) / 12 = 5/13; 3rd & 7+ 1 of 1 → (1 + 60/13) / 11 = 73/143.
 * Calls (pass when ≥ 50 %): A: pass, pass, pass → 1 right; B: run, run, pass → 2 right: 3 of 6.
 * Overall rate: A all pass (7/13) → 1 right; B all run (6/13) → 1 right: 2 of 6.
 */
const TWO_GAMES: TendencyInput[] = [
  ...plays('A', [
    { down: 1, distance: 10, playType: 'Run', result: 'Rush', gainLoss: 3 },
    { down: 1, distance: 10, playType: 'Run', result: 'Rush', gainLoss: 3 },
    { down: 3, distance: 8, playType: 'Pass', result: 'Complete', gainLoss: 9 },
  ]),
  ...plays(
    'B',
    [
      { down: 1, distance: 10, playType: 'Run', result: 'Rush', gainLoss: 3 },
      { down: 1, distance: 10, playType: 'Pass', result: 'Incomplete', gainLoss: 0 },
      { down: 3, distance: 8, playType: 'Pass', result: 'Complete', gainLoss: 9 },
    ],
    'b',
  ),
];

describe('the leave-one-game-out backtest', () => {
  const result = backtest(TWO_GAMES);
  // [probability of a pass, was it a pass]
  const predicted: [number, number][] = [
    [83 / 156, 0],
    [83 / 156, 0],
    [83 / 143, 1],
    [5 / 13, 0],
    [5 / 13, 1],
    [73 / 143, 1],
  ];

  it('scores each game’s plays from the other game', () => {
    expect(result.enough).toBe(true);
    expect(result.target).toBe('pass');
    expect(result.n).toBe(6);
    expect(result.games).toEqual([
      { label: 'A', n: 3, right: 1, downDistanceRight: 1 },
      { label: 'B', n: 3, right: 2, downDistanceRight: 2 },
    ]);
    expect(result.predictor.accuracy).toBe(0.5);
    const brier = predicted.reduce((sum, [p, y]) => sum + (p - y) ** 2, 0) / 6;
    const logLoss = -predicted.reduce((sum, [p, y]) => sum + (y === 1 ? Math.log(p) : Math.log(1 - p)), 0) / 6;
    expect(result.predictor.brier).toBeCloseTo(brier, 10);
    expect(result.predictor.logLoss).toBeCloseTo(logLoss, 10);
  });

  it('puts the overall rate and the down-and-distance rate beside it', () => {
    expect(result.overall.accuracy).toBeCloseTo(2 / 6, 10);
    expect(result.overall.brier).toBeCloseTo((2 * (7 / 13) ** 2 + (6 / 13) ** 2 + (6 / 13) ** 2 + 2 * (7 / 13) ** 2) / 6, 10);
    expect(result.downDistance).toEqual(result.predictor);
  });

  it('tables calibration: predicted against observed by bin', () => {
    const bins = result.predictor.calibration;
    expect(bins).toHaveLength(10);
    // 0.3–0.4: 5/13 = 0.385 twice (one pass); 0.5–0.6: 73/143 = 0.51, 83/156 = 0.53 twice, 83/143 = 0.58 (two passes)
    expect(bins[3]).toEqual({ from: 0.3, to: 0.4, n: 2, predicted: 5 / 13, observed: 0.5 });
    expect(bins[5]).toMatchObject({ from: 0.5, to: 0.6, n: 4, observed: 0.5 });
    expect(bins[5]?.predicted).toBeCloseTo((73 / 143 + (2 * 83) / 156 + 83 / 143) / 4, 10);
    expect(bins.reduce((sum, bin) => sum + bin.n, 0)).toBe(6);
  });

  it('says so when the predictor does not beat its baselines', () => {
    expect(result.beatsBaselines).toBe(false);
    expect(backtestSummary(result)).toBe(
      'On their last 2 games, Scout’s run/pass call was right on 50% of plays (6); the down-and-distance rate alone: 50%; ' +
        'their overall rate: 33%. Scout’s call does not beat the down-and-distance rate alone on these games: read the tables instead.',
    );
  });

  it('needs two games; a sheet’s GAME column splits a report into games', () => {
    const one = backtest(plays('A', [{ down: 1, distance: 10, playType: 'Run', result: 'Rush', gainLoss: 3 }]));
    expect(one.enough).toBe(false);
    expect(one.beatsBaselines).toBe(false);
    expect(backtestSummary(one)).toBe('A backtest needs two or more games with run and pass plays; this has one.');
    const sheet = TWO_GAMES.map((input) => ({
      ...input,
      reportId: 'one-report',
      breakdown: { ...input.breakdown, game: input.cardId.startsWith('b') ? 'Week 2' : 'Week 1' },
    }));
    const split = backtest(sheet);
    expect(split.games.map((game) => game.label)).toEqual(['Week 1', 'Week 2']);
    expect(split.predictor).toEqual(result.predictor);
  });
});

describe('the backtest on a season with real tendencies', () => {
  it('finds them: Scout’s call beats the overall and the down-and-distance rates', () => {
    const result = backtest(seasonInputs({ games: 6, playsPerGame: 200, seed: 'test' }));
    expect(result.games).toHaveLength(6);
    expect(result.beatsBaselines).toBe(true);
    expect(result.predictor.accuracy as number).toBeGreaterThan((result.downDistance.accuracy as number) + 0.03);
    expect(backtestSummary(result)).toMatch(
      /^On their last 6 games, Scout’s run\/pass call was right on \d+% of plays \(\d+\); the down-and-distance rate alone: \d+%; their overall rate: \d+%\.$/,
    );
  });

  it('backtests a defense’s pressure call', () => {
    const result = backtest(seasonInputs({ games: 4, playsPerGame: 150, side: 'defense', seed: 'test' }), { side: 'defense' });
    expect(result.target).toBe('pressure');
    expect(result.n).toBeGreaterThan(300);
    expect(backtestSummary(result)).toMatch(/Scout’s pressure call was right on \d+% of snaps/);
  });
});
