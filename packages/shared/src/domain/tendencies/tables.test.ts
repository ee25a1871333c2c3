import { describe, expect, it } from 'vitest';
import { computeTendencies, describeTendencyRules, formationBaseOf } from './index';
import { plays } from './test-plays';

/**
 * One game, hand-tagged. Snaps are c1–c5, c7, c8 (c6 is a punt, ODK K): 7 snaps, runs c1 c3 c7, passes c2 c4 c5
 * (c5 has no play type; a sack is a pass), c8 a penalty (neither).
 *
 * Success (50/70/100): c1 1st & 10 gains 5 ≥ 5 yes; c2 2nd & 5 gains 12 ≥ 3.5 yes; c3 1st & 10 gains 2 no;
 * c4 2nd & 8 gains 0 < 5.6 no; c5 3rd & 8 loses 6 no; c7 touchdown yes; c8 a penalty is not judged.
 * Explosive: only c7 (run of 18 ≥ 10; c2's 12-yard pass is under 20).
 */
const GAME = plays('r1', [
  {
    down: 1,
    distance: 10,
    yardLine: -20,
    hash: 'L',
    formation: 'Trips Right',
    personnel: '11',
    concept: 'Inside Zone',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 5,
    playDirection: 'R',
    quarter: 1,
  },
  {
    down: 2,
    distance: 5,
    yardLine: -25,
    hash: 'M',
    formation: 'Trips Right',
    personnel: '11',
    concept: 'Smash',
    playType: 'Pass',
    result: 'Complete',
    gainLoss: 12,
    playDirection: 'L',
  },
  {
    down: 1,
    distance: 10,
    yardLine: -37,
    hash: 'R',
    formation: 'Doubles',
    personnel: '12',
    concept: 'Inside Zone',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 2,
    playDirection: 'L',
  },
  {
    down: 2,
    distance: 8,
    yardLine: -39,
    hash: 'R',
    formation: 'trips right',
    personnel: '11',
    concept: 'Smash',
    playType: 'Pass',
    result: 'Incomplete',
    gainLoss: 0,
    playDirection: 'R',
  },
  {
    down: 3,
    distance: 8,
    yardLine: -39,
    hash: 'L',
    formation: 'Trips Right',
    personnel: '10',
    concept: 'Smash',
    result: 'Sack',
    gainLoss: -6,
  },
  { odkm: 'K', playType: 'Punt', result: 'Downed', gainLoss: 0 },
  {
    down: 1,
    distance: 10,
    yardLine: 18,
    hash: 'L',
    formation: 'Doubles',
    personnel: '12',
    concept: 'Power',
    playType: 'Run',
    result: 'Rush TD',
    gainLoss: 18,
    playDirection: 'R',
  },
  { down: 1, distance: 10, yardLine: -25, hash: 'R', result: 'Penalty', gainLoss: -5 },
]);

const report = computeTendencies(GAME);
const row = <Row extends { label: string }>(rows: Row[], label: string): Row => {
  const found = rows.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no row ${label}`);
  return found;
};

describe('the whole', () => {
  it('counts the offense’s snaps only, with run, pass and other', () => {
    expect(report.snaps).toBe(7);
    expect(report.overall).toMatchObject({
      n: 7,
      run: 3,
      pass: 3,
      other: 1,
      runRate: 0.5,
      passRate: 0.5,
      judged: 6,
      successes: 3,
      successRate: 0.5,
      explosives: 1,
    });
    // yards of the run and pass plays: 5 + 12 + 2 + 0 − 6 + 18 = 31, over 6 plays
    expect(report.overall.yards).toBe(31);
    expect(report.overall.yardsPerPlay).toBeCloseTo(31 / 6);
    expect(report.games).toEqual([{ reportId: 'r1', label: 'r1', snaps: 7 }]);
  });
});

describe('play concepts', () => {
  it('lists concepts most called first, the missing one last, with yards, success and the usual formation and down', () => {
    expect(report.concepts.rows.map((r) => [r.label, r.cell.n])).toEqual([
      ['Smash', 3],
      ['Inside Zone', 2],
      ['Power', 1],
      ['No play', 1],
    ]);
    const smash = row(report.concepts.rows, 'Smash');
    // c2, c4, c5: all passes; yards 12 + 0 − 6 = 6 → 2 a play; success c2 only; formation spelled two ways counts as one
    expect(smash.cell).toMatchObject({
      n: 3,
      thin: true,
      pass: 3,
      run: 0,
      passRate: 1,
      yards: 6,
      yardsPerPlay: 2,
      successes: 1,
      judged: 3,
      explosives: 0,
    });
    expect(smash.cell.share).toBeCloseTo(3 / 7);
    expect(smash.cell.successRate).toBeCloseTo(1 / 3);
    expect(smash.cell.cardIds).toEqual(['c2', 'c4', 'c5']);
    expect(smash.mostCommonFormation).toBe('Trips Right');
    // 2nd & 5 medium, 2nd & 8 and 3rd & 8 long
    expect(smash.mostCommonDownDistance).toBe('long');
    const zone = row(report.concepts.rows, 'Inside Zone');
    // c1 +5, c3 +2: 3.5 a play, one success of two; formations tie 1–1, so by name
    expect(zone.cell).toMatchObject({ n: 2, run: 2, yardsPerPlay: 3.5, successRate: 0.5 });
    expect(zone.mostCommonFormation).toBe('Doubles');
    expect(row(report.concepts.rows, 'Power').cell).toMatchObject({ explosives: 1, successRate: 1, explosiveRate: 1 });
    expect(row(report.concepts.rows, 'No play').cell).toMatchObject({ other: 1, runRate: null, yardsPerPlay: null, successRate: null });
  });
});

describe('L/M/R hash', () => {
  it('splits run and pass by hash and reads direction toward or away from the field', () => {
    expect(report.hashes.rows.map((r) => [r.key, r.cell.n])).toEqual([
      ['L', 3],
      ['M', 1],
      ['R', 3],
    ]);
    const left = row(report.hashes.rows, 'Left hash');
    // c1 run right (field), c5 sack (no direction), c7 run right (field)
    expect(left.cell).toMatchObject({ run: 2, pass: 1, cardIds: ['c1', 'c5', 'c7'] });
    expect(left.cell.runRate).toBeCloseTo(2 / 3);
    expect(left.directions).toEqual({ toField: 2, toBoundary: 0, middle: 0, left: 0, right: 0, unknown: 1 });
    // c3 left from the right hash is to the field, c4 right is to the boundary, c8 has none
    expect(row(report.hashes.rows, 'Right hash').directions).toEqual({
      toField: 1,
      toBoundary: 1,
      middle: 0,
      left: 0,
      right: 0,
      unknown: 1,
    });
    // the middle hash has no field side
    expect(row(report.hashes.rows, 'Middle').directions).toMatchObject({ left: 1, toField: 0 });
    expect(left.cell.topPlays).toEqual([
      { value: 'Inside Zone', n: 1 },
      { value: 'Power', n: 1 },
      { value: 'Smash', n: 1 },
    ]);
  });
});

describe('down & distance', () => {
  it('buckets by down and distance, with top plays and formations, success and 3rd/4th conversions', () => {
    expect(report.downDistance.rows.map((r) => [r.key, r.cell.n])).toEqual([
      ['first-10-plus', 4],
      ['first-under-10', 0],
      ['long', 2],
      ['medium', 1],
      ['short', 0],
      ['fourth', 0],
    ]);
    const first = row(report.downDistance.rows, '1st & 10+');
    // c1, c3, c7 runs and the c8 penalty; success c1 and c7 of the three runs
    expect(first.cell).toMatchObject({ run: 3, pass: 0, other: 1, runRate: 1, passRate: 0 });
    expect(first.cell.successRate).toBeCloseTo(2 / 3);
    expect(first.cell.topPlays).toEqual([
      { value: 'Inside Zone', n: 2 },
      { value: 'Power', n: 1 },
    ]);
    expect(first.cell.topFormations).toEqual([
      { value: 'Doubles', n: 2 },
      { value: 'Trips Right', n: 1 },
    ]);
    // long: c4 (2nd & 8) and c5 (3rd & 8, sacked): one 3rd down, not converted
    expect(row(report.downDistance.rows, '2nd/3rd & long (7+)')).toMatchObject({ thirdFourth: 1, conversions: 0, conversionRate: 0 });
    // medium: a 2nd down only, so no conversion rate (not 0 %)
    expect(row(report.downDistance.rows, '2nd/3rd & medium (4–6)')).toMatchObject({ thirdFourth: 0, conversionRate: null });
  });

  it('never divides by zero: an empty bucket has n 0, is thin, and its rates are null', () => {
    const empty = row(report.downDistance.rows, '1st & <10').cell;
    expect(empty).toMatchObject({
      n: 0,
      thin: true,
      share: 0,
      runRate: null,
      passRate: null,
      yardsPerPlay: null,
      successRate: null,
      explosiveRate: null,
    });
    expect(empty.cardIds).toEqual([]);
  });
});

describe('formation analysis', () => {
  it('groups formations whatever their case, with personnel, hash and strength splits and yards per play', () => {
    expect(report.formations.rows.map((r) => [r.label, r.cell.n])).toEqual([
      ['Trips Right', 4],
      ['Doubles', 2],
      ['No formation', 1],
    ]);
    const trips = row(report.formations.rows, 'Trips Right');
    // c1 +5, c2 +12, c4 0, c5 −6 = 11 over 4
    expect(trips.cell).toMatchObject({ run: 1, pass: 3, yardsPerPlay: 2.75 });
    expect(trips.hashes).toEqual([
      { value: 'L', n: 2 },
      { value: 'M', n: 1 },
      { value: 'R', n: 1 },
    ]);
    expect(trips.personnel).toEqual([
      { value: '11', n: 3 },
      { value: '10', n: 1 },
    ]);
    expect(trips.strengths).toEqual([{ value: null, n: 4 }]);
    expect(report.personnel.rows.map((r) => [r.label, r.cell.n])).toEqual([
      ['11 personnel', 3],
      ['12 personnel', 2],
      ['10 personnel', 1],
      ['No personnel', 1],
    ]);
  });
});

describe('field zones and situations', () => {
  it('places plays by the signed yard line and finds the first play of each drive', () => {
    expect(report.fieldZones.rows.map((r) => [r.key, r.cell.n])).toEqual([
      ['backed-up', 0],
      ['coming-out', 1],
      ['open-field', 5],
      ['fringe', 0],
      ['red-zone', 1],
      ['goal-line', 0],
    ]);
    const situation = (key: string) => report.situations.rows.find((r) => r.key === key)?.cell;
    // c1 opens the game, c7 follows a punt, c8 follows a touchdown
    expect(situation('first-play-of-drive')?.cardIds).toEqual(['c1', 'c7', 'c8']);
    expect(situation('third-down')?.cardIds).toEqual(['c5']);
    expect(situation('red-zone-and-in')?.cardIds).toEqual(['c7']);
    expect(situation('goal-line')?.n).toBe(0);
  });
});

describe('a group of reports', () => {
  it('adds a per-game column to every cell', () => {
    const second = plays(
      'r2',
      [
        {
          down: 1,
          distance: 10,
          yardLine: -30,
          hash: 'L',
          formation: 'Trips Right',
          concept: 'SMASH',
          playType: 'Pass',
          result: 'Complete',
          gainLoss: 7,
        },
        {
          down: 2,
          distance: 3,
          yardLine: -37,
          hash: 'L',
          formation: 'Doubles',
          concept: 'Inside Zone',
          playType: 'Run',
          result: 'Rush',
          gainLoss: 4,
        },
      ],
      'd',
    ).map((input) => ({ ...input, gameLabel: 'vs Central' }));
    const group = computeTendencies([...GAME, ...second]);

    expect(group.games).toEqual([
      { reportId: 'r1', label: 'r1', snaps: 7 },
      { reportId: 'r2', label: 'vs Central', snaps: 2 },
    ]);
    expect(row(group.hashes.rows, 'Left hash').cell.perGame).toEqual([3, 2]);
    expect(row(group.concepts.rows, 'Smash').cell).toMatchObject({ n: 4, perGame: [3, 1] });
    expect(row(group.downDistance.rows, '2nd/3rd & short (1–3)').cell.perGame).toEqual([0, 1]);
  });
});

describe('the rules', () => {
  it('uses the staff’s success rule when given, and says which rule it used', () => {
    // 1st & 10, gain 4: 40 % of 10 is 4, a success by the NFL's 40/60/100; 50 % is 5, a failure by the default
    const nfl = computeTendencies(plays('r', [{ down: 1, distance: 10, yardLine: -20, playType: 'Run', result: 'Rush', gainLoss: 4 }]), {
      rules: { successShare: [0.4, 0.6, 1, 1] },
    });
    expect(nfl.overall.successRate).toBe(1);
    expect(
      computeTendencies(plays('r', [{ down: 1, distance: 10, yardLine: -20, playType: 'Run', result: 'Rush', gainLoss: 4 }])).overall
        .successRate,
    ).toBe(0);
    expect(describeTendencyRules()).toBe(
      'Success: 50% of the distance on 1st down, 70% on 2nd, 100% on 3rd/4th. Explosive: run 10+ yards, pass 20+ yards. Under 5 plays: thin.',
    );
  });

  it('gives an empty report without dividing by zero', () => {
    const empty = computeTendencies([]);
    expect(empty.snaps).toBe(0);
    expect(empty.overall).toMatchObject({ n: 0, share: null, runRate: null, successRate: null, yardsPerPlay: null });
    expect(empty.hashes.rows.every((r) => r.cell.n === 0 && r.cell.share === null)).toBe(true);
    expect(empty.keyTendencies).toEqual([]);
    expect(empty.checks).toEqual({ checked: 0, flagged: [] });
  });
});

describe('formations grouped by their base word', () => {
  it('takes the strength from the strength field when tagged, else from the name', () => {
    expect(formationBaseOf('TRIPS RT', null)).toEqual({ base: 'TRIPS', strength: 'right' });
    expect(formationBaseOf('Bunch Left', null)).toEqual({ base: 'Bunch', strength: 'left' });
    expect(formationBaseOf('TWINS R', null)).toEqual({ base: 'TWINS', strength: 'right' });
    expect(formationBaseOf('TRUCK FIB', null)).toEqual({ base: 'TRUCK', strength: 'none' });
    expect(formationBaseOf('TRIPS RT', 'L')).toEqual({ base: 'TRIPS', strength: 'left' });
    expect(formationBaseOf('TRIPS RT', 'BAL')).toEqual({ base: 'TRIPS', strength: 'none' });
  });

  it('adds each group’s strengths and formations up to its n', () => {
    // TRIPS: RT ×3 and 'Trips' tagged R → right 4; LT ×2 and RT tagged LT → left 3; RT tagged BAL → none 1
    const grouped = computeTendencies(
      plays(
        'r',
        [
          ...Array.from({ length: 3 }, () => ({ formation: 'TRIPS RT' })),
          ...Array.from({ length: 2 }, () => ({ formation: 'TRIPS LT' })),
          { formation: 'Trips', strength: 'R' },
          { formation: 'TRIPS RT', strength: 'LT' },
          { formation: 'TRIPS RT', strength: 'BAL' },
          { formation: 'Truck FIB' },
          {},
        ].map((play) => ({ playType: 'Run', result: 'Rush', ...play })),
      ),
    );
    expect(grouped.formationGroups.rows.map((r) => [r.key, r.label, r.cell.n, r.strengths])).toEqual([
      ['TRIPS', 'TRIPS', 8, { right: 4, left: 3, none: 1 }],
      ['Truck', 'Truck', 1, { right: 0, left: 0, none: 1 }],
      [null, 'No formation', 1, { right: 0, left: 0, none: 1 }],
    ]);
    expect(grouped.formationGroups.rows[0]?.formations).toEqual([
      { value: 'TRIPS RT', n: 5 },
      { value: 'TRIPS LT', n: 2 },
      { value: 'Trips', n: 1 },
    ]);
  });
});
