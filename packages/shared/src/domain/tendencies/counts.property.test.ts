import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KICK_PHASES,
  computeSpecialTeams,
  sideOfPlay,
  type KickCell,
  type TendencyCell,
  type TendencyInput,
  type TendencyTable,
} from './index';
import { computeTendencies } from './index';

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

/** Breakdowns as messy as sheets are: any field may be missing, names vary in case, kicks and defense mixed in. */
const breakdown = fc.record({
  odkm: maybe(fc.constantFrom('O', 'D', 'K', 'S')),
  quarter: maybe(fc.integer({ min: 1, max: 5 })),
  playNumber: maybe(fc.integer({ min: 1, max: 90 })),
  down: maybe(fc.integer({ min: 1, max: 4 })),
  distance: maybe(fc.integer({ min: 1, max: 25 })),
  yardLine: maybe(fc.oneof(fc.integer({ min: -49, max: -1 }), fc.constant(50), fc.integer({ min: 1, max: 49 }))),
  hash: maybe(fc.constantFrom('L', 'M', 'R', 'l')),
  formation: maybe(fc.constantFrom('Trips Right', 'TRIPS RIGHT', 'Doubles', 'I', 'Empty', ' Bunch ')),
  personnel: maybe(fc.constantFrom('11', '12', '21', '10')),
  concept: maybe(fc.constantFrom('Inside Zone', 'inside zone', 'Smash', 'Mesh', 'Power')),
  playType: maybe(
    fc.constantFrom(
      'Run',
      'Pass',
      'Punt',
      'KO',
      'FG',
      'KO Rec',
      'Punt Rec',
      'Extra Pt.',
      '2 Pt.',
      'FG Block',
      'Extra Pt. Block',
      '2 Pt. Block',
    ),
  ),
  result: maybe(
    fc.constantFrom(
      'Rush',
      'Complete',
      'Incomplete',
      'Sack',
      'Interception',
      'Penalty',
      'Rush TD',
      'Timeout',
      'Good',
      'No Good',
      'Blocked',
      'Touchback',
      'Return',
      'Downed',
    ),
  ),
  gainLoss: fc.integer({ min: -15, max: 60 }),
  playDirection: maybe(fc.constantFrom('L', 'M', 'R', 'Field', 'boundary', 'x', 'left')),
  strength: maybe(fc.constantFrom('L', 'R', 'RT', 'BAL')),
  front: maybe(fc.constantFrom('Over', 'under', 'Under', 'Bear')),
  coverage: maybe(fc.constantFrom('Cover 3', 'COVER 3', 'Cover 1', 'Quarters')),
  pressure: maybe(fc.constantFrom('Mike', 'mike', '5-man', 'None', 'no', '-', '0')),
  time: maybe(fc.constantFrom('0:40', '2:00', '2:01', '12:00', 'soon')),
  kickType: maybe(fc.constantFrom('Deep', 'Squib', 'Onside', 'onside', 'Rugby')),
  kickYards: maybe(fc.integer({ min: -20, max: 110 })),
  hangTime: maybe(fc.double({ min: 0, max: 9.9, noNaN: true })),
  returnYards: maybe(fc.integer({ min: -99, max: 110 })),
  customFields: fc.record({ SERIES: maybe(fc.constantFrom('1', '2', '3')) }),
});

const inputs = fc
  .array(fc.tuple(breakdown, fc.constantFrom('game-a', 'game-b', 'game-c')), { maxLength: 120 })
  .map((rows): TendencyInput[] =>
    rows.map(([fields, reportId], index) => ({ cardId: `c${index}`, cardNumber: index + 1, reportId, breakdown: fields })),
  );

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Every number anywhere in a result is finite: nothing was divided by zero. */
function expectAllFinite(value: unknown, path = 'report'): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
  } else if (Array.isArray(value)) value.forEach((item, index) => expectAllFinite(item, `${path}[${index}]`));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) expectAllFinite(item, `${path}.${key}`);
}

function expectCellAddsUp(cell: TendencyCell, games: number): void {
  expect(cell.cardIds).toHaveLength(cell.n);
  expect(cell.run + cell.pass + cell.other).toBe(cell.n);
  expect(sum(cell.perGame)).toBe(cell.n);
  expect(cell.perGame).toHaveLength(games);
  expect(cell.thin).toBe(cell.n < 5);
  expect(cell.successes).toBeLessThanOrEqual(cell.judged);
  expect(cell.runRate === null).toBe(cell.run + cell.pass === 0);
  expect(cell.successRate === null).toBe(cell.judged === 0);
  expect(cell.pressureRate === null).toBe(cell.n === 0);
  expect(cell.pressures).toBeLessThanOrEqual(cell.n);
  expect(sum(cell.topPressures.map((entry) => entry.n))).toBeLessThanOrEqual(cell.pressures);
  for (const value of [cell.runRate, cell.passRate, cell.successRate, cell.share, cell.yardsPerPlay, cell.explosiveRate, cell.pressureRate])
    if (value !== null) expect(Number.isFinite(value)).toBe(true);
}

function expectKickCellAddsUp(cell: KickCell, games: number): void {
  expect(cell.cardIds).toHaveLength(cell.n);
  expect(sum(cell.perGame)).toBe(cell.n);
  expect(cell.perGame).toHaveLength(games);
  expect(sum(cell.results.map((entry) => entry.n))).toBe(cell.n);
  expect(cell.made + cell.missed + cell.blocked).toBeLessThanOrEqual(cell.n);
  expect(cell.makeRate === null).toBe(cell.made + cell.missed + cell.blocked === 0);
  expect(cell.onsideRecovered).toBeLessThanOrEqual(cell.onside);
  for (const [average, n] of [
    [cell.kickYards, cell.kickYardsN],
    [cell.hangTime, cell.hangTimeN],
    [cell.returnYards, cell.returnYardsN],
  ] as const) {
    expect(average === null).toBe(n === 0);
    expect(n).toBeLessThanOrEqual(cell.n);
  }
  for (const value of [cell.share, cell.makeRate, cell.kickYards, cell.hangTime, cell.returnYards])
    if (value !== null) expect(Number.isFinite(value)).toBe(true);
}

function expectPartition(table: TendencyTable<{ cell: TendencyCell }>, snapIds: string[], games: number): void {
  expect(table.n).toBe(snapIds.length);
  expect(sum(table.rows.map((row) => row.cell.n))).toBe(table.n);
  expect(table.rows.flatMap((row) => row.cell.cardIds).sort()).toEqual([...snapIds].sort());
  for (const row of table.rows) expectCellAddsUp(row.cell, games);
}

/** 120 runs each take a few seconds on a busy 2-core machine: more than vitest's default 5 s. */
describe('counts always add up', () => {
  it.each(['offense', 'defense'] as const)(
    'in every table, every cell and every split, whatever the plays: %s',
    (side) => {
      fc.assert(
        fc.property(inputs, (plays) => {
          const report = computeTendencies(plays, { side });
          expectAllFinite(report);
          const games = report.games.length;
          const snapIds = report.overall.cardIds;
          expect(report.side).toBe(side);
          expect(snapIds).toEqual(
            plays.filter((play) => sideOfPlay(play.breakdown.odkm, play.breakdown.playType) === side).map((play) => play.cardId),
          );
          expect(report.snaps).toBe(snapIds.length);
          expect(sum(report.games.map((game) => game.snaps))).toBe(report.snaps);
          expectCellAddsUp(report.overall, games);
          for (const table of [
            report.concepts,
            report.hashes,
            report.downDistance,
            report.formations,
            report.formationGroups,
            report.personnel,
            report.fieldZones,
            report.fronts,
            report.coverages,
            report.pressures,
          ])
            expectPartition(table, snapIds, games);
          // the by-down view partitions the snaps without its 3rd-down total, which is its three 3rd-down rows again
          const byDown = report.downDistanceByDown;
          expectPartition({ n: byDown.n, rows: byDown.rows.filter((row) => !row.total) }, snapIds, games);
          const thirds = byDown.rows.filter((row) => row.key?.startsWith('third-') && !row.total);
          const total = byDown.rows.filter((row) => row.total);
          expect(total.map((row) => row.key)).toEqual(['third-total']);
          expect(total[0]?.cell.n).toBe(sum(thirds.map((row) => row.cell.n)));
          expect(total[0]?.conversions).toBe(sum(thirds.map((row) => row.conversions)));
          expectCellAddsUp(total[0]?.cell as TendencyCell, games);
          for (const row of byDown.rows) expect(row.conversions).toBeLessThanOrEqual(row.thirdFourth);
          for (const row of report.formationGroups.rows) {
            expect(row.strengths.right + row.strengths.left + row.strengths.none).toBe(row.cell.n);
            for (const split of [row.hashes, row.personnel]) expect(sum(split.map((entry) => entry.n))).toBe(row.cell.n);
            // the full names of the group ('No formation' has none)
            expect(sum(row.formations.map((entry) => entry.n))).toBe(row.key === null ? 0 : row.cell.n);
          }
          for (const row of report.pressures.rows) expect(row.cell.pressures).toBe(row.key === null ? 0 : row.cell.n);
          for (const row of report.hashes.rows) expect(sum(Object.values(row.directions))).toBe(row.cell.n);
          for (const row of report.formations.rows)
            for (const split of [row.strengths, row.hashes, row.personnel]) expect(sum(split.map((entry) => entry.n))).toBe(row.cell.n);
          for (const row of report.downDistance.rows) expect(row.conversions).toBeLessThanOrEqual(row.thirdFourth);
          for (const row of report.situations.rows) expectCellAddsUp(row.cell, games);
          for (const tendency of report.keyTendencies) {
            expect(tendency.outcomeCardIds).toHaveLength(tendency.count);
            expect(tendency.cardIds).toHaveLength(tendency.n);
            expect(sum(tendency.perGame)).toBe(tendency.count);
            expect(sum(tendency.perGameN)).toBe(tendency.n);
            expect(tendency.count).toBeGreaterThanOrEqual(5);
            expect(tendency.filter.sides).toEqual([side]);
            expect(Number.isFinite(tendency.rate) && Number.isFinite(tendency.score)).toBe(true);
            expect(['pass', 'run', 'concept'].includes(tendency.outcome)).toBe(side === 'offense');
          }
          expect(report.checks.flagged.length).toBeLessThanOrEqual(report.checks.checked);
        }),
        { numRuns: 120 },
      );
    },
    60_000,
  );
});

describe('the kicking game’s counts always add up', () => {
  it('every phase’s splits add up to its total, whatever the plays', () => {
    fc.assert(
      fc.property(inputs, (plays) => {
        const report = computeSpecialTeams(plays);
        expectAllFinite(report);
        const games = report.games.length;
        const kicking = plays.filter((play) => sideOfPlay(play.breakdown.odkm, play.breakdown.playType) === 'special-teams');
        expect(report.n).toBe(kicking.length);
        expect(sum(report.games.map((game) => game.snaps))).toBe(report.n);
        expect(report.phases.map((phase) => phase.key)).toEqual([...KICK_PHASES]);
        const kept = new Set(kicking.map((play) => play.cardId));
        for (const phase of report.phases) {
          expectKickCellAddsUp(phase.total, games);
          expect(phase.total.cardIds.every((id) => kept.has(id))).toBe(true);
          expect(phase.splits.length).toBeGreaterThan(0);
          for (const split of phase.splits) {
            expect(sum(split.rows.map((row) => row.cell.n))).toBe(phase.total.n);
            expect(split.rows.flatMap((row) => row.cell.cardIds).sort()).toEqual([...phase.total.cardIds].sort());
            for (const row of split.rows) expectKickCellAddsUp(row.cell, games);
          }
        }
        // the phases other than blocks never share a play: each kick is in one (and blocks, when blocked)
        const phased = report.phases.filter((phase) => phase.key !== 'blocks').flatMap((phase) => phase.total.cardIds);
        expect(new Set(phased).size).toBe(phased.length);
        expect(phased.length).toBeLessThanOrEqual(report.n);
      }),
      { numRuns: 120 },
    );
  }, 60_000);
});
