import { describe, expect, it } from 'vitest';
import { columnOffsets, FIRST_EDITABLE_COLUMN, GRID_COLUMNS, GRID_VIEW_COLUMNS, GRID_VIEWS, gridViewOf } from './grid-columns';

describe('the breakdown grid columns', () => {
  it('show the card number and status, then the breakdown in the order coaches know from their sheets', () => {
    expect(GRID_COLUMNS.map((c) => c.header)).toEqual([
      '#',
      'STATUS',
      'PLAY #',
      'ODK',
      'QTR',
      'DN',
      'DIST',
      'HASH',
      'YARD LN',
      'PERSONNEL',
      'OFF FORM',
      'PLAY TYPE',
      'OFF PLAY',
      'PLAY DIR',
      'GAP',
      'RESULT',
      'GN/LS',
      'DEF FRONT',
      'COVERAGE',
      'PRESSURE',
      'DEF STUNT',
      'DEF PERS',
      'OFF STR',
      'BACKFIELD',
      'MOTION',
      'MOTION DIR',
      'KICK TYPE',
      'KICK YDS',
      'HANG',
      'RET YDS',
      'GAME',
      'NOTES',
    ]);
    expect(GRID_COLUMNS.map((c) => c.id).slice(2, 9)).toEqual(['playNumber', 'odkm', 'quarter', 'down', 'distance', 'hash', 'yardLine']);
  });

  it('edit everything but the card number', () => {
    expect(GRID_COLUMNS.filter((c) => !c.editable).map((c) => c.id)).toEqual(['cardNumber']);
    expect(FIRST_EDITABLE_COLUMN).toBe(1);
  });

  it('line figures up in monospace, right-aligned', () => {
    for (const id of ['playNumber', 'distance', 'yardLine', 'gainLoss'] as const) {
      const column = GRID_COLUMNS.find((c) => c.id === id);
      expect(column?.mono).toBe(true);
      expect(column?.align).toBe('right');
    }
  });

  it('place each column after the previous one', () => {
    const { lefts, total } = columnOffsets([
      { id: 'down', header: 'DN', description: '', width: 48, align: 'center', mono: true, editable: true },
      { id: 'distance', header: 'DIST', description: '', width: 56, align: 'right', mono: true, editable: true },
    ]);
    expect(lefts).toEqual([0, 48]);
    expect(total).toBe(104);
  });
});

describe('the column sets of each side of the ball', () => {
  const headers = (view: keyof typeof GRID_VIEW_COLUMNS) => GRID_VIEW_COLUMNS[view].map((c) => c.header);

  it('each start with the card, its status and the situation, and show only columns of the full grid', () => {
    for (const view of GRID_VIEWS) {
      expect(headers(view).slice(0, 9)).toEqual(['#', 'STATUS', 'PLAY #', 'ODK', 'QTR', 'DN', 'DIST', 'HASH', 'YARD LN']);
      expect(GRID_VIEW_COLUMNS[view].every((c) => GRID_COLUMNS.includes(c))).toBe(true);
      expect(new Set(headers(view)).size).toBe(headers(view).length);
    }
  });

  it("put the defense's calls first, so front, coverage and pressure are three Tabs from the yard line", () => {
    expect(headers('defense').slice(9, 14)).toEqual(['DEF FRONT', 'COVERAGE', 'PRESSURE', 'DEF STUNT', 'DEF PERS']);
    expect(headers('defense')).toEqual(expect.arrayContaining(['PERSONNEL', 'OFF FORM', 'OFF STR', 'RESULT', 'GN/LS']));
  });

  it('show the kicking game its kick type, distance, hang time and return', () => {
    expect(headers('kicking').slice(9, 13)).toEqual(['PLAY TYPE', 'KICK TYPE', 'KICK YDS', 'HANG']);
    expect(headers('kicking')).toContain('RET YDS');
    expect(headers('offense')).toEqual(expect.arrayContaining(['OFF STR', 'BACKFIELD', 'MOTION', 'MOTION DIR', 'OFF PLAY']));
  });

  it('are named in the address, every column otherwise', () => {
    expect(gridViewOf('defense')).toBe('defense');
    expect(gridViewOf('kicking')).toBe('kicking');
    expect(gridViewOf(null)).toBe('all');
    expect(gridViewOf('nonsense')).toBe('all');
  });
});
