import { describe, expect, it } from 'vitest';
import { filterPlays } from '../breakdown-filters';
import { computeTendencies, wilsonLowerBound } from './index';
import { plays } from './test-plays';

const repeat = (count: number, breakdown: Record<string, unknown>) => Array.from({ length: count }, () => breakdown);

/**
 * 40 plays. A (c1–c12): 3rd & 5, left hash, Trips, 11 personnel: 11 passes (SMASH 6, MESH 5) and a POWER run.
 * B (c13–c15): 3rd & 5, right hash, Trips, 12 personnel, POWER runs. C (c16–c40): 1st & 10, I, 21 personnel:
 * 10 INSIDE ZONE runs on the left hash (c16–c25), then on the middle hash 10 INSIDE ZONE runs, one more in 11
 * personnel (c36) and 4 PA passes (c37–c40). Overall: 15 passes of 40 = 37.5 %, 25 runs = 62.5 %,
 * INSIDE ZONE 21 of 40 = 52.5 %.
 */
const A = [
  ...repeat(6, { concept: 'SMASH', playType: 'Pass' }),
  ...repeat(5, { concept: 'MESH', playType: 'Pass' }),
  { concept: 'POWER', playType: 'Run' },
].map((play) => ({ ...play, down: 3, distance: 5, hash: 'L', formation: 'Trips', personnel: '11', yardLine: -30, gainLoss: 3 }));
const B = repeat(3, {
  concept: 'POWER',
  playType: 'Run',
  down: 3,
  distance: 5,
  hash: 'R',
  formation: 'Trips',
  personnel: '12',
  yardLine: -30,
  gainLoss: 3,
});
const C = [
  ...repeat(10, { concept: 'INSIDE ZONE', playType: 'Run', hash: 'L' }),
  ...repeat(10, { concept: 'INSIDE ZONE', playType: 'Run', hash: 'M' }),
  { concept: 'INSIDE ZONE', playType: 'Run', hash: 'M', personnel: '11' },
  ...repeat(4, { concept: 'PA', playType: 'Pass', hash: 'M' }),
].map((play) => ({ personnel: '21', ...play, down: 1, distance: 10, formation: 'I', yardLine: -30, gainLoss: 3 }));
// every play its own drive (SERIES changes), so the chain is not what this test is about
const GAME = plays(
  'r',
  [...A, ...B, ...C].map((play, index) => ({ ...play, customFields: { SERIES: String(index) } })),
);
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `c${from + index}`);

describe('the Wilson lower bound', () => {
  it('matches the hand-computed 95 % bounds', () => {
    // 11/12: p = .9167; (p + z²/2n − z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n) = (1.0767 − .2238) / 1.3201 = .6461
    expect(wilsonLowerBound(11, 12)).toBeCloseTo(0.6461, 3);
    // 11/13: (.9939 − .2456) / 1.2955 = .5776
    expect(wilsonLowerBound(11, 13)).toBeCloseTo(0.5776, 3);
    // n/n: n / (n + z²): 10 / 13.8416 = .7225
    expect(wilsonLowerBound(10, 10)).toBeCloseTo(0.7225, 3);
    expect(wilsonLowerBound(0, 0)).toBe(0);
  });
});

describe('key tendencies', () => {
  const { keyTendencies } = computeTendencies(GAME);

  it('ranks by the lift of the lower bound over the overall rate', () => {
    // pass 11/12: .6461 − .375 = .271; 11 personnel pass 11/13: .5776 − .375 = .203;
    // INSIDE ZONE 10/10 on 1st & 10+ from the left hash: .7225 − .525 = .198
    expect(keyTendencies.slice(0, 3).map((tendency) => [tendency.outcome, tendency.count, tendency.n])).toEqual([
      ['pass', 11, 12],
      ['pass', 11, 13],
      ['concept', 10, 10],
    ]);
    expect(keyTendencies[0]?.score).toBeCloseTo(0.6461 - 0.375, 3);
    expect(keyTendencies[1]).toMatchObject({ situation: '11 personnel', rate: 11 / 13, overallRate: 0.375 });
    expect(keyTendencies[2]).toMatchObject({ situation: '1st & 10+, left hash', concept: 'INSIDE ZONE', overallRate: 0.525 });
    const scores = keyTendencies.map((tendency) => tendency.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(keyTendencies.length).toBeLessThanOrEqual(10);
  });

  it('keeps one of the situations that hold the same plays, the simplest, and says it in a sentence', () => {
    const top = keyTendencies[0];
    // A's twelve plays are also '3rd & 4–6, left hash', 'Trips, left hash' and '3rd & 4–6, 11 personnel': equal
    // scores and dimensions, so the first by name
    expect(top?.situation).toBe('11 personnel, left hash');
    expect(top?.cardIds).toEqual(ids(1, 12));
    expect(top?.outcomeCardIds).toEqual(ids(1, 11));
    expect(top?.sentence).toBe('11 personnel, left hash: pass 11 of 12, 92% (overall 38%, +54 points); top concept SMASH 6');
    expect(keyTendencies.filter((tendency) => tendency.outcome === 'pass' && tendency.cardIds.join() === ids(1, 12).join())).toHaveLength(
      1,
    );
  });

  it('leaves out thin situations and gives a filter that selects the situation’s plays', () => {
    expect(keyTendencies.every((tendency) => tendency.n >= 5 && tendency.count >= 5)).toBe(true);
    for (const tendency of keyTendencies) {
      const selected = filterPlays(
        GAME.map((input) => ({ ...input.breakdown, id: input.cardId })),
        tendency.filter,
      ).map((play) => play.id);
      expect(selected).toEqual(tendency.cardIds);
    }
  });
});
