import { computeTendencies, type TendencyInput } from '@scout/shared/domain/tendencies';
import { describe, expect, it } from 'vitest';
import { TABLE_METRICS, paginateTables, printTables, rowHeight, type PrintTable, type TablePage } from './print-tables';

/** The browser test's twelve plays (e2e/print.spec.ts): two games of six, play numbers restarting. */
const FORMATIONS = ['TRIPS R', 'DOUBLES', 'TRIPS R', 'EMPTY', 'TRIPS R', 'DOUBLES'];
const PLAYS = ['INSIDE ZONE', 'SMASH', 'POWER', 'MESH', 'INSIDE ZONE', 'SMASH'];
function fixture(): TendencyInput[] {
  return Array.from({ length: 12 }, (_, index) => {
    const down = (index % 3) + 1;
    return {
      cardId: `c${index + 1}`,
      cardNumber: index + 1,
      reportId: 'r1',
      breakdown: {
        odkm: 'O',
        playNumber: (index % 6) + 1,
        down,
        distance: down === 1 ? 10 : down === 2 ? 6 : 3,
        hash: (['L', 'M', 'R'] as const)[index % 3],
        yardLine: index % 2 === 0 ? -25 - index : 40 - index,
        formation: FORMATIONS[index % 6],
        personnel: '11',
        concept: PLAYS[index % 6],
        playType: index % 2 === 0 ? 'Run' : 'Pass',
        result: index % 2 === 0 ? 'Rush' : 'Complete',
        gainLoss: (index % 5) - 1,
      },
    };
  });
}

function table(tables: PrintTable[], id: string): PrintTable {
  const found = tables.find((entry) => entry.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
}

const rowOf = (printed: PrintTable, label: string) => printed.rows.find((row) => row.cells[0] === label)?.cells;

describe('the printed tables of the twelve-play fixture', () => {
  const tables = printTables(computeTendencies(fixture()));

  it('prints key tendencies, down & distance, hash, formations and play concepts, in that order', () => {
    expect(tables.map((entry) => entry.title)).toEqual(['Key tendencies', 'Down & distance', 'L/M/R hash', 'Formations', 'Play concepts']);
  });

  it('counts the formations by hand', () => {
    // TRIPS R: plays 1, 3, 5, 7, 9, 11 (all runs), gains −1, 1, 3, 0, 2, −1 = 4 yards over 6 plays = 0.7;
    // top plays INSIDE ZONE (1, 5, 7, 11) 4 and POWER (3, 9) 2.
    expect(rowOf(table(tables, 'formations'), 'TRIPS R')).toEqual([
      'TRIPS R',
      '6',
      '50%',
      '100% (6)',
      '0% (0)',
      '0.7',
      'INSIDE ZONE 4, POWER 2',
    ]);
    // EMPTY: plays 4 and 10, passes gaining 2 and 3: 2.5 a play; thin (2 < 5).
    expect(rowOf(table(tables, 'formations'), 'EMPTY *')).toEqual(['EMPTY *', '2', '17%', '0% (0)', '100% (2)', '2.5', 'MESH 2']);
  });

  it('counts down & distance and the hash by hand, marking thin rows', () => {
    // 1st & 10: plays 1, 4, 7, 10 (runs 1 and 7, passes 4 and 10); gains −1, 2, 0, 3, none reaching half of 10.
    expect(rowOf(table(tables, 'down-distance'), '1st & 10+ *')).toEqual([
      '1st & 10+ *',
      '4',
      '50% (2)',
      '50% (2)',
      '0% (0/4)',
      '—',
      'INSIDE ZONE 2, MESH 2',
    ]);
    // 3rd & 3: plays 3, 6, 9, 12 gaining 1, −1, 2, 0: no conversion of 4.
    expect(rowOf(table(tables, 'down-distance'), '2nd/3rd & short (1–3) *')?.[5]).toBe('0% (0/4)');
    // The left hash holds the same plays as 1st & 10.
    expect(rowOf(table(tables, 'hash'), 'Left hash *')?.slice(0, 4)).toEqual(['Left hash *', '4', '50% (2)', '50% (2)']);
    expect(table(tables, 'hash').rows.every((row) => row.thin)).toBe(true);
    // A bucket without plays reads as such, not as thin.
    expect(rowOf(table(tables, 'down-distance'), '4th down')).toEqual(['4th down', '0', '—', '—', '—', '—', '—']);
  });

  it('lists the key tendencies as sentences and the concepts with their yards', () => {
    const keys = table(tables, 'key-tendencies');
    expect(keys.rows.length).toBeGreaterThan(0);
    expect(keys.rows.length).toBeLessThanOrEqual(10);
    // Plays 1, 3, …, 11 are runs from the own 25–35 (open field), plays 2, 4, …, 12 passes from the 39–29
    // (fringe): each zone 6 of 6 against 50 % overall. TRIPS R (the same six runs) is left out as a duplicate.
    expect(keys.rows.map((row) => row.cells[1])).toEqual([
      'Fringe: pass 6 of 6, 100% (overall 50%, +50 points); top concept SMASH 4',
      'Open field: run 6 of 6, 100% (overall 50%, +50 points); top concept INSIDE ZONE 4',
    ]);
    // MESH: plays 4 and 10, passes of 2 and 3 yards.
    expect(rowOf(table(tables, 'concepts'), 'MESH *')?.slice(0, 6)).toEqual(['MESH *', '2', '17%', '0% (0)', '100% (2)', '2.5']);
  });

  it('fits on one page', () => {
    // 76 heading + key tendencies (26 title + 20 header + 2 × 18 + 16 gap) 98 + down & distance (6 rows, a
    // footnote) 188 + hash (3 rows) 134 + formations (3) 134 + concepts (4) 152 = 782 ≤ 880.
    expect(paginateTables(tables)).toHaveLength(1);
  });
});

function longTable(rows: number, thinFrom = rows): PrintTable {
  return {
    id: 'long',
    title: 'Formations',
    empty: 'None',
    columns: [
      { header: 'Formation', width: 50, numeric: false },
      { header: 'Plays', width: 50, numeric: true },
    ],
    rows: Array.from({ length: rows }, (_, index) => ({
      key: String(index),
      cells: [`F${index}`, '1'],
      thin: index >= thinFrom,
      lines: 1 as const,
    })),
  };
}

function pageHeight(page: TablePage, first: boolean): number {
  let height = first ? TABLE_METRICS.heading : 0;
  for (const part of page.parts) {
    height += TABLE_METRICS.title + TABLE_METRICS.header + TABLE_METRICS.gap;
    if (part.table.rows.some((row) => row.thin)) height += TABLE_METRICS.footnote;
    for (const row of part.table.rows.slice(part.from, part.to)) height += rowHeight(row);
  }
  return height;
}

describe('long tables across pages', () => {
  it('breaks a long table between rows, continues it on the next page and never overfills a page', () => {
    const pages = paginateTables([longTable(100, 90)]);
    expect(pages.length).toBeGreaterThan(2);
    const parts = pages.flatMap((page) => page.parts);
    expect(parts[0]).toMatchObject({ from: 0, continued: false, footnote: false });
    for (let index = 1; index < parts.length; index += 1) {
      expect(parts[index]?.from).toBe(parts[index - 1]?.to);
      expect(parts[index]?.continued).toBe(true);
    }
    expect(parts[parts.length - 1]).toMatchObject({ to: 100, footnote: true });
    pages.forEach((page, index) => expect(pageHeight(page, index === 0)).toBeLessThanOrEqual(TABLE_METRICS.page + TABLE_METRICS.gap));
  });

  it('starts a table on a new page rather than leave its title and header alone at the bottom', () => {
    const pages = paginateTables([longTable(44), longTable(5)]);
    // 76 + 26 + 20 + 44 × 18 + 16 = 930 > 880, so the first table breaks; its remainder and the second share page 2.
    expect(pages).toHaveLength(2);
    expect(pages[1]?.parts.map((part) => [part.from, part.to, part.continued])).toEqual([
      [pages[0]?.parts[0]?.to, 44, true],
      [0, 5, false],
    ]);
  });

  it('gives an empty table its title and a line', () => {
    const empty = { ...longTable(0), empty: 'No formations broken down yet.' };
    expect(paginateTables([empty])).toEqual([{ parts: [{ table: empty, from: 0, to: 0, continued: false, footnote: false }] }]);
  });
});
