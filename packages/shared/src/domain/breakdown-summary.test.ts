import { describe, expect, it } from 'vitest';
import {
  callLine,
  countGames,
  downDistanceBucket,
  formatDownAndDistance,
  formatGainLoss,
  formatSignedYardLine,
  percentOf,
  summarizeBreakdowns,
  topCounts,
} from './breakdown-summary';

describe('down & distance buckets', () => {
  it('splits first downs at 10 yards to go', () => {
    expect(downDistanceBucket(1, 10)).toBe('1st & 10+');
    expect(downDistanceBucket(1, 15)).toBe('1st & 10+');
    expect(downDistanceBucket(1, 9)).toBe('1st & <10');
    expect(downDistanceBucket(1, null)).toBe('1st & 10+');
  });

  it('puts second and third downs into long (7+), medium (4–6) and short (1–3)', () => {
    expect(downDistanceBucket(2, 7)).toBe('2nd & long (7+)');
    expect(downDistanceBucket(2, 6)).toBe('2nd & medium (4–6)');
    expect(downDistanceBucket(2, 4)).toBe('2nd & medium (4–6)');
    expect(downDistanceBucket(3, 3)).toBe('3rd & short (1–3)');
    expect(downDistanceBucket(3, 1)).toBe('3rd & short (1–3)');
    expect(downDistanceBucket(3, 12)).toBe('3rd & long (7+)');
  });

  it('keeps every fourth down together and leaves plays without a down out', () => {
    expect(downDistanceBucket(4, 1)).toBe('4th down');
    expect(downDistanceBucket(4, 20)).toBe('4th down');
    expect(downDistanceBucket(null, 10)).toBeNull();
    expect(downDistanceBucket(0, 10)).toBeNull();
    expect(downDistanceBucket(3, null)).toBeNull();
  });

  it('reads numbers written as text', () => {
    expect(downDistanceBucket('3', '2')).toBe('3rd & short (1–3)');
  });
});

describe('top counts', () => {
  it('lists the most frequent values first with their share of all values, ties in the order first seen', () => {
    const rows = topCounts(['TRIPS R', 'DOUBLES', 'TRIPS R', null, 'EMPTY', 'DOUBLES', ' TRIPS R '], 2);

    expect(rows).toEqual([
      { label: 'TRIPS R', count: 3, percent: 43 },
      { label: 'DOUBLES', count: 2, percent: 29 },
    ]);
  });

  it('gives nothing for no values and 0% of nothing', () => {
    expect(topCounts([], 5)).toEqual([]);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('games', () => {
  it('starts a new game each time the play number drops', () => {
    expect(countGames([1, 2, 3, 1, 2, 1].map((playNumber) => ({ playNumber })))).toBe(3);
  });

  it('skips plays without a number and is null when none has one', () => {
    expect(countGames([{ playNumber: 4 }, {}, { playNumber: 5 }])).toBe(1);
    expect(countGames([{}, { playNumber: null }])).toBeNull();
  });
});

describe('a report’s summary', () => {
  it('counts snaps, formations, plays and down & distance buckets', () => {
    const plays = [
      { down: 1, distance: 10, formation: 'TRIPS R', concept: 'INSIDE ZONE', playNumber: 1 },
      { down: 2, distance: 5, formation: 'TRIPS R', concept: 'SMASH', playNumber: 2 },
      { down: 3, distance: 2, formation: 'DOUBLES', playConcept: 'INSIDE ZONE', playNumber: 3 },
      { down: null, distance: null, formation: null, concept: null, playNumber: 1 },
    ];

    const summary = summarizeBreakdowns(plays, 5);

    expect(summary.snaps).toBe(4);
    expect(summary.games).toBe(2);
    expect(summary.snapsWithDown).toBe(3);
    expect(summary.topFormations).toEqual([
      { label: 'TRIPS R', count: 2, percent: 50 },
      { label: 'DOUBLES', count: 1, percent: 25 },
    ]);
    expect(summary.topPlays[0]).toEqual({ label: 'INSIDE ZONE', count: 2, percent: 50 });
    expect(summary.downDistance).toHaveLength(9);
    expect(summary.downDistance.find((row) => row.label === '2nd & medium (4–6)')).toEqual({
      label: '2nd & medium (4–6)',
      count: 1,
      percent: 33,
    });
    expect(summary.downDistance.find((row) => row.label === '4th down')?.count).toBe(0);
  });
});

describe('a play’s printed facts', () => {
  it('writes down & distance, the signed yard line and the gain as coaches do', () => {
    expect(formatDownAndDistance(3, 7)).toBe('3rd & 7');
    expect(formatDownAndDistance(2, null)).toBe('2nd down');
    expect(formatDownAndDistance(null, 7)).toBeNull();
    expect(formatSignedYardLine(-35)).toBe('-35');
    expect(formatSignedYardLine(20)).toBe('+20');
    expect(formatSignedYardLine(50)).toBe('50');
    expect(formatSignedYardLine(null)).toBeNull();
    expect(formatGainLoss(7)).toBe('+7');
    expect(formatGainLoss(-3)).toBe('-3');
    expect(formatGainLoss(0)).toBe('0');
  });
});

describe('what was called, on every side of the ball', () => {
  it("reads the offense's concept, the defense's front, coverage and pressure, and a kick's type and yards", () => {
    expect(callLine({ odkm: 'O', playType: 'Pass', concept: 'SMASH' })).toBe('SMASH');
    expect(callLine({ odkm: 'D', front: 'Over', coverage: 'Cover 1', pressure: 'Mike', concept: 'SMASH' })).toBe(
      'Over · Cover 1 · Mike pressure',
    );
    expect(callLine({ odkm: 'D', front: 'Under', coverage: 'Cover 3', pressure: 'None' })).toBe('Under · Cover 3');
    expect(callLine({ odkm: 'K', playType: 'Punt', kickType: 'Rugby', kickYards: 42, hangTime: 4.3, returnYards: 8 })).toBe(
      'Punt · Rugby · 42 yds · 4.3 s hang · 8 ret',
    );
    expect(callLine({ odkm: 'O', playType: 'FG', kickYards: 37 })).toBe('FG · 37 yds');
    expect(callLine({ odkm: 'D' })).toBeNull();
  });
});
