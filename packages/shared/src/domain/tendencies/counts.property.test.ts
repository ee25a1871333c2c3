import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTendencies, type TendencyCell, type TendencyInput, type TendencyTable } from './index';

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
  playType: maybe(fc.constantFrom('Run', 'Pass', 'Punt', 'KO', 'FG')),
  result: maybe(fc.constantFrom('Rush', 'Complete', 'Incomplete', 'Sack', 'Interception', 'Penalty', 'Rush TD', 'Timeout')),
  gainLoss: fc.integer({ min: -15, max: 60 }),
  playDirection: maybe(fc.constantFrom('L', 'M', 'R', 'Field', 'boundary', 'x')),
  customFields: fc.record({ SERIES: maybe(fc.constantFrom('1', '2', '3')), 'OFF STR': maybe(fc.constantFrom('L', 'R')) }),
});

const inputs = fc
  .array(fc.tuple(breakdown, fc.constantFrom('game-a', 'game-b', 'game-c')), { maxLength: 120 })
  .map((rows): TendencyInput[] =>
    rows.map(([fields, reportId], index) => ({ cardId: `c${index}`, cardNumber: index + 1, reportId, breakdown: fields })),
  );

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function expectCellAddsUp(cell: TendencyCell, games: number): void {
  expect(cell.cardIds).toHaveLength(cell.n);
  expect(cell.run + cell.pass + cell.other).toBe(cell.n);
  expect(sum(cell.perGame)).toBe(cell.n);
  expect(cell.perGame).toHaveLength(games);
  expect(cell.thin).toBe(cell.n < 5);
  expect(cell.successes).toBeLessThanOrEqual(cell.judged);
  expect(cell.runRate === null).toBe(cell.run + cell.pass === 0);
  expect(cell.successRate === null).toBe(cell.judged === 0);
  for (const value of [cell.runRate, cell.passRate, cell.successRate, cell.share, cell.yardsPerPlay, cell.explosiveRate])
    if (value !== null) expect(Number.isFinite(value)).toBe(true);
}

function expectPartition(table: TendencyTable<{ cell: TendencyCell }>, snapIds: string[], games: number): void {
  expect(table.n).toBe(snapIds.length);
  expect(sum(table.rows.map((row) => row.cell.n))).toBe(table.n);
  expect(table.rows.flatMap((row) => row.cell.cardIds).sort()).toEqual([...snapIds].sort());
  for (const row of table.rows) expectCellAddsUp(row.cell, games);
}

describe('counts always add up', () => {
  it('in every table, every cell and every split, whatever the plays', () => {
    fc.assert(
      fc.property(inputs, (plays) => {
        const report = computeTendencies(plays);
        const games = report.games.length;
        const snapIds = report.overall.cardIds;
        expect(report.snaps).toBe(snapIds.length);
        expect(sum(report.games.map((game) => game.snaps))).toBe(report.snaps);
        expectCellAddsUp(report.overall, games);
        for (const table of [report.concepts, report.hashes, report.downDistance, report.formations, report.personnel, report.fieldZones])
          expectPartition(table, snapIds, games);
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
        }
        expect(report.checks.flagged.length).toBeLessThanOrEqual(report.checks.checked);
      }),
      { numRuns: 200 },
    );
  });
});
