import { describe, expect, it } from 'vitest';
import { checkBreakdownChain, expectedNext } from './index';
import { plays } from './test-plays';

describe('expectedNext', () => {
  it('chains down, distance and yard line after a gain short of the distance', () => {
    // 1st & 10 at −20, gain 5 → 2nd & 5 at −25
    expect(expectedNext({ down: 1, distance: 10, yardLine: -20, gainLoss: 5 })).toEqual({
      down: 2,
      distance: 5,
      yardLine: -25,
      goalToGo: false,
    });
    // 2nd & 3 at +12, gain 1 → 3rd & 2 at +11
    expect(expectedNext({ down: 2, distance: 3, yardLine: 12, gainLoss: 1 })).toEqual({
      down: 3,
      distance: 2,
      yardLine: 11,
      goalToGo: false,
    });
    // a loss: 1st & 10 at −30, loss of 4 → 2nd & 14 at −26
    expect(expectedNext({ down: 1, distance: 10, yardLine: -30, gainLoss: -4 })).toEqual({
      down: 2,
      distance: 14,
      yardLine: -26,
      goalToGo: false,
    });
  });

  it('gives a first down when the gain reaches the distance, across midfield, and 1st & goal inside the 10', () => {
    // 2nd & 5 at −25, gain 12 → 1st & 10 at −37
    expect(expectedNext({ down: 2, distance: 5, yardLine: -25, gainLoss: 12 })).toMatchObject({ down: 1, distance: 10, yardLine: -37 });
    // 1st & 10 at −40, gain 10 → midfield; at −45, gain 10 → own 55 = opponent's 45 (+45)
    expect(expectedNext({ down: 1, distance: 10, yardLine: -40, gainLoss: 10 })).toMatchObject({ down: 1, yardLine: 50 });
    expect(expectedNext({ down: 1, distance: 10, yardLine: -45, gainLoss: 10 })).toMatchObject({ down: 1, distance: 10, yardLine: 45 });
    // 3rd & 2 at +15, gain 8 → +7: 1st & goal, 7 to go
    expect(expectedNext({ down: 3, distance: 2, yardLine: 15, gainLoss: 8 })).toEqual({
      down: 1,
      distance: 7,
      yardLine: 7,
      goalToGo: true,
    });
  });

  it('has no next spot when the series ends or the play lacks a value', () => {
    expect(expectedNext({ down: 1, distance: 10, yardLine: 8, gainLoss: 8, result: 'Rush TD' })).toBeNull();
    expect(expectedNext({ down: 2, distance: 10, yardLine: -30, gainLoss: 0, result: 'Interception' })).toBeNull();
    // 4th & 3, gain 1: turnover on downs
    expect(expectedNext({ down: 4, distance: 3, yardLine: 35, gainLoss: 1 })).toBeNull();
    // loss of 6 from the own 5: a safety
    expect(expectedNext({ down: 1, distance: 10, yardLine: -5, gainLoss: -6 })).toBeNull();
    expect(expectedNext({ down: 1, distance: 10, yardLine: null, gainLoss: 3 })).toBeNull();
    expect(expectedNext({})).toBeNull();
  });

  it('replays the down after a penalty and keeps everything after a timeout', () => {
    // 1st & 10 at −30, 5-yard penalty on the defense → 1st & 5 at −35
    expect(expectedNext({ down: 1, distance: 10, yardLine: -30, gainLoss: 5, result: 'Penalty' })).toMatchObject({
      down: 1,
      distance: 5,
      yardLine: -35,
    });
    expect(expectedNext({ down: 3, distance: 4, yardLine: 40, gainLoss: 0, result: 'Timeout' })).toMatchObject({
      down: 3,
      distance: 4,
      yardLine: 40,
    });
  });
});

describe('checking a report’s chain', () => {
  it('flags the plays that break the chain, with what was expected', () => {
    const report = checkBreakdownChain(
      plays('r', [
        { down: 1, distance: 10, yardLine: -20, gainLoss: 5, playType: 'Run', quarter: 1 },
        // expected 2nd & 5 at −25: the distance is off by 3
        { down: 2, distance: 8, yardLine: -25, gainLoss: 3, playType: 'Run' },
        // from 2nd & 8 at −25, gain 3 → 3rd & 5 at −28; written at −29: one yard is rounding, not flagged
        { down: 3, distance: 5, yardLine: -29, gainLoss: 0, playType: 'Pass', result: 'Incomplete' },
        { odkm: 'K', playType: 'Punt' },
        // a new drive after the punt: never a break
        { down: 1, distance: 10, yardLine: -30, gainLoss: 0, playType: 'Pass', result: 'Incomplete', quarter: 2 },
        // the quarter changes inside the half: still chained (expected 2nd & 10 at −30), down wrong
        { down: 3, distance: 10, yardLine: -30, gainLoss: 2, playType: 'Run', quarter: 2 },
        // the second half begins: a new drive
        { down: 1, distance: 10, yardLine: -25, gainLoss: 5, playType: 'Run', quarter: 3 },
        // a penalty on the defense, then an automatic first down from the new spot: accepted
        { down: 2, distance: 5, yardLine: -30, gainLoss: 15, result: 'Penalty' },
        { down: 1, distance: 10, yardLine: -45, gainLoss: 4, playType: 'Run' },
      ]),
    );

    // compared: c2, c3, c6, c8, c9 (c1, c5 and c7 start drives; c4 is the punt)
    expect(report.checked).toBe(5);
    expect(report.flagged.map((flag) => flag.cardId)).toEqual(['c2', 'c6']);
    expect(report.flagged[0]?.problems).toEqual([{ field: 'distance', expected: 5, actual: 8 }]);
    expect(report.flagged[0]?.message).toBe('Play 2: 2nd & 8 at −25, expected 2nd & 5 at −25 (1st & 10 at −20, gain of 5)');
    expect(report.flagged[1]?.problems).toEqual([{ field: 'down', expected: 2, actual: 3 }]);
  });

  it('starts a drive after a turnover, a touchdown, a change of SERIES and a new game in the same sheet', () => {
    const report = checkBreakdownChain([
      ...plays('r', [
        { down: 2, distance: 10, yardLine: -30, gainLoss: 0, playType: 'Pass', result: 'Interception', customFields: { SERIES: '1' } },
        { down: 1, distance: 10, yardLine: 40, gainLoss: 40, playType: 'Pass', result: 'Complete TD', customFields: { SERIES: '2' } },
        { down: 1, distance: 10, yardLine: -25, gainLoss: 3, playType: 'Run', customFields: { SERIES: '3' } },
        { down: 1, distance: 10, yardLine: -40, gainLoss: 3, playType: 'Run', customFields: { SERIES: '4' } },
      ]),
      // play numbers drop back to 1: another game
      {
        cardId: 'g2',
        cardNumber: 5,
        reportId: 'r',
        breakdown: { odkm: 'O', playNumber: 1, down: 1, distance: 10, yardLine: -20, playType: 'Run' },
      },
    ]);

    expect(report).toEqual({ checked: 0, flagged: [] });
  });

  it('checks each report of a group on its own, however the plays were mixed', () => {
    const first = plays('a', [
      { down: 1, distance: 10, yardLine: -20, gainLoss: 5, playType: 'Run' },
      { down: 2, distance: 5, yardLine: -25, gainLoss: 1, playType: 'Run' },
    ]);
    const second = plays(
      'b',
      [
        { down: 1, distance: 10, yardLine: 30, gainLoss: 2, playType: 'Run' },
        // expected 2nd & 8 at +28
        { down: 2, distance: 8, yardLine: 20, gainLoss: 0, playType: 'Run' },
      ],
      'b',
    );
    const report = checkBreakdownChain([first[0], second[0], first[1], second[1]].filter((play) => play !== undefined));

    expect(report.checked).toBe(2);
    expect(report.flagged.map((flag) => [flag.cardId, flag.problems])).toEqual([['b2', [{ field: 'yardLine', expected: 28, actual: 20 }]]]);
  });
});
