import { describe, expect, it } from 'vitest';
import { filterPlays } from '../breakdown-filters';
import { computeTendencies, type TendencyInput } from './index';

/**
 * One game's defense, hand-tagged: 18 D plays (d1–d18) with the offense's formation and personnel they faced,
 * the defense's front, coverage and pressure (BLITZ), and what the offense gained. Mixed in and never counted on
 * the defense's side: an offensive snap (o1), a punt (k1) and an S row (s1).
 *
 *       D&D    YL   hash form      pers front  coverage  BLITZ      type  result       gain  Q  time
 * d1    3&8   −30   L   TRIPS RT   11   Over   Cover 1   Mike       Pass  Incomplete     0   1
 * d2    3&9   −40   M   TRIPS LT   11   Over   Cover 1   Mike       Pass  Sack          −7   1
 * d3    3&7   +35   R   TRIPS RT   11   Under  Cover 1   5-man      Pass  Complete       8   1
 * d4    3&10  −25   L   Doubles    11   Over   Cover 1   Mike       Pass  Complete      25   1
 * d5    3&12  +45   M   TRIPS RT   10   Over   Cover 1   Fire zone  Pass  Incomplete     0   2  0:40
 * d6    3&7   −20   R   Empty      10   Under  Cover 3   Mike       Run   Rush           3   2
 * d7    3&8   +30   L   Doubles    11   Over   Cover 3   None       Pass  Complete       5   2
 * (o1: the offense's snap)
 * d8    1&10  −25   L   TRIPS RT   11   Over   Cover 3   —          Run   Rush           4   2
 * d9    1&10  −29   M   TRIPS RT   11   Over   Cover 3   none       Run   Rush          12   2  2:01
 * d10   1&10  −41   R   Doubles    12   Under  Cover 3   —          Pass  Complete       6   2
 * d11   2&4   −47   L   I          21   Under  Quarters  —          Run   Rush           2   2
 * d12   2&8   +45   M   TRIPS LT   11   Over   Quarters  Sam        Pass  Incomplete     0   2
 * (k1: a punt)
 * d13   1&10  +20   R   Doubles    11   Over   Cover 3   —          Pass  Complete TD   20   3
 * d14   2&2    −8   L   I          22   Bear   Cover 0   —          Run   Rush           1   3
 * d15   1&10   −5   M   I          21   Bear   Cover 0   -          Run   Rush           0   3
 * d16   4&1    +3   R   I          22   Bear   Cover 0   —          Run   Rush TD        3   3
 * d17   1&10  +15   L   TRIPS RT   11   Over   Cover 3   —          Pass  Incomplete     0   4  1:45
 * d18   2&10  +15   M   TRIPS RT   11   Over   Cover 1   —          Pass  Complete       6   4  1:38
 * (s1: a timeout)
 *
 * Pressured (BLITZ tagged, not None/none/-): d1–d6 and d12, 7 of 18 = 38.9 %. Runs d6 d8 d9 d11 d14 d15 d16 (7),
 * passes 11. Yards: 0 − 7 + 8 + 25 + 0 + 3 + 5 + 4 + 12 + 6 + 2 + 0 + 20 + 1 + 0 + 3 + 0 + 6 = 88, 4.89 a play.
 * Success (50/70/100): d3 (8 ≥ 7), d4 (25 ≥ 10), d9 (12 ≥ 5), d10 (6 ≥ 5), d13 and d16 (touchdowns): 6 of 18.
 * Explosive: d4 (pass 25), d9 (run 12), d13 (pass 20): 3.
 */
/** One D play, in the order of the table above. */
function d(
  down: number,
  distance: number,
  yardLine: number,
  hash: string,
  formation: string,
  personnel: string,
  front: string,
  coverage: string,
  pressure: string | null,
  playType: string,
  result: string,
  gainLoss: number,
  quarter: number,
  time: string | null = null,
) {
  return {
    odkm: 'D',
    down,
    distance,
    yardLine,
    hash,
    formation,
    personnel,
    front,
    coverage,
    pressure,
    playType,
    result,
    gainLoss,
    quarter,
    time,
  };
}

const D = [
  d(3, 8, -30, 'L', 'TRIPS RT', '11', 'Over', 'Cover 1', 'Mike', 'Pass', 'Incomplete', 0, 1),
  d(3, 9, -40, 'M', 'TRIPS LT', '11', 'Over', 'Cover 1', 'Mike', 'Pass', 'Sack', -7, 1),
  d(3, 7, 35, 'R', 'TRIPS RT', '11', 'Under', 'Cover 1', '5-man', 'Pass', 'Complete', 8, 1),
  d(3, 10, -25, 'L', 'Doubles', '11', 'Over', 'Cover 1', 'Mike', 'Pass', 'Complete', 25, 1),
  d(3, 12, 45, 'M', 'TRIPS RT', '10', 'Over', 'Cover 1', 'Fire zone', 'Pass', 'Incomplete', 0, 2, '0:40'),
  d(3, 7, -20, 'R', 'Empty', '10', 'Under', 'Cover 3', 'Mike', 'Run', 'Rush', 3, 2),
  d(3, 8, 30, 'L', 'Doubles', '11', 'Over', 'Cover 3', 'None', 'Pass', 'Complete', 5, 2),
  d(1, 10, -25, 'L', 'TRIPS RT', '11', 'Over', 'Cover 3', null, 'Run', 'Rush', 4, 2),
  d(1, 10, -29, 'M', 'TRIPS RT', '11', 'Over', 'Cover 3', 'none', 'Run', 'Rush', 12, 2, '2:01'),
  d(1, 10, -41, 'R', 'Doubles', '12', 'Under', 'Cover 3', null, 'Pass', 'Complete', 6, 2),
  d(2, 4, -47, 'L', 'I', '21', 'Under', 'Quarters', null, 'Run', 'Rush', 2, 2),
  d(2, 8, 45, 'M', 'TRIPS LT', '11', 'Over', 'Quarters', 'Sam', 'Pass', 'Incomplete', 0, 2),
  d(1, 10, 20, 'R', 'Doubles', '11', 'Over', 'Cover 3', null, 'Pass', 'Complete TD', 20, 3),
  d(2, 2, -8, 'L', 'I', '22', 'Bear', 'Cover 0', null, 'Run', 'Rush', 1, 3),
  d(1, 10, -5, 'M', 'I', '21', 'Bear', 'Cover 0', '-', 'Run', 'Rush', 0, 3),
  d(4, 1, 3, 'R', 'I', '22', 'Bear', 'Cover 0', null, 'Run', 'Rush TD', 3, 3),
  d(1, 10, 15, 'L', 'TRIPS RT', '11', 'Over', 'Cover 3', null, 'Pass', 'Incomplete', 0, 4, '1:45'),
  d(2, 10, 15, 'M', 'TRIPS RT', '11', 'Over', 'Cover 1', null, 'Pass', 'Complete', 6, 4, '1:38'),
].map((breakdown, index) => ({ id: `d${index + 1}`, breakdown }));

const OTHERS = {
  o1: { odkm: 'O', down: 1, distance: 10, yardLine: -30, formation: 'Pro', playType: 'Run', result: 'Rush', gainLoss: 4, quarter: 2 },
  k1: { odkm: 'K', playType: 'Punt', result: 'Downed', kickYards: 38, quarter: 2 },
  s1: { odkm: 'S', result: 'Timeout', quarter: 4 },
};

const ORDER = [...D.slice(0, 7), { id: 'o1', breakdown: OTHERS.o1 }, ...D.slice(7, 12), { id: 'k1', breakdown: OTHERS.k1 }, ...D.slice(12)];
const GAME: TendencyInput[] = [...ORDER, { id: 's1', breakdown: OTHERS.s1 }].map(({ id, breakdown }, index) => ({
  cardId: id,
  cardNumber: index + 1,
  reportId: 'r',
  breakdown: { playNumber: index + 1, ...breakdown },
}));
const ids = (...numbers: number[]) => numbers.map((number) => `d${number}`);
const report = computeTendencies(GAME, { side: 'defense' });
const row = <Row extends { label: string }>(rows: Row[], label: string) => {
  const found = rows.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no row ${label}`);
  return found;
};

describe('the defense’s side', () => {
  it('counts the 18 D plays only, with what the offense did against them', () => {
    expect(report.side).toBe('defense');
    expect(report.snaps).toBe(18);
    expect(report.games).toEqual([{ reportId: 'r', label: 'r', snaps: 18 }]);
    expect(report.overall).toMatchObject({ n: 18, run: 7, pass: 11, other: 0, yards: 88, judged: 18, successes: 6, explosives: 3 });
    expect(report.overall.yardsPerPlay).toBeCloseTo(88 / 18, 10);
    expect(report.overall.pressures).toBe(7);
    expect(report.overall.pressureRate).toBeCloseTo(7 / 18, 10);
    expect(report.overall.topFronts).toEqual([
      { value: 'Over', n: 11 },
      { value: 'Under', n: 4 },
      { value: 'Bear', n: 3 },
    ]);
    expect(report.overall.topCoverages).toEqual([
      { value: 'Cover 3', n: 7 },
      { value: 'Cover 1', n: 6 },
      { value: 'Cover 0', n: 3 },
    ]);
    // who pressured: Mike 4; the single ones by name
    expect(report.overall.topPressures).toEqual([
      { value: 'Mike', n: 4 },
      { value: '5-man', n: 1 },
      { value: 'Fire zone', n: 1 },
    ]);
    // the offense's side of the same game is o1 alone
    expect(computeTendencies(GAME).overall.cardIds).toEqual(['o1']);
  });

  it('says what each coverage gives up', () => {
    expect(report.coverages.rows.map((r) => [r.label, r.cell.n])).toEqual([
      ['Cover 3', 7],
      ['Cover 1', 6],
      ['Cover 0', 3],
      ['Quarters', 2],
    ]);
    // Cover 1 (d1–d5, d18): all passes, 0 − 7 + 8 + 25 + 0 + 6 = 32 yards, 5.33 a play; success d3 d4; explosive d4;
    // pressured d1–d5; mostly against TRIPS RT (d1 d3 d5 d18), all on long yardage
    const cover1 = row(report.coverages.rows, 'Cover 1');
    expect(cover1.cell).toMatchObject({ n: 6, pass: 6, yards: 32, successes: 2, judged: 6, explosives: 1, pressures: 5, thin: false });
    expect(cover1.cell.yardsPerPlay).toBeCloseTo(32 / 6, 10);
    expect(cover1.cell.successRate).toBeCloseTo(2 / 6, 10);
    expect(cover1.cell.cardIds).toEqual(ids(1, 2, 3, 4, 5, 18));
    expect(cover1).toMatchObject({ mostCommonFormation: 'TRIPS RT', mostCommonDownDistance: 'long' });
    // Cover 3 (d6–d10, d13, d17): 3 + 5 + 4 + 12 + 6 + 20 + 0 = 50 yards, 7.14 a play; success d9 d10 d13;
    // explosive d9 d13; TRIPS RT and Doubles 3 each (Doubles first by name); 1st & 10 five times
    const cover3 = row(report.coverages.rows, 'Cover 3');
    expect(cover3.cell).toMatchObject({ n: 7, run: 3, pass: 4, yards: 50, successes: 3, explosives: 2, pressures: 1 });
    expect(cover3.cell.explosiveRate).toBeCloseTo(2 / 7, 10);
    expect(cover3).toMatchObject({ mostCommonFormation: 'Doubles', mostCommonDownDistance: 'first-10-plus' });
    // Cover 0 (d14–d16): 3 runs, 4 yards, the touchdown its only success; thin
    expect(row(report.coverages.rows, 'Cover 0').cell).toMatchObject({ n: 3, yards: 4, successes: 1, explosives: 0, thin: true });
  });

  it('lists fronts and pressures, plays without a pressure in one row, last', () => {
    expect(report.fronts.rows.map((r) => [r.label, r.cell.n, r.cell.yards, r.cell.successes, r.cell.explosives])).toEqual([
      ['Over', 11, 65, 3, 3],
      ['Under', 4, 8 + 3 + 6 + 2, 2, 0],
      ['Bear', 3, 4, 1, 0],
    ]);
    expect(report.pressures.rows.map((r) => [r.key, r.label, r.cell.n])).toEqual([
      ['Mike', 'Mike', 4],
      ['5-man', '5-man', 1],
      ['Fire zone', 'Fire zone', 1],
      ['Sam', 'Sam', 1],
      [null, 'No pressure', 11],
    ]);
    // Mike (d1 d2 d4 d6): 0 − 7 + 25 + 3 = 21 yards, 5.25 a play; d4 the success and the explosive
    expect(row(report.pressures.rows, 'Mike').cell).toMatchObject({ yards: 21, successes: 1, explosives: 1, pressureRate: 1 });
    expect(row(report.pressures.rows, 'No pressure').cell).toMatchObject({ yards: 59, pressures: 0, pressureRate: 0 });
  });

  it('splits 2nd and 3rd down with a 3rd-down total, and reads the pressure by down', () => {
    const rows = report.downDistanceByDown.rows;
    expect(rows.map((r) => [r.key, r.label, r.cell.n, r.total])).toEqual([
      ['first-10-plus', '1st & 10+', 6, false],
      ['first-under-10', '1st & <10', 0, false],
      ['second-long', '2nd & long (7+)', 2, false],
      ['second-medium', '2nd & medium (4–6)', 1, false],
      ['second-short', '2nd & short (1–3)', 1, false],
      ['third-long', '3rd & long (7+)', 7, false],
      ['third-medium', '3rd & medium (4–6)', 0, false],
      ['third-short', '3rd & short (1–3)', 0, false],
      ['third-total', '3rd down total', 7, true],
      ['fourth', '4th down', 1, false],
    ]);
    const thirdLong = row(rows, '3rd & long (7+)');
    // converted: d3 (8 of 7) and d4 (25 of 10)
    expect(thirdLong).toMatchObject({ thirdFourth: 7, conversions: 2 });
    expect(thirdLong.cell).toMatchObject({
      pressures: 6,
      topCoverages: [
        { value: 'Cover 1', n: 5 },
        { value: 'Cover 3', n: 2 },
      ],
    });
    expect(thirdLong.cell.pressureRate).toBeCloseTo(6 / 7, 10);
    expect(row(rows, '4th down')).toMatchObject({ thirdFourth: 1, conversions: 1, conversionRate: 1 });
    expect(row(rows, '1st & <10').cell).toMatchObject({ n: 0, pressureRate: null, yardsPerPlay: null });
  });

  it('finds the situations: backed up, red zone, goal line, two-minute (2:00 or less in the 2nd or 4th)', () => {
    const situation = (key: string) => report.situations.rows.find((r) => r.key === key)?.cell.cardIds;
    expect(report.situations.rows.map((r) => r.key)).toEqual([
      'first-play-of-drive',
      'third-down',
      'fourth-down',
      'backed-up',
      'red-zone-and-in',
      'goal-line',
      'two-minute',
    ]);
    // d1 opens the game, d8 follows the offense's snap, d13 the punt (and the half), d14 and d17 a touchdown
    expect(situation('first-play-of-drive')).toEqual(ids(1, 8, 13, 14, 17));
    expect(situation('backed-up')).toEqual(ids(14, 15));
    expect(situation('red-zone-and-in')).toEqual(ids(13, 16, 17, 18));
    expect(situation('goal-line')).toEqual(ids(16));
    // d9 is at 2:01 of the 2nd quarter: not yet
    expect(situation('two-minute')).toEqual(ids(5, 17, 18));
  });

  it('groups the formations faced by their base word, strength as a split', () => {
    expect(report.formationGroups.rows.map((r) => [r.label, r.cell.n, r.strengths])).toEqual([
      ['TRIPS', 9, { right: 7, left: 2, none: 0 }],
      ['Doubles', 4, { right: 0, left: 0, none: 4 }],
      ['I', 4, { right: 0, left: 0, none: 4 }],
      ['Empty', 1, { right: 0, left: 0, none: 1 }],
    ]);
    expect(row(report.formationGroups.rows, 'TRIPS').formations).toEqual([
      { value: 'TRIPS RT', n: 7 },
      { value: 'TRIPS LT', n: 2 },
    ]);
    // against TRIPS: Cover 1 on d1 d2 d3 d5 d18, Cover 3 on d8 d9 d17, Quarters d12
    expect(row(report.formationGroups.rows, 'TRIPS').cell.topCoverages).toEqual([
      { value: 'Cover 1', n: 5 },
      { value: 'Cover 3', n: 3 },
      { value: 'Quarters', n: 1 },
    ]);
  });

  it('gives the defense’s key tendencies: pressure and coverage on 3rd & 7+, with a filter for the D plays', () => {
    // pressure 6 of 7 (Wilson lower bound .487) against 7 of 18 (.389) overall: +47 points; Mike on d1 d2 d4 d6
    const pressure = report.keyTendencies.find((t) => t.outcome === 'pressure' && t.situation === '3rd & 7+');
    expect(pressure).toMatchObject({ n: 7, count: 6, topConcept: { value: 'Mike', n: 4 } });
    expect(pressure?.lowerBound).toBeCloseTo(0.4869, 3);
    expect(pressure?.sentence).toBe('3rd & 7+: pressure on 6 of 7, 86% (overall 39%, +47 points)');
    expect(pressure?.outcomeCardIds).toEqual(ids(1, 2, 3, 4, 5, 6));
    // Cover 1 5 of 7 (lower bound .359) against 6 of 18 (.333)
    const coverage = report.keyTendencies.find((t) => t.outcome === 'coverage' && t.situation === '3rd & 7+');
    expect(coverage).toMatchObject({ concept: 'Cover 1', n: 7, count: 5 });
    expect(coverage?.sentence).toBe('3rd & 7+: Cover 1 on 5 of 7, 71% (overall 33%, +38 points)');
    expect(report.keyTendencies.every((t) => ['pressure', 'coverage', 'front'].includes(t.outcome))).toBe(true);
    for (const tendency of report.keyTendencies) {
      expect(tendency.filter.sides).toEqual(['defense']);
      const selected = filterPlays(
        GAME.map((input) => ({ ...input.breakdown, id: input.cardId })),
        tendency.filter,
      ).map((play) => play.id);
      expect(selected).toEqual(tendency.cardIds);
    }
  });
});
