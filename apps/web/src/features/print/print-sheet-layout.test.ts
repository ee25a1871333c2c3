import { parseBreakdownFilter } from '@scout/shared/domain/breakdown-filters';
import type { TendencyInput } from '@scout/shared/domain/tendencies';
import { describe, expect, it } from 'vitest';
import { sampleCardNumbered } from './sample-card';
import { printedCards, printScopeText } from './print-scope';
import { PRINT_WIDTH, bookletSections, callListTable, fitTable, numericWidthNeeded, type PrintTable } from './print-tables';

/** Twelve offensive plays without HASH or PERSONNEL, with PLAY DIR on every play and GAP on the runs. */
function sheet(): TendencyInput[] {
  return Array.from({ length: 12 }, (_, index) => {
    const down = (index % 3) + 1;
    const run = index % 2 === 0;
    return {
      cardId: `c${index + 1}`,
      cardNumber: index + 1,
      reportId: 'r1',
      breakdown: {
        odkm: 'O',
        down,
        distance: down === 3 ? 4 : 10,
        yardLine: -30 + index,
        formation: index % 3 === 0 ? 'TRIPS R' : 'DOUBLES',
        concept: run ? 'INSIDE ZONE' : 'SMASH',
        playType: run ? 'Run' : 'Pass',
        result: run ? 'Rush' : 'Complete',
        gainLoss: index,
        playDirection: ['L', 'R', 'M'][index % 3],
        runGap: run ? (index % 4 === 0 ? 'A' : 'B') : null,
      },
    };
  });
}

const tableIds = (inputs: TendencyInput[], layout: 'booklet' | 'sheet' = 'booklet') =>
  bookletSections(inputs, 'offense', { layout }).flatMap((section) =>
    section.pages.flatMap((page) => page.parts.filter((part) => !part.continued).map((part) => part.table.id)),
  );

describe('a printout of the columns the sheet has', () => {
  it('leaves out the hash and personnel tables of a sheet without those columns, and prints PLAY DIR and GAP', () => {
    expect(tableIds(sheet())).toEqual([
      'key-tendencies',
      'down-distance',
      'field-zones',
      'situations',
      'directions',
      'run-gaps',
      'formations',
      'concepts',
    ]);
  });

  it('prints the direction and gap tables by hand', () => {
    const parts = bookletSections(sheet(), 'offense').flatMap((section) => section.pages.flatMap((page) => page.parts));
    const directions = parts.find((part) => part.table.id === 'directions')!.table;
    // L: 0, 3, 6, 9; R: 1, 4, 7, 10; M: 2, 5, 8, 11 — four each, ties by name.
    expect(directions.rows.map((row) => row.cells.slice(0, 2))).toEqual([
      ['Left *', '4'],
      ['Middle *', '4'],
      ['Right *', '4'],
    ]);
    const gaps = parts.find((part) => part.table.id === 'run-gaps')!.table;
    // Runs 0, 2, 4, 6, 8, 10: A at 0, 4, 8; B at 2, 6, 10.
    expect(gaps.rows.map((row) => row.cells.slice(0, 3))).toEqual([
      ['A gap *', '3', '50%'],
      ['B gap *', '3', '50%'],
    ]);
  });

  it('leaves out the columns no row has a value in and gives each number the width it needs', () => {
    const table: PrintTable = {
      id: 't',
      title: 'T',
      empty: '',
      columns: [
        { header: 'Situation', width: 30, numeric: false },
        { header: 'Run', width: 5, numeric: true },
        { header: 'Top plays', width: 40, numeric: false },
        { header: 'Success', width: 5, numeric: true },
      ],
      rows: [
        { key: 'a', cells: ['1st & 10+', '100% (12)', '—', '33% (4/12)'], thin: false, lines: 1 },
        { key: 'b', cells: ['2nd & long', '0% (0)', '—', '—'], thin: false, lines: 1 },
      ],
    };
    const fitted = fitTable(table);
    expect(fitted.columns.map((column) => column.header)).toEqual(['Situation', 'Run', 'Success']);
    expect(fitted.rows[0]?.cells).toEqual(['1st & 10+', '100% (12)', '33% (4/12)']);
    // The numbers were given 5 % (35 px): now each column is at least as wide as its longest number needs.
    for (const position of [1, 2]) {
      const width = ((fitted.columns[position]?.width ?? 0) * PRINT_WIDTH) / 100;
      expect(width).toBeGreaterThanOrEqual(numericWidthNeeded(fitted, position) - 0.1);
    }
    expect(fitted.columns.reduce((sum, column) => sum + column.width, 0)).toBeCloseTo(100, 0);
  });

  it('never cuts a number of the printed tables: every numeric column fits its widest cell', () => {
    for (const section of bookletSections(sheet(), 'offense')) {
      for (const page of section.pages) {
        for (const { table } of page.parts) {
          table.columns.forEach((column, position) => {
            if (!column.numeric) return;
            expect((column.width * PRINT_WIDTH) / 100, `${table.id} ${column.header}`).toBeGreaterThanOrEqual(
              numericWidthNeeded(table, position) - 0.1,
            );
          });
        }
      }
    }
  });
});

describe('the tendency sheet + call list', () => {
  it('keeps the tables a coordinator reads first, the top five key tendencies', () => {
    expect(tableIds(sheet(), 'sheet')).toEqual(['key-tendencies', 'down-distance', 'directions', 'run-gaps', 'formations', 'concepts']);
    const sections = bookletSections(sheet(), 'offense', { layout: 'sheet' });
    expect(sections.flatMap((section) => section.pages)).toHaveLength(1);
    // Only the buckets with plays (four each, so thin): 1st & 10+, 2nd & long, 3rd & medium and the 3rd-down total.
    const downDistance = sections[0]!.pages[0]!.parts.find((part) => part.table.id === 'down-distance')!.table;
    expect(downDistance.rows.map((row) => row.cells[0])).toEqual([
      '1st & 10+ *',
      '2nd & long (7+) *',
      '3rd & medium (4–6) *',
      '3rd down total *',
    ]);
  });

  it('lists one line per play: number, situation, formation, play, result', () => {
    const list = callListTable(sheet());
    expect(list.columns.map((column) => column.header)).toEqual(['#', 'Situation', 'Formation', 'Play', 'Result']);
    expect(list.rows[2]?.cells).toEqual(['3', '3rd & 4 · -28', 'DOUBLES', 'INSIDE ZONE', 'Rush +2']);
    expect(list.rows[0]?.cells).toEqual(['1', '1st & 10 · -30', 'TRIPS R', 'INSIDE ZONE', 'Rush 0']);
  });
});

describe('a filtered printout', () => {
  const cards = Array.from({ length: 6 }, (_, index) => {
    const card = sampleCardNumbered(index + 1);
    return { ...card, breakdown: { ...card.breakdown, down: (index % 3) + 1 } };
  });

  it('prints only the plays the filter keeps and says which', () => {
    const filter = parseBreakdownFilter('side=offense&down=3');
    const printed = printedCards(cards, filter);
    expect(printed.map((card) => card.cardNumber)).toEqual([3, 6]);
    expect(printScopeText(filter, printed.length, cards.length)).toBe('Offense · 3rd down: 2 of 6 plays');
    expect(printScopeText(parseBreakdownFilter(''), 6, 6)).toBeNull();
    expect(printedCards(cards, parseBreakdownFilter(''))).toHaveLength(6);
  });

  it("reads the side as the analytics do: in an own game's film the opponent's offense is on the D rows", () => {
    const ownGame = cards.map((card, index) => ({ ...card, breakdown: { ...card.breakdown, odkm: index < 3 ? 'O' : 'D' } }));
    const offense = parseBreakdownFilter('side=offense');
    expect(printedCards(ownGame, offense, 'O').map((card) => card.cardNumber)).toEqual([1, 2, 3]);
    expect(printedCards(ownGame, offense, 'D').map((card) => card.cardNumber)).toEqual([4, 5, 6]);
  });
});
