import { EMPTY_BREAKDOWN_FILTER, parsePlayList } from '@scout/shared/domain/breakdown-filters';
import { computeTendencies, type TendencyInput } from '@scout/shared/domain/tendencies';
import { describe, expect, it } from 'vitest';
import {
  cardNumbersOf,
  chartRows,
  demoInputs,
  downDistanceText,
  filterInputs,
  indexInputs,
  playLines,
  scoutFilmHref,
  viewTable,
} from './analytics-view';
import { DEMO_GAME_PLAYS } from './demo-game';

function play(cardNumber: number, breakdown: Record<string, unknown>): TendencyInput {
  return { cardId: `c${cardNumber}`, cardNumber, reportId: 'r1', breakdown };
}

/**
 * Six plays by hand:
 *  1 L  1st & 10  Trips  Inside Zone  Run   gain 4
 *  2 L  2nd & 6   Trips  Smash        Pass  gain 8
 *  3 L  1st & 10  Trips  Inside Zone  Run   gain 12 (explosive run)
 *  4 R  1st & 10  Doubles Smash       Pass  incomplete, gain 0
 *  5 R  2nd & 10  Doubles Mesh        Pass  gain 3
 *  6 —  a penalty with no play type (no hash)
 */
const PLAYS: TendencyInput[] = [
  play(1, { down: 1, distance: 10, hash: 'L', formation: 'Trips', concept: 'Inside Zone', playType: 'Run', result: 'Rush', gainLoss: 4 }),
  play(2, { down: 2, distance: 6, hash: 'L', formation: 'Trips', concept: 'Smash', playType: 'Pass', result: 'Complete', gainLoss: 8 }),
  play(3, { down: 1, distance: 10, hash: 'L', formation: 'Trips', concept: 'Inside Zone', playType: 'Run', result: 'Rush', gainLoss: 12 }),
  play(4, {
    down: 1,
    distance: 10,
    hash: 'R',
    formation: 'Doubles',
    concept: 'Smash',
    playType: 'Pass',
    result: 'Incomplete',
    gainLoss: 0,
  }),
  play(5, { down: 2, distance: 10, hash: 'R', formation: 'Doubles', concept: 'Mesh', playType: 'Pass', result: 'Complete', gainLoss: 3 }),
  play(6, { down: 2, distance: 7, result: 'Penalty', gainLoss: -5 }),
];

describe('formatting', () => {
  it('reads a down and distance', () => {
    expect(downDistanceText(3, 5)).toBe('3rd & 5');
    expect(downDistanceText(null, 5)).toBe('—');
  });
});

describe('the hash view', () => {
  const index = indexInputs(PLAYS);
  const table = viewTable('lmr-hash', computeTendencies(PLAYS), index);

  it('lists every hash, with counts, run and pass rates of the run and pass plays, and the plays behind each cell', () => {
    expect(table.n).toBe(6);
    expect(table.rows.map((row) => [row.label, row.n])).toEqual([
      ['Left hash', 3],
      ['Middle', 0],
      ['Right hash', 2],
      ['No hash', 1],
    ]);
    const left = table.rows[0]!;
    // Left: 2 runs of 3 run/pass plays = 67 %, 1 pass = 33 %; 3 of 6 snaps = 50 %.
    expect(left.cells.map((cell) => cell.text).slice(0, 4)).toEqual(['3', '50%', '67% (2)', '33% (1)']);
    expect(left.cells[2]!.plays?.cardIds).toEqual(['c1', 'c3']);
    expect(left.runPlays.cardIds).toEqual(['c1', 'c3']);
    expect(left.passPlays.cardIds).toEqual(['c2']);
    expect(left.thin).toBe(true);
    // The middle hash had no plays: rates are a dash, no plays to open.
    const middle = table.rows[1]!;
    expect(middle.cells.map((cell) => cell.text).slice(0, 4)).toEqual(['0', '0%', '—', '—']);
    expect(middle.cells[0]!.plays?.cardIds).toEqual([]);
    // No hash: a penalty without a play type, neither run nor pass.
    expect(table.rows[3]!.cells[2]!.text).toBe('—');
  });

  it('opens the top play of a row on exactly its plays', () => {
    const left = table.rows[0]!;
    const topPlays = left.cells[table.columns.findIndex((column) => column.key === 'plays')]!;
    expect(topPlays.text).toBe('Inside Zone 2, Smash 1');
    expect(topPlays.plays).toEqual({ title: 'Left hash · Inside Zone', cardIds: ['c1', 'c3'] });
  });
});

describe('the other views', () => {
  const index = indexInputs(PLAYS);
  const report = computeTendencies(PLAYS);

  it('play concepts: yards per play, success and explosives per concept', () => {
    const table = viewTable('play-concepts', report, index);
    const zone = table.rows.find((row) => row.label === 'Inside Zone')!;
    const cell = (key: string) => zone.cells[table.columns.findIndex((column) => column.key === key)]!.text;
    // (4 + 12) / 2 = 8.0 yards; 1st & 10 needs 5: gain 4 fails, gain 12 succeeds → 1 of 2; one run of 10+.
    expect(cell('ypp')).toBe('8.0');
    expect(cell('success')).toBe('50% (1/2)');
    expect(cell('explosive')).toBe('1');
    expect(cell('formation')).toBe('Trips');
    expect(cell('dd')).toBe('1st & 10+');
  });

  it('down & distance: the buckets in football order, every one listed', () => {
    const table = viewTable('down-distance', report, index);
    expect(table.rows.slice(0, 6).map((row) => [row.key, row.n])).toEqual([
      ['first-10-plus', 3],
      ['first-under-10', 0],
      ['long', 2],
      ['medium', 1],
      ['short', 0],
      ['fourth', 0],
    ]);
  });

  it('formations: hash splits per formation', () => {
    const table = viewTable('formation-analysis', report, index);
    const trips = table.rows.find((row) => row.label === 'Trips')!;
    expect(trips.cells[table.columns.findIndex((column) => column.key === 'hash')]!.text).toBe('L 3');
    expect(chartRows(table).length).toBeLessThanOrEqual(10);
  });
});

describe('plays behind a cell', () => {
  const index = indexInputs(PLAYS);

  it('filters the plays as the scout film does', () => {
    expect(filterInputs(PLAYS, { ...EMPTY_BREAKDOWN_FILTER, hashes: ['L'], playTypes: ['Run'] }).map((p) => p.cardNumber)).toEqual([1, 3]);
  });

  it('lists the cards in card order and hands the film their numbers', () => {
    expect(playLines(['c4', 'c2'], index)).toEqual([
      { cardId: 'c2', cardNumber: 2, downDistance: '2nd & 6', hash: 'L', formation: 'Trips', play: 'Smash', result: 'Complete', gain: '8' },
      {
        cardId: 'c4',
        cardNumber: 4,
        downDistance: '1st & 10',
        hash: 'R',
        formation: 'Doubles',
        play: 'Smash',
        result: 'Incomplete',
        gain: '0',
      },
    ]);
    const numbers = cardNumbersOf(['c5', 'c1', 'c3'], index);
    expect(numbers).toEqual([1, 3, 5]);
    const href = scoutFilmHref('/reports/r1/scoutfilm', numbers);
    expect(href).toBe('/reports/r1/scoutfilm?plays=1,3,5');
    expect(parsePlayList(href.split('?')[1]!)).toEqual([1, 3, 5]);
  });
});

describe('the demo game', () => {
  it('is a game of 60 plays the engine reads, with key tendencies', () => {
    const inputs = demoInputs(DEMO_GAME_PLAYS);
    expect(inputs).toHaveLength(60);
    const report = computeTendencies(inputs);
    expect(report.snaps).toBeGreaterThan(40);
    expect(report.hashes.rows.reduce((sum, row) => sum + row.cell.n, 0)).toBe(report.snaps);
  });
});
