import type { ScalarField } from './grid-cell-values';

/**
 * The breakdown grid's columns: the card number and status, then the breakdown fields in the column order of
 * a coach's breakdown sheet (one row per play), with the headers coaches know from Hudl and their own sheets.
 */
export type GridColumnId = 'cardNumber' | 'status' | ScalarField;

export interface GridColumn {
  id: GridColumnId;
  header: string;
  /** What the header means, for its tooltip. */
  description: string;
  width: number;
  align: 'left' | 'center' | 'right';
  /** Figures and codes: monospace, so columns of numbers line up. */
  mono: boolean;
  editable: boolean;
}

const column = (
  id: GridColumnId,
  header: string,
  description: string,
  width: number,
  align: GridColumn['align'] = 'left',
  mono = false,
): GridColumn => ({ id, header, description, width, align, mono, editable: id !== 'cardNumber' });

export const GRID_COLUMNS: readonly GridColumn[] = [
  column('cardNumber', '#', 'Card number', 64, 'right', true),
  column('status', 'STATUS', 'Card status', 116),
  column('playNumber', 'PLAY #', 'Play number in the game', 66, 'right', true),
  // Letter codes (and OT) stay in the text font: a monospace O reads as a zero.
  column('odkm', 'ODK', 'O offense, D defense, K kicking, S nothing on the field', 52, 'center'),
  column('quarter', 'QTR', 'Quarter (OT = overtime)', 52, 'center'),
  column('down', 'DN', 'Down', 48, 'center', true),
  column('distance', 'DIST', 'Yards to go', 56, 'right', true),
  column('hash', 'HASH', 'Ball on the left, middle or right hash', 58, 'center'),
  column('yardLine', 'YARD LN', 'Yard line: -35 own 35, 50 midfield, +20 opponent 20', 76, 'right', true),
  column('personnel', 'PERSONNEL', 'Backs then tight ends (11, 12, 21 …)', 92, 'center', true),
  column('formation', 'OFF FORM', 'Offensive formation', 150),
  column('playType', 'PLAY TYPE', 'Run, Pass, KO, Punt, FG …', 112),
  column('concept', 'OFF PLAY', 'The play or concept', 150),
  column('playDirection', 'PLAY DIR', 'Direction of the play', 80, 'center'),
  column('result', 'RESULT', 'Rush, Complete, Incomplete, Sack …', 120),
  column('gainLoss', 'GN/LS', 'Yards gained (negative = loss)', 66, 'right', true),
  column('coverage', 'COVERAGE', 'Coverage', 128),
  column('pressure', 'PRESSURE', 'Pressure or blitz', 128),
  column('notes', 'NOTES', 'Notes', 260),
];

/** Columns 0 and 1 (# and STATUS) stay in view while the grid scrolls sideways. */
export const STICKY_COLUMN_COUNT = 2;

export const FIRST_EDITABLE_COLUMN = GRID_COLUMNS.findIndex((c) => c.editable);

/** Each column's left edge, and the total width. */
export function columnOffsets(columns: readonly GridColumn[]): { lefts: number[]; total: number } {
  const lefts: number[] = [];
  let total = 0;
  for (const c of columns) {
    lefts.push(total);
    total += c.width;
  }
  return { lefts, total };
}
