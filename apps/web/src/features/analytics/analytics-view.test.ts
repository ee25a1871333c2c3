import { EMPTY_BREAKDOWN_FILTER, parsePlayList } from '@scout/shared/domain/breakdown-filters';
import { computeTendencies, type TendencyInput } from '@scout/shared/domain/tendencies';
import { describe, expect, it } from 'vitest';
import {
  cardNumbersByGame,
  cardNumbersOf,
  chartRows,
  demoInputs,
  downDistanceText,
  filterInputs,
  indexInputs,
  playLines,
  scoutFilmHref,
  viewTable,
  withGameColumns,
  withPageQuery,
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

  it("play concepts: with the organisation's library, each row's concept type ('—' outside the library)", () => {
    const library: Record<string, string> = { 'inside zone': 'Run', mesh: 'Pass' };
    const table = viewTable('play-concepts', report, index, (name) => library[name.trim().toLowerCase()] ?? null);
    const typeAt = table.columns.findIndex((column) => column.key === 'type');
    expect(table.columns[typeAt]?.header).toBe('Concept type');
    expect(Object.fromEntries(table.rows.map((row) => [row.label, row.cells[typeAt]?.text]))).toEqual({
      'Inside Zone': 'Run',
      Smash: '—',
      Mesh: 'Pass',
      'No play': '—',
    });
    expect(viewTable('play-concepts', report, index).columns.some((column) => column.key === 'type')).toBe(false);
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
      {
        cardId: 'c2',
        cardNumber: 2,
        reportId: 'r1',
        game: null,
        downDistance: '2nd & 6',
        hash: 'L',
        formation: 'Trips',
        play: 'Smash',
        result: 'Complete',
        gain: '8',
      },
      {
        cardId: 'c4',
        cardNumber: 4,
        reportId: 'r1',
        game: null,
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

  it('adds the plays to a film address that already has a query (the shared page’s film tab of one game)', () => {
    expect(scoutFilmHref('?view=film&game=r2', [4, 9])).toBe('?view=film&game=r2&plays=4,9');
    expect(scoutFilmHref('?view=film', [])).toBe('?view=film');
  });
});

describe('withPageQuery', () => {
  it("keeps the page's filters on a view's address, the address's own parameters winning", () => {
    expect(withPageQuery('/reports/r1/analytics/lmr-hash', '?down=3&hash=L')).toBe('/reports/r1/analytics/lmr-hash?down=3&hash=L');
    expect(withPageQuery('?view=analytics&analysis=lmr-hash', '?view=analytics&analysis=play-concepts&down=3')).toBe(
      '?view=analytics&analysis=lmr-hash&down=3',
    );
    expect(withPageQuery('/demo/play-concepts', '')).toBe('/demo/play-concepts');
  });
});

describe("a group's per-game columns", () => {
  /**
   * Three games (group order LAK, CEN, NVB), by hand:
   *  LAK #1 L Trips Inside Zone Run · #2 L Trips Smash Pass · #3 R Doubles Mesh Pass
   *  CEN #1 L Trips Inside Zone Run · #2 L Trips Inside Zone Run
   *  NVB: no plays (its column stays, at 0)
   * Hash L: 4 plays (LAK 2, CEN 2); R: 1 (LAK 1, CEN 0). Inside Zone: 3 (LAK 1, CEN 2); Smash 1 (LAK 1); Mesh 1 (LAK 1).
   */
  const games = [
    { reportId: 'r-lak', label: 'LAK Oct 10' },
    { reportId: 'r-cen', label: 'CEN Oct 3' },
    { reportId: 'r-nvb', label: 'NVB Oct 17' },
  ];
  const of = (reportId: string, label: string, cardNumber: number, breakdown: Record<string, unknown>): TendencyInput => ({
    cardId: `${reportId}-${cardNumber}`,
    cardNumber,
    reportId,
    gameLabel: label,
    breakdown,
  });
  const run = { playType: 'Run', result: 'Rush', gainLoss: 3, formation: 'Trips', concept: 'Inside Zone' };
  const inputs = [
    of('r-lak', 'LAK Oct 10', 1, { ...run, hash: 'L' }),
    of('r-lak', 'LAK Oct 10', 2, { hash: 'L', formation: 'Trips', concept: 'Smash', playType: 'Pass', result: 'Complete', gainLoss: 8 }),
    of('r-lak', 'LAK Oct 10', 3, { hash: 'R', formation: 'Doubles', concept: 'Mesh', playType: 'Pass', result: 'Incomplete', gainLoss: 0 }),
    of('r-cen', 'CEN Oct 3', 1, { ...run, hash: 'L' }),
    of('r-cen', 'CEN Oct 3', 2, { ...run, hash: 'L' }),
  ];
  const index = indexInputs(inputs);
  const report = computeTendencies(inputs);
  const snaps = (reportId: string) => report.games.find((game) => game.reportId === reportId)?.snaps ?? 0;

  it("adds one column per game after 'Plays', in the group's order, with each game's snaps", () => {
    const table = withGameColumns(viewTable('lmr-hash', report, index), games, snaps, index);
    expect(table.columns.slice(0, 5).map((column) => column.header)).toEqual([
      'Plays',
      'LAK Oct 10',
      'CEN Oct 3',
      'NVB Oct 17',
      '% of snaps',
    ]);
    expect(table.columns.slice(1, 4).map((column) => column.game?.snaps)).toEqual([3, 2, 0]);
    const row = (label: string) => table.rows.find((r) => r.label.startsWith(label))!;
    expect(
      row('Left')
        .cells.slice(0, 4)
        .map((cell) => cell.text),
    ).toEqual(['4', '2', '2', '0']);
    expect(
      row('Right')
        .cells.slice(0, 4)
        .map((cell) => cell.text),
    ).toEqual(['1', '1', '0', '0']);
    // A count opens that game's plays of the row; a 0 opens nothing.
    expect(row('Left').cells[2]?.plays).toEqual({ title: `${row('Left').label} · CEN Oct 3`, cardIds: ['r-cen-1', 'r-cen-2'] });
    expect(row('Right').cells[2]?.plays).toBeNull();
    // Every row's cells still line up with the columns, and the per-game counts add up to the row's n.
    for (const r of table.rows) {
      expect(r.cells).toHaveLength(table.columns.length);
      expect(r.cells.slice(1, 4).reduce((sum, cell) => sum + Number(cell.text), 0)).toBe(r.n);
    }
  });

  it('counts concepts game by game', () => {
    const table = withGameColumns(viewTable('play-concepts', report, index), games, snaps, index);
    const zone = table.rows.find((r) => r.label === 'Inside Zone')!;
    expect(zone.cells.slice(0, 4).map((cell) => cell.text)).toEqual(['3', '1', '2', '0']);
  });

  it("lists a group's plays game by game with their game, and films them one report at a time", () => {
    const lines = playLines(['r-cen-1', 'r-lak-3', 'r-lak-1'], index, games);
    expect(lines.map((line) => [line.game, line.reportId, line.cardNumber])).toEqual([
      ['LAK Oct 10', 'r-lak', 1],
      ['LAK Oct 10', 'r-lak', 3],
      ['CEN Oct 3', 'r-cen', 1],
    ]);
    expect(cardNumbersByGame(['r-cen-2', 'r-lak-3', 'r-cen-1'], index, games)).toEqual([
      { game: games[0], cardNumbers: [3] },
      { game: games[1], cardNumbers: [1, 2] },
    ]);
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
