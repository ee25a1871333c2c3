import { describe, expect, it } from 'vitest';
import {
  CALL_SHEET_SITUATIONS,
  describeSituation,
  predictSituation,
  preparePredictor,
  scoreDifferenceOf,
  situationOfInput,
  type DefensePrediction,
  type OffensePrediction,
  type TendencyInput,
} from './index';
import { plays } from './test-plays';

/**
 * One game's offense, hand-tagged: 8 run and pass plays (c1–c8), a punt (c9) and a penalty with no play type
 * (c10), neither of which is a call.
 *
 *       D&D    hash  type  play          gain
 * c1    3&8    L     Pass  Smash          10
 * c2    3&8    L     Pass  Smash           0
 * c3    3&9    R     Run   Power           2
 * c4    3&9    R     Pass  Mesh            6
 * c5    1&10   L     Run   Inside Zone     3
 * c6    1&10   L     Run   Inside Zone     4
 * c7    1&10   L     Run   Inside Zone     5
 * c8    1&10   L     Pass  Smash           8
 *
 * 3rd & 7, left hash, m = 10, prior pass 0.5:
 *   all plays           4 of 8 passes   (4 + 10 · 0.5) / 18          = 0.5
 *   3rd & 7+            3 of 4          (3 + 10 · 0.5) / 14          = 8/14 = 0.5714
 *   3rd & 7+, left hash 2 of 2          (2 + 10 · 8/14) / 12         = 9/14 = 0.6429 (not 100 %)
 */
const OFFENSE: TendencyInput[] = plays('r1', [
  { down: 3, distance: 8, hash: 'L', playType: 'Pass', concept: 'Smash', result: 'Complete', gainLoss: 10 },
  { down: 3, distance: 8, hash: 'L', playType: 'Pass', concept: 'Smash', result: 'Incomplete', gainLoss: 0 },
  { down: 3, distance: 9, hash: 'R', playType: 'Run', concept: 'Power', result: 'Rush', gainLoss: 2 },
  { down: 3, distance: 9, hash: 'R', playType: 'Pass', concept: 'Mesh', result: 'Complete', gainLoss: 6 },
  { down: 1, distance: 10, hash: 'L', playType: 'Run', concept: 'Inside Zone', result: 'Rush', gainLoss: 3 },
  { down: 1, distance: 10, hash: 'L', playType: 'Run', concept: 'Inside Zone', result: 'Rush', gainLoss: 4 },
  { down: 1, distance: 10, hash: 'L', playType: 'Run', concept: 'Inside Zone', result: 'Rush', gainLoss: 5 },
  { down: 1, distance: 10, hash: 'L', playType: 'Pass', concept: 'Smash', result: 'Complete', gainLoss: 8 },
  { odkm: 'K', playType: 'Punt', result: 'Downed', kickYards: 38 },
  { down: 2, distance: 5, hash: 'M', result: 'Penalty', gainLoss: -5 },
]);

const THIRD_LONG_LEFT = { down: 3, distance: 7, hash: 'L' };

function offense(situation: Parameters<typeof predictSituation>[1], inputs = OFFENSE): OffensePrediction {
  const prediction = predictSituation(inputs, situation);
  if (prediction.side !== 'offense') throw new Error('expected an offense prediction');
  return prediction;
}

describe('the predictor’s back-off and shrinkage (offense)', () => {
  const prediction = offense(THIRD_LONG_LEFT);

  it('goes from all plays to 3rd & 7+ to 3rd & 7+ on the left hash, each level pulled toward the broader one', () => {
    expect(prediction.levels.map((level) => [level.label, level.n, level.count])).toEqual([
      ['All plays', 8, 4],
      ['3rd & 7+', 4, 3],
      ['3rd & 7+, left hash', 2, 2],
    ]);
    expect(prediction.levels[0]?.estimate).toBeCloseTo(0.5, 10);
    expect(prediction.levels[1]?.estimate).toBeCloseTo(8 / 14, 10);
    expect(prediction.levels[2]?.estimate).toBeCloseTo(9 / 14, 10);
    expect(prediction.levels[2]?.rate).toBe(1);
  });

  it('answers pass 64% from the two plays, never 100%, with the n, an interval and the plays behind it', () => {
    expect(prediction.pass.probability).toBeCloseTo(9 / 14, 10);
    expect(prediction.pass.n).toBe(2);
    expect(prediction.pass.count).toBe(2);
    expect(prediction.pass.effectiveN).toBe(12);
    expect(prediction.pass.interval.low).toBeGreaterThan(0.3);
    expect(prediction.pass.interval.low).toBeLessThan(9 / 14);
    expect(prediction.pass.interval.high).toBeGreaterThan(9 / 14);
    expect(prediction.pass.interval.high).toBeLessThan(1);
    expect(prediction.pass.cardIds).toEqual(['c1', 'c2']);
    expect(prediction.cardIds).toEqual(['c1', 'c2']);
    expect(prediction.snaps).toBe(8);
  });

  it('says in words which situations it drew on', () => {
    expect(prediction.explanation).toBe(
      '3rd & 7+, left hash: 2 plays (pass 2); all 3rd & 7+: 4 plays (pass 3); all plays: 8 plays (pass 4).',
    );
    expect(prediction.description).toBe('3rd & 7, left hash');
  });

  it('shares the calls level by level, the prior’s weight on a call not seen yet', () => {
    // all plays: Smash 3/18, Inside Zone 3/18, Power 1/18, Mesh 1/18, not seen 10/18
    // 3rd & 7+ (Smash 2, Power 1, Mesh 1 of 4): Smash 11/42, Inside Zone 5/42, Power 1/9, Mesh 1/9, not seen 25/63
    // + left hash (Smash 2 of 2): Smash (2 + 10 · 11/42) / 12 = 194/504, Inside Zone 50/504, Mesh = Power = 10/108
    const { calls } = prediction;
    expect(calls.top.map((call) => call.value)).toEqual(['Smash', 'Inside Zone', 'Mesh']);
    expect(calls.top[0]?.probability).toBeCloseTo(194 / 504, 10);
    expect(calls.top[1]?.probability).toBeCloseTo(50 / 504, 10);
    expect(calls.top[2]?.probability).toBeCloseTo(10 / 108, 10);
    // the rest: Power 10/108 and not seen 250/756
    expect(calls.other).toBeCloseTo(10 / 108 + 250 / 756, 10);
    expect(calls.top.map((call) => call.n)).toEqual([2, 0, 0]);
    expect(calls.n).toBe(2);
  });

  it('expects the gain the same way: 4.75 over all, (18 + 10 · 4.75) / 14 on 3rd & 7+, (10 + 10 · that) / 12', () => {
    const thirdLong = (18 + 10 * 4.75) / 14;
    expect(prediction.gain.yards).toBeCloseTo((10 + 10 * thirdLong) / 12, 10);
    expect(prediction.gain.n).toBe(2);
    expect(prediction.gain.interval?.low).toBeLessThan(prediction.gain.yards as number);
  });

  it('leaves out a dimension with no plays and says so, going on with the next', () => {
    const withFormation = offense({ ...THIRD_LONG_LEFT, formation: 'Wing T' });
    expect(withFormation.leftOut).toEqual([{ dimension: 'formation', label: 'Wing T' }]);
    expect(withFormation.levels.map((level) => level.label)).toEqual(['All plays', '3rd & 7+', '3rd & 7+, left hash']);
    expect(withFormation.pass.probability).toBeCloseTo(9 / 14, 10);
    expect(withFormation.explanation).toMatch(/No plays with Wing T: left out\.$/);
  });

  it('never reaches certainty, even when every play of the report is a pass', () => {
    const allPasses = plays('r1', [
      { down: 3, distance: 8, playType: 'Pass', result: 'Complete', gainLoss: 9 },
      { down: 3, distance: 9, playType: 'Pass', result: 'Complete', gainLoss: 9 },
    ]);
    // all: (2 + 5) / 12 = 7/12; 3rd & 7+: (2 + 10 · 7/12) / 12
    const thin = offense({ down: 3, distance: 8 }, allPasses);
    expect(thin.pass.probability).toBeCloseTo((2 + (10 * 7) / 12) / 12, 10);
    expect(thin.pass.probability).toBeLessThan(0.7);
    const many = plays(
      'r1',
      Array.from({ length: 40 }, () => ({ down: 3, distance: 8, playType: 'Pass', result: 'Complete', gainLoss: 9 })),
    );
    expect(offense({ down: 3, distance: 8 }, many).pass.probability).toBeLessThan(1);
  });

  it('states its prior with no plays at all', () => {
    const empty = offense(THIRD_LONG_LEFT, []);
    expect(empty.pass.probability).toBe(0.5);
    expect(empty.pass.n).toBe(0);
    expect(empty.levels.map((level) => [level.label, level.n])).toEqual([['All plays', 0]]);
    expect(empty.calls).toEqual({ top: [], other: 1, n: 0, cardIds: [] });
    expect(empty.gain.yards).toBeNull();
    const pressure = predictSituation([], THIRD_LONG_LEFT, { side: 'defense' }) as DefensePrediction;
    expect(pressure.pressure.probability).toBeCloseTo(0.3, 10);
  });

  it('uses one prepared set of plays for a whole call sheet', () => {
    const predictor = preparePredictor(OFFENSE);
    const sheet = CALL_SHEET_SITUATIONS.map((row) => predictor.predict(row.situation));
    expect(sheet).toHaveLength(10);
    expect(new Set(CALL_SHEET_SITUATIONS.map((row) => row.key)).size).toBe(10);
    expect(sheet[4]?.levels.map((level) => level.label)).toEqual(['All plays', '3rd & 7+']);
    expect(sheet[9]?.levels.map((level) => level.label)).toEqual(['All plays']);
    expect(sheet[9]?.leftOut).toEqual([{ dimension: 'twoMinute', label: 'two-minute' }]);
  });
});

/**
 * The defense (ODK D), hand-tagged; the offense's snap o1 is not read.
 *       D&D    hash  front  coverage  BLITZ
 * d1    3&8    L     Over   Cover 1   Mike
 * d2    3&9    L     Over   Cover 0   5-man
 * d3    1&10   R     Under  Cover 3   None
 * d4    1&10   L     Over   Cover 3   —
 * 3rd & 8, left hash, prior pressure 0.3: all (2 + 3) / 14 = 5/14; 3rd & 7+ (2 + 10 · 5/14) / 12 = 13/28;
 * + left hash (the same 2 plays) (2 + 10 · 13/28) / 12 = 31/56.
 */
const DEFENSE: TendencyInput[] = plays('r1', [
  { odkm: 'D', down: 3, distance: 8, hash: 'L', front: 'Over', coverage: 'Cover 1', pressure: 'Mike', playType: 'Pass' },
  { odkm: 'D', down: 3, distance: 9, hash: 'L', front: 'Over', coverage: 'Cover 0', pressure: '5-man', playType: 'Pass' },
  { odkm: 'D', down: 1, distance: 10, hash: 'R', front: 'Under', coverage: 'Cover 3', pressure: 'None', playType: 'Run' },
  { odkm: 'D', down: 1, distance: 10, hash: 'L', front: 'Over', coverage: 'Cover 3', playType: 'Run' },
  { odkm: 'O', down: 1, distance: 10, hash: 'L', playType: 'Run', result: 'Rush', gainLoss: 4 },
]);

describe('the predictor for a defense', () => {
  const prediction = predictSituation(DEFENSE, { down: 3, distance: 8, hash: 'L' }, { side: 'defense' }) as DefensePrediction;

  it('gives the pressure probability from the defense’s snaps, shrunk toward the 30% prior', () => {
    expect(prediction.side).toBe('defense');
    expect(prediction.snaps).toBe(4);
    expect(prediction.levels.map((level) => level.estimate)).toEqual([
      expect.closeTo(5 / 14, 10),
      expect.closeTo(13 / 28, 10),
      expect.closeTo(31 / 56, 10),
    ]);
    expect(prediction.pressure.probability).toBeCloseTo(31 / 56, 10);
    expect(prediction.pressure.cardIds).toEqual(['c1', 'c2']);
    expect(prediction.explanation).toBe(
      '3rd & 7+, left hash: 2 plays (pressure 2); all 3rd & 7+: 2 plays (pressure 2); all plays: 4 plays (pressure 2).',
    );
  });

  it('names the likely front and coverage', () => {
    // Over: all 3/14; 3rd & 7+ (2 + 30/14) / 12 = 58/168; + left hash (2 + 10 · 58/168) / 12 = 916/2016
    expect(prediction.fronts.top[0]).toMatchObject({ value: 'Over', probability: expect.closeTo(916 / 2016, 10), n: 2 });
    // Cover 0 and Cover 1: (1 + 10 · 1/7) / 12 = 17/84 each (ties by name), Cover 3 200/2016
    expect(prediction.coverages.top.map((entry) => [entry.value, entry.probability])).toEqual([
      ['Cover 0', expect.closeTo(17 / 84, 10)],
      ['Cover 1', expect.closeTo(17 / 84, 10)],
      ['Cover 3', expect.closeTo(200 / 2016, 10)],
    ]);
  });
});

describe('situations in words', () => {
  it('describes a situation as a coach says it', () => {
    expect(
      describeSituation({
        down: 3,
        distance: 7,
        yardLine: -30,
        hash: 'l',
        personnel: '11',
        formation: 'Trips Right',
        quarter: 4,
        clock: '1:45',
        scoreDifference: -3,
      }),
    ).toBe('3rd & 7 at own 30, left hash, 11 personnel, Trips Right, 4th quarter 1:45, behind by 3');
    expect(describeSituation({ fieldZone: 'red-zone' })).toBe('Red zone');
    expect(describeSituation({ down: 1, distance: 10, yardLine: 20 })).toBe('1st & 10 at opponent’s 20');
    expect(describeSituation({})).toBe('Any situation');
  });

  it('reads a tagged play’s situation and its score', () => {
    const [input] = plays('r1', [
      {
        down: 2,
        distance: 4,
        yardLine: 35,
        hash: 'R',
        formation: 'Doubles',
        personnel: '12',
        quarter: 2,
        time: '0:58',
        scoreBefore: '14-21',
      },
    ]);
    expect(situationOfInput(input as TendencyInput)).toEqual({
      down: 2,
      distance: 4,
      yardLine: 35,
      hash: 'R',
      quarter: 2,
      clock: 58,
      scoreDifference: -7,
      formation: 'Doubles',
      personnel: '12',
    });
    expect(scoreDifferenceOf('21 - 14')).toBe(7);
    expect(scoreDifferenceOf('+3')).toBe(3);
    expect(scoreDifferenceOf('close')).toBeNull();
  });

  it('matches the two-minute and the score as the plays were tagged', () => {
    const inputs = plays('r1', [
      { down: 1, distance: 10, quarter: 4, time: '1:30', scoreBefore: '7-10', playType: 'Pass', result: 'Complete', gainLoss: 5 },
      { down: 1, distance: 10, quarter: 4, time: '1:10', scoreBefore: '7-10', playType: 'Pass', result: 'Complete', gainLoss: 5 },
      { down: 1, distance: 10, quarter: 1, time: '9:30', scoreBefore: '0-0', playType: 'Run', result: 'Rush', gainLoss: 5 },
    ]);
    const late = offense({ down: 1, distance: 10, quarter: 4, clock: 75, scoreDifference: -2 }, inputs);
    expect(late.levels.map((level) => [level.label, level.n])).toEqual([
      ['All plays', 3],
      ['1st & 10+', 3],
      ['1st & 10+, two-minute', 2],
      ['1st & 10+, two-minute, behind by 1–8', 2],
    ]);
  });
});
