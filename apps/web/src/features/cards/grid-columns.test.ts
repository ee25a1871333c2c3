import { describe, expect, it } from 'vitest';
import { columnOffsets, FIRST_EDITABLE_COLUMN, GRID_COLUMNS } from './grid-columns';

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
      'RESULT',
      'GN/LS',
      'COVERAGE',
      'PRESSURE',
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
