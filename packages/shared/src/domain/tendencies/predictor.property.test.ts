import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_ZONES } from '../breakdown-filters';
import { predictSituation, type CategoryPrediction, type Interval, type PredictorSituation, type TendencyInput } from './index';

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

/** Breakdowns as messy as sheets are: any field may be missing, every side mixed in. */
const breakdown = fc.record({
  odkm: maybe(fc.constantFrom('O', 'D', 'K', 'S')),
  quarter: maybe(fc.integer({ min: 1, max: 5 })),
  time: maybe(fc.constantFrom('0:45', '1:59', '2:00', '7:30', '12:00')),
  down: maybe(fc.integer({ min: 1, max: 4 })),
  distance: maybe(fc.integer({ min: 1, max: 25 })),
  yardLine: maybe(fc.oneof(fc.integer({ min: -49, max: -1 }), fc.constant(50), fc.integer({ min: 1, max: 49 }))),
  hash: maybe(fc.constantFrom('L', 'M', 'R', 'l')),
  formation: maybe(fc.constantFrom('Trips Right', 'TRIPS RIGHT', 'Doubles', 'Empty')),
  personnel: maybe(fc.constantFrom('11', '12', '21', '10')),
  concept: maybe(fc.constantFrom('Inside Zone', 'inside zone', 'Smash', 'Mesh', 'Power', 'Stick')),
  playType: maybe(fc.constantFrom('Run', 'Pass', 'Punt', 'KO')),
  result: maybe(fc.constantFrom('Rush', 'Complete', 'Incomplete', 'Sack', 'Penalty')),
  gainLoss: maybe(fc.integer({ min: -10, max: 60 })),
  front: maybe(fc.constantFrom('Over', 'Under', 'over', 'Bear')),
  coverage: maybe(fc.constantFrom('Cover 1', 'Cover 3', 'Quarters', 'Cover 0')),
  pressure: maybe(fc.constantFrom('Mike', 'None', '5-man', '-')),
  scoreBefore: maybe(fc.constantFrom('0-0', '7-14', '21-3', '+3')),
  reportId: fc.constantFrom('r1', 'r2', 'r3'),
});

const situation: fc.Arbitrary<PredictorSituation> = fc.record(
  {
    down: maybe(fc.integer({ min: 1, max: 4 })),
    distance: maybe(fc.integer({ min: 1, max: 25 })),
    yardLine: maybe(fc.integer({ min: -49, max: 49 }).filter((line) => line !== 0)),
    fieldZone: maybe(fc.constantFrom(...FIELD_ZONES)),
    hash: maybe(fc.constantFrom('L', 'M', 'R')),
    quarter: maybe(fc.integer({ min: 1, max: 5 })),
    clock: maybe(fc.integer({ min: 0, max: 720 })),
    scoreDifference: maybe(fc.integer({ min: -30, max: 30 })),
    formation: maybe(fc.constantFrom('Trips Right', 'Doubles', 'Wing T')),
    personnel: maybe(fc.constantFrom('11', '21', '22')),
  },
  { requiredKeys: [] },
);

const inputsOf = (rows: { reportId: string }[]): TendencyInput[] =>
  rows.map(({ reportId, ...row }, index) => ({ cardId: `c${index}`, cardNumber: index + 1, reportId, breakdown: row }));

function inUnit(value: number): boolean {
  return value >= 0 && value <= 1 && Number.isFinite(value);
}

function expectInterval(interval: Interval, probability: number) {
  expect(interval.low).toBeGreaterThanOrEqual(0);
  expect(interval.high).toBeLessThanOrEqual(1);
  expect(interval.low).toBeLessThanOrEqual(probability + 1e-12);
  expect(interval.high).toBeGreaterThanOrEqual(probability - 1e-12);
}

function expectShares(category: CategoryPrediction) {
  const sum = category.top.reduce((total, entry) => total + entry.probability, category.other);
  expect(sum).toBeCloseTo(1, 9);
  expect(inUnit(category.other)).toBe(true);
  for (const entry of category.top) {
    expect(inUnit(entry.probability)).toBe(true);
    expectInterval(entry.interval, entry.probability);
  }
}

describe('the predictor on any plays and any situation', () => {
  it('gives probabilities in [0, 1] (never 0 or 1) that add up to 1, and levels that only narrow', () => {
    fc.assert(
      fc.property(
        fc.array(breakdown, { maxLength: 60 }),
        situation,
        fc.constantFrom('offense' as const, 'defense' as const),
        (rows, wanted, side) => {
          const prediction = predictSituation(inputsOf(rows), wanted, { side });
          const binary = prediction.side === 'offense' ? prediction.pass : prediction.pressure;
          expect(binary.probability).toBeGreaterThan(0);
          expect(binary.probability).toBeLessThan(1);
          expectInterval(binary.interval, binary.probability);
          for (let index = 1; index < prediction.levels.length; index += 1) {
            const level = prediction.levels[index];
            expect(level?.n).toBeGreaterThan(0);
            expect(level?.n).toBeLessThanOrEqual(prediction.levels[index - 1]?.n as number);
            expect(inUnit(level?.estimate as number)).toBe(true);
          }
          if (prediction.side === 'offense') {
            expectShares(prediction.calls);
            if (prediction.gain.yards !== null) expect(Number.isFinite(prediction.gain.yards)).toBe(true);
          } else {
            expectShares(prediction.fronts);
            expectShares(prediction.coverages);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
