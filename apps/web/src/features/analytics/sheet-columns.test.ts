import { computeTendencies, taggedFields, type TendencyInput } from '@scout/shared/domain/tendencies';
import { describe, expect, it } from 'vitest';
import { dropEmptyColumns, indexInputs, viewTables, type TitledTable } from './analytics-view';
import { printHref } from './print-link';

/**
 * A sheet without HASH (and without OFF PLAY on its defensive rows), with PLAY DIR and GAP on the offense's:
 * eight offensive plays and two defensive ones.
 */
function play(cardNumber: number, breakdown: Record<string, unknown>): TendencyInput {
  return { cardId: `c${cardNumber}`, cardNumber, reportId: 'r1', breakdown };
}
const DIRECTIONS = ['L', 'R', 'L', 'M', 'R', 'L', 'R', 'L'];
const GAPS = ['A', null, 'B', null, 'A', null, 'C', null];
const PLAYS: TendencyInput[] = [
  ...DIRECTIONS.map((direction, index) =>
    play(index + 1, {
      odkm: 'O',
      down: (index % 3) + 1,
      distance: 10,
      formation: index % 2 === 0 ? 'TRIPS R' : 'DOUBLES',
      concept: index % 2 === 0 ? 'INSIDE ZONE' : 'SMASH',
      playType: GAPS[index] ? 'Run' : 'Pass',
      result: GAPS[index] ? 'Rush' : 'Complete',
      gainLoss: index + 1,
      playDirection: direction,
      runGap: GAPS[index],
    }),
  ),
  play(9, { odkm: 'D', down: 1, distance: 10, front: 'Over', playType: 'Run', result: 'Rush', gainLoss: 3 }),
  play(10, { odkm: 'D', down: 2, distance: 7, front: 'Under', playType: 'Pass', result: 'Incomplete', gainLoss: 0 }),
];
const index = indexInputs(PLAYS);
const offense = computeTendencies(PLAYS);
const tagged = taggedFields(PLAYS, 'offense');
const ids = (tables: TitledTable[]) => tables.map((entry) => [entry.id, entry.missing ?? null]);

describe('the columns a sheet has', () => {
  it("reads a column as there when one play of the side has a value in it, each side's plays apart", () => {
    expect([...tagged].sort()).toEqual(['concept', 'down', 'formation', 'playDirection', 'playType', 'runGap']);
    expect([...taggedFields(PLAYS, 'defense')].sort()).toEqual(['down', 'front', 'playType']);
    expect(taggedFields([play(1, { odkm: 'O', hash: '  ' })], 'offense').has('hash')).toBe(false);
  });

  it('says in words that the hash view needs a HASH column, instead of one "No hash" row of every play', () => {
    const tables = viewTables('lmr-hash', offense, index, { tagged });
    expect(tables[0]?.missing).toBe('This breakdown has no HASH column: tag hashes to see this view');
    // The PLAY DIR and GAP tables read, since the sheet has those columns.
    expect(ids(tables)).toEqual([
      ['hash', 'This breakdown has no HASH column: tag hashes to see this view'],
      ['directions', null],
      ['run-gaps', null],
    ]);
  });

  it("names the defense's missing columns table by table", () => {
    const defense = computeTendencies(PLAYS, { side: 'defense' });
    const tables = viewTables('play-concepts', defense, index, { tagged: taggedFields(PLAYS, 'defense') });
    expect(ids(tables)).toEqual([
      ['fronts', null],
      ['coverages', 'This breakdown has no COVERAGE column: tag coverages to see this table'],
      ['pressures', 'This breakdown has no BLITZ column: tag pressures (BLITZ) to see this table'],
    ]);
    const formations = viewTables('formation-analysis', defense, index, { tagged: taggedFields(PLAYS, 'defense') });
    expect(formations[0]?.missing).toBe('This breakdown has no OFF FORM column: tag formations to see this view');
  });

  it('reads every view where the sheet has its column', () => {
    for (const view of ['play-concepts', 'down-distance', 'formation-analysis'] as const) {
      expect(viewTables(view, offense, index, { tagged })[0]?.missing).toBeNull();
    }
  });
});

describe('the PLAY DIR and GAP tables', () => {
  it('counts the snaps by direction, most used first, L/M/R named', () => {
    const directions = viewTables('lmr-hash', offense, index, { tagged }).find((entry) => entry.id === 'directions')!;
    // L: plays 1, 3, 6, 8; R: 2, 5, 7; M: 4.
    expect(directions.table.rows.map((row) => [row.label, row.n])).toEqual([
      ['Left', 4],
      ['Right', 3],
      ['Middle', 1],
    ]);
  });

  it('counts the runs by gap, share of the runs', () => {
    const gaps = viewTables('lmr-hash', offense, index, { tagged }).find((entry) => entry.id === 'run-gaps')!;
    // Runs: 1 (A), 3 (B), 5 (A), 7 (C).
    expect(gaps.table.n).toBe(4);
    expect(gaps.table.rows.map((row) => [row.label, row.n, row.cells[1]?.text])).toEqual([
      ['A gap', 2, '50%'],
      ['B gap', 1, '25%'],
      ['C gap', 1, '25%'],
    ]);
  });

  it('leaves both tables out when the sheet has neither column', () => {
    const bare = PLAYS.map((input) => ({ ...input, breakdown: { ...input.breakdown, playDirection: null, runGap: null } }));
    const report = computeTendencies(bare);
    const tables = viewTables('lmr-hash', report, indexInputs(bare), { tagged: taggedFields(bare, 'offense') });
    expect(tables.map((entry) => entry.id)).toEqual(['hash']);
    // Without the sheet's columns given, the tables show when they have a tagged row.
    expect(viewTables('lmr-hash', report, indexInputs(bare)).map((entry) => entry.id)).toEqual(['hash']);
  });
});

describe('empty columns', () => {
  it('drops a column no row has a value in, and the hash view its direction columns without PLAY DIR', () => {
    const withHash = PLAYS.map((input, position) => ({
      ...input,
      breakdown: { ...input.breakdown, hash: 'L', playDirection: null, concept: position === 0 ? 'POWER' : null },
    }));
    const report = computeTendencies(withHash);
    const [hash] = viewTables('lmr-hash', report, indexInputs(withHash), { tagged: taggedFields(withHash, 'offense') });
    const keys = hash!.table.columns.map((column) => column.key);
    expect(keys).not.toContain('field');
    expect(keys).not.toContain('boundary');
    // Top plays stays (one row has POWER); every row's cells still line up with the columns.
    expect(keys).toContain('plays');
    for (const row of hash!.table.rows) expect(row.cells).toHaveLength(keys.length);
  });

  it('keeps a per-game column of zeros and drops a text column of dashes', () => {
    const table = {
      n: 1,
      columns: [
        { key: 'n', header: 'Plays', numeric: true },
        { key: 'game:g1', header: 'G1', numeric: true, game: { reportId: 'g1', snaps: 0 } },
        { key: 'plays', header: 'Top plays', numeric: false },
      ],
      rows: [
        {
          key: 'a',
          label: 'A',
          n: 1,
          thin: true,
          run: 0,
          pass: 0,
          cardIds: ['c1'],
          runPlays: { title: '', cardIds: [] },
          passPlays: { title: '', cardIds: [] },
          cells: [
            { text: '1', plays: null },
            { text: '0', plays: null },
            { text: '—', plays: null },
          ],
        },
      ],
    };
    expect(dropEmptyColumns(table).columns.map((column) => column.key)).toEqual(['n', 'game:g1']);
  });
});

describe('the print link of an analytics page', () => {
  it("carries the page's filters and the side shown, not its view's own parameters", () => {
    expect(printHref('/reports/r1/print', '?down=3&layout=merged', 'offense')).toBe('/reports/r1/print?side=offense&down=3');
    expect(printHref('/reports/r1/print', '', 'defense')).toBe('/reports/r1/print?side=defense');
  });
});
