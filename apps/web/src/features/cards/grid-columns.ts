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

const COLUMNS = {
  cardNumber: column('cardNumber', '#', 'Card number', 64, 'right', true),
  status: column('status', 'STATUS', 'Card status', 116),
  playNumber: column('playNumber', 'PLAY #', 'Play number in the game', 66, 'right', true),
  // Letter codes (and OT) stay in the text font: a monospace O reads as a zero.
  odkm: column('odkm', 'ODK', 'O offense, D defense, K kicking, S nothing on the field', 52, 'center'),
  quarter: column('quarter', 'QTR', 'Quarter (OT = overtime)', 52, 'center'),
  down: column('down', 'DN', 'Down', 48, 'center', true),
  distance: column('distance', 'DIST', 'Yards to go', 56, 'right', true),
  hash: column('hash', 'HASH', 'Ball on the left, middle or right hash', 58, 'center'),
  yardLine: column('yardLine', 'YARD LN', 'Yard line: -35 own 35, 50 midfield, +20 opponent 20', 76, 'right', true),
  personnel: column('personnel', 'PERSONNEL', 'Backs then tight ends (11, 12, 21 …)', 92, 'center', true),
  formation: column('formation', 'OFF FORM', 'Offensive formation', 150),
  strength: column('strength', 'OFF STR', 'Strength of the formation (R, L)', 72, 'center'),
  backfield: column('backfield', 'BACKFIELD', 'Backfield set (Gun, Pistol, I …)', 100),
  motion: column('motion', 'MOTION', 'Pre-snap motion', 100),
  motionDirection: column('motionDirection', 'MOTION DIR', 'Direction of the motion', 90, 'center'),
  playType: column('playType', 'PLAY TYPE', 'Run, Pass, KO, Punt, FG …', 112),
  concept: column('concept', 'OFF PLAY', 'The play or concept', 150),
  playDirection: column('playDirection', 'PLAY DIR', 'Direction of the play', 80, 'center'),
  runGap: column('runGap', 'GAP', 'Gap or hole the run hit (A, B, C, D, Off tackle …)', 64, 'center'),
  game: column('game', 'GAME', 'Which game the play is from (a breakdown of several games)', 120),
  result: column('result', 'RESULT', 'Rush, Complete, Incomplete, Sack …', 120),
  gainLoss: column('gainLoss', 'GN/LS', 'Yards gained (negative = loss)', 66, 'right', true),
  front: column('front', 'DEF FRONT', 'Defensive front (Over, Under, Tite …)', 110),
  coverage: column('coverage', 'COVERAGE', 'Coverage', 128),
  pressure: column('pressure', 'PRESSURE', 'Pressure or blitz: who or how many', 128),
  stunt: column('stunt', 'DEF STUNT', 'Defensive line stunt', 100),
  personnelDefense: column('personnelDefense', 'DEF PERS', 'Defensive personnel (4-2-5, 3-3-5 …)', 84, 'center', true),
  kickType: column('kickType', 'KICK TYPE', 'Deep, Squib, Onside, Pooch, Rugby …', 96),
  kickYards: column('kickYards', 'KICK YDS', 'Kick distance in yards', 76, 'right', true),
  hangTime: column('hangTime', 'HANG', 'Hang time in seconds (4.2)', 64, 'right', true),
  returnYards: column('returnYards', 'RET YDS', 'Return yards', 72, 'right', true),
  notes: column('notes', 'NOTES', 'Notes', 260),
} satisfies Partial<Record<GridColumnId, GridColumn>>;

type KnownColumn = keyof typeof COLUMNS;
const pick = (...ids: KnownColumn[]): readonly GridColumn[] => ids.map((id) => COLUMNS[id]);
const SITUATION: KnownColumn[] = ['cardNumber', 'status', 'playNumber', 'odkm', 'quarter', 'down', 'distance', 'hash', 'yardLine'];

/**
 * Which columns the grid shows: every field, or the ones one side of the ball is broken down by, each after the
 * situation (play #, ODK, quarter, down, distance, hash, yard line). The defense's calls come first in its view,
 * so staff fill front, coverage and pressure with three Tabs; then what the defense faced.
 */
export const GRID_VIEWS = ['all', 'offense', 'defense', 'kicking'] as const;
export type GridView = (typeof GRID_VIEWS)[number];
export const GRID_VIEW_LABELS: Record<GridView, string> = {
  all: 'All columns',
  offense: 'Offense',
  defense: 'Defense',
  kicking: 'Kicking',
};

export const GRID_VIEW_COLUMNS: Record<GridView, readonly GridColumn[]> = {
  all: pick(
    ...SITUATION,
    'personnel',
    'formation',
    'playType',
    'concept',
    'playDirection',
    'runGap',
    'result',
    'gainLoss',
    'front',
    'coverage',
    'pressure',
    'stunt',
    'personnelDefense',
    'strength',
    'backfield',
    'motion',
    'motionDirection',
    'kickType',
    'kickYards',
    'hangTime',
    'returnYards',
    'game',
    'notes',
  ),
  offense: pick(
    ...SITUATION,
    'personnel',
    'formation',
    'strength',
    'backfield',
    'motion',
    'motionDirection',
    'playType',
    'concept',
    'playDirection',
    'runGap',
    'result',
    'gainLoss',
    'notes',
  ),
  defense: pick(
    ...SITUATION,
    'front',
    'coverage',
    'pressure',
    'stunt',
    'personnelDefense',
    'personnel',
    'formation',
    'strength',
    'backfield',
    'motion',
    'playType',
    'concept',
    'result',
    'gainLoss',
    'notes',
  ),
  kicking: pick(
    ...SITUATION,
    'playType',
    'kickType',
    'kickYards',
    'hangTime',
    'playDirection',
    'returnYards',
    'result',
    'gainLoss',
    'notes',
  ),
};

/** The grid's columns when it shows every field. */
export const GRID_COLUMNS: readonly GridColumn[] = GRID_VIEW_COLUMNS.all;

/** A view named in the page's address (?columns=defense), else every column. */
export function gridViewOf(value: string | null): GridView {
  return (GRID_VIEWS as readonly string[]).includes(value ?? '') ? (value as GridView) : 'all';
}

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
