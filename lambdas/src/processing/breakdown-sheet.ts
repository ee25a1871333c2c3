import {
  HASH_VALUES,
  MAX_CUSTOM_FIELD_NAME_LENGTH,
  MAX_CUSTOM_FIELD_VALUE_LENGTH,
  ODK_VALUES,
  PLAY_RESULTS,
  PLAY_TYPES,
  breakdownSchema,
  isKickingPlayType,
  isReservedFieldName,
  readPlayTypeSpelling,
  readResultSpelling,
  spellingKey,
  type Breakdown,
} from '@scout/shared/domain';
import { CUSTOM_HEADER_SUFFIX } from '@scout/shared/domain/breakdown-export';

/**
 * Maps a coach's breakdown sheet (one row per play, Hudl-style columns) onto a ZIP's play cards.
 * Every source (CSV, Sportscode XML, later XLSX) is first read into SheetRows; from there on, one set of
 * rules: tolerant header names, Hudl's value spellings read as the standard values (the shared spelling
 * table), values checked by the shared breakdown schema, and nothing a coach typed dropped silently — what does
 * not fit a field is kept in customFields under its own header, with one warning per column (not per play).
 * Real exports are filled in where their convention says so: QTR marked only on the first play of a quarter is
 * carried forward, and DN 0 on a kick or try means no down.
 */

/** What every sheet reader produces: the header line and the data rows, each cell as text. */
export interface SheetRows {
  headers: string[];
  rows: string[][];
}

/** The breakdown fields a sheet column can fill (customFields is filled from the columns that fit none). */
export type SheetField = Exclude<keyof Breakdown, 'customFields'>;
export type SheetBreakdown = Partial<Pick<Breakdown, SheetField>>;

export interface SheetWarning {
  /**
   * The row as a spreadsheet shows it (the header is row 1), or null for a warning about the whole sheet. A
   * warning about several rows (a column's unreadable values) names the first; its message lists the others.
   */
  row: number | null;
  header: string | null;
  value: string | null;
  message: string;
}

export interface CardToMatch {
  cardNumber: number;
  fileName: string;
}

export interface CardBreakdownAssignment {
  cardNumber: number;
  /** The spreadsheet row the breakdown came from (header = row 1). */
  sheetRow: number;
  breakdown: SheetBreakdown;
  customFields: Record<string, string>;
}

export interface SheetMapping {
  matchedBy: 'play-number' | 'order';
  assignments: CardBreakdownAssignment[];
  warnings: SheetWarning[];
  /** What the sheet held, for the import summary the coach reads on the report. */
  read: SheetReadout;
}

/** A value kept as a custom field because it did not fit its column's field, with the cards and rows it is on. */
export interface UnreadValue {
  header: string;
  value: string;
  reason: string;
  /** Card numbers (as given to mapSheetToCards) of the rows with this value that a card took. */
  cardNumbers: number[];
  /** How many rows with this value no card took. */
  rowsWithoutCard: number;
}

export interface SheetReadout {
  /** Data rows (blank rows aside). */
  playsRead: number;
  columnsRecognised: { header: string; field: SheetField; label: string }[];
  /** Headers of the columns kept as custom fields (no field, or a second column for a field already filled). */
  columnsKept: string[];
  /** Distinct values not read, most frequent first. */
  unreadValues: UnreadValue[];
  /** The games the plays are from, in sheet order, with their rows' count. */
  games: { name: string; plays: number }[];
  gamesFrom: 'column' | 'play-numbers' | null;
  /** The warnings about the whole sheet (cards without a row, rows without a card, matching by order). */
  sheetNotes: string[];
}

/** Header spellings, normalised (see normaliseHeader), for each breakdown field. */
const FIELD_HEADERS: Partial<Record<SheetField, readonly string[]>> = {
  playNumber: ['playnumber', 'playno', 'playnum', 'playnbr', 'number'],
  odkm: ['odk', 'odkm'],
  quarter: ['qtr', 'quarter', 'qt', 'period'],
  down: ['dn', 'down'],
  distance: ['dist', 'distance', 'togo', 'ydstogo', 'yardstogo'],
  hash: ['hash', 'hashmark'],
  yardLine: ['yardln', 'yardline', 'ydln', 'ydline'],
  personnel: ['personnel', 'pers', 'offpers', 'offpersonnel'],
  formation: ['offform', 'formation', 'form', 'offformation'],
  strength: ['offstr', 'strength', 'offstrength', 'formationstrength'],
  backfield: ['backfield', 'offbackfield', 'backfieldset'],
  motion: ['motion', 'offmotion'],
  motionDirection: ['motiondir', 'motiondirection', 'offmotiondir'],
  concept: ['offplay', 'play', 'concept', 'playcall'],
  playType: ['playtype', 'type'],
  playDirection: ['playdir', 'playdirection', 'direction', 'dir'],
  result: ['result', 'playresult'],
  gainLoss: ['gnls', 'gainloss', 'gain', 'gn', 'yards', 'yds', 'yardsgained'],
  personnelDefense: ['defpers', 'defpersonnel', 'defensivepersonnel', 'dpers'],
  front: ['deffront', 'front', 'defensivefront'],
  stunt: ['defstunt', 'stunt', 'defensivestunt'],
  coverage: ['coverage', 'cov', 'defcoverage', 'defcov'],
  pressure: ['blitz', 'pressure', 'defblitz', 'defpressure'],
  kickType: ['kicktype', 'kicktyp', 'typeofkick'],
  kickYards: ['kickyds', 'kickyards', 'kickyd', 'kickdist', 'kickdistance', 'kicklength'],
  hangTime: ['hang', 'hangtime', 'hangtm'],
  returnYards: ['retyds', 'returnyards', 'returnyds', 'retyards', 'ret', 'retyd'],
  notes: ['comments', 'comment', 'notes', 'note'],
  time: ['time', 'clock'],
  runGap: ['gap', 'rungap', 'hole', 'runhole'],
  // OPPONENT names the game in a sheet of several games (each game another opponent); in a sheet of one it is
  // the one game's name, which the filters then leave out.
  game: ['game', 'gamenumber', 'gameno', 'gamename', 'opponent', 'opp'],
};

/** Each field a column can fill, as a coach reads it (the import summary lists the columns recognised). */
const FIELD_LABELS: Partial<Record<SheetField, string>> = {
  playNumber: 'Play #',
  odkm: 'ODK',
  quarter: 'Quarter',
  down: 'Down',
  distance: 'Distance',
  hash: 'Hash',
  yardLine: 'Yard line',
  personnel: 'Personnel',
  formation: 'Formation',
  strength: 'Strength',
  backfield: 'Backfield',
  motion: 'Motion',
  motionDirection: 'Motion direction',
  concept: 'Concept',
  playType: 'Play type',
  playDirection: 'Play direction',
  result: 'Result',
  gainLoss: 'Gain/loss',
  personnelDefense: 'Defensive personnel',
  front: 'Front',
  stunt: 'Stunt',
  coverage: 'Coverage',
  pressure: 'Pressure (blitz)',
  kickType: 'Kick type',
  kickYards: 'Kick yards',
  hangTime: 'Hang time',
  returnYards: 'Return yards',
  notes: 'Notes',
  time: 'Time',
  runGap: 'Run gap',
  game: 'Game',
};

/**
 * Hudl columns Scout recognises but keeps no field for: they go to customFields under Hudl's own header,
 * so 'Series' in one sheet and 'SERIES' in the next land under the same key.
 */
const CUSTOM_COLUMN_HEADERS: Record<string, readonly string[]> = {
  SERIES: ['series'],
};

const INTEGER_FIELDS: ReadonlySet<SheetField> = new Set([
  'playNumber',
  'down',
  'distance',
  'quarter',
  'gainLoss',
  'kickYards',
  'returnYards',
]);
const ENUM_FIELDS: Partial<Record<SheetField, readonly string[]>> = {
  odkm: ODK_VALUES,
  hash: HASH_VALUES,
  playType: PLAY_TYPES,
  result: PLAY_RESULTS,
};
const HASH_WORDS: Record<string, string> = { left: 'L', middle: 'M', mid: 'M', center: 'M', centre: 'M', right: 'R' };

/** Lower case, '#' read as 'number', and nothing but letters and digits: 'PLAY #', 'Play#', 'play_number' agree. */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replaceAll('#', 'number')
    .replace(/[^a-z0-9]/g, '');
}

export type HeaderMatch = { kind: 'field'; field: SheetField } | { kind: 'custom'; key: string };

/** Which field a header fills, or the customFields key it is kept under (its Hudl name, else itself). */
export function matchHeader(header: string): HeaderMatch {
  // 'RESULT (custom)': Scout's export of a custom field named like a column, read back into that custom field.
  const trimmed = header.trim();
  if (trimmed.toLowerCase().endsWith(CUSTOM_HEADER_SUFFIX) && trimmed.length > CUSTOM_HEADER_SUFFIX.length) {
    return { kind: 'custom', key: trimmed.slice(0, -CUSTOM_HEADER_SUFFIX.length).trim() };
  }
  const normalised = normaliseHeader(header);
  for (const [field, names] of Object.entries(FIELD_HEADERS) as [SheetField, readonly string[]][]) {
    if (names.includes(normalised)) return { kind: 'field', field };
  }
  for (const [key, names] of Object.entries(CUSTOM_COLUMN_HEADERS)) {
    if (names.includes(normalised)) return { kind: 'custom', key };
  }
  return { kind: 'custom', key: header.trim() };
}

/** Typographic minus and dashes, as coaches paste them from documents ('−35'), read as '-'. */
function asciiMinus(text: string): string {
  return text.replace(/[\u2212\u2012\u2013\u2014]/g, '-');
}

function parseInteger(raw: string): number | null {
  const text = asciiMinus(raw)
    .replace(/\s+/g, '')
    .replace(/^(\d+)(st|nd|rd|th)$/i, '$1');
  if (/^ot$/i.test(text)) return 5; // overtime, as QTR counts it
  return /^[+-]?\d+(\.0+)?$/.test(text) ? Math.trunc(Number(text)) : null;
}

/**
 * A signed yard line (minus on the own side, plus on the opponent's): '-35' or 'Own 35' is the own 35; '+20',
 * '20' or 'Opp 20' the opponent 20; '50', '+50', '-50' or 'Midfield' is midfield. 'O35' is refused as
 * unreadable: staffs use the bare 'O' for both 'own' and 'opponent', so guessing would put plays on the wrong
 * side of the field (the value is kept in customFields with a warning). Returns null when the text is not a
 * yard line at all; a number out of range is returned as read, for the shared rule to refuse.
 */
export function parseYardLine(raw: string): number | null {
  const text = asciiMinus(raw).toUpperCase().replace(/\s+/g, '');
  if (text === 'MIDFIELD' || text === 'MID') return 50;
  const signed = /^([+-]?)(\d+)$/.exec(text);
  const own = /^OWN(\d+)$/.exec(text);
  const opponent = /^(?:OPP|OPPONENT)(\d+)$/.exec(text);
  const [sign, digits] = signed
    ? [signed[1] === '-' ? -1 : 1, signed[2]]
    : own
      ? [-1, own[1]]
      : opponent
        ? [1, opponent[1]]
        : [0, undefined];
  if (digits === undefined) return null;
  const yards = Number(digits);
  return yards === 50 ? 50 : sign * yards;
}

/**
 * Hang time in seconds as staffs write it: '4.2', '4,2' (a European decimal comma), '4.2s', '4.2 sec'. Null when
 * the text is no number of seconds; a number out of range is returned as read, for the shared rule to refuse.
 */
export function parseSeconds(raw: string): number | null {
  const text = raw
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/(s|sec|secs|seconds)$/, '');
  return /^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : null;
}

/**
 * Reads a cell into the field's type; null when the text cannot be read as that type at all. Play types and
 * results go through the shared spelling table ('XP' → 'Extra Pt.', 'RTD' → 'Rush TD'; a bare 'TD' by the
 * row's play type); a spelling it does not know comes back as written, for the shared rule to refuse.
 */
function readCell(field: SheetField, text: string, playType: unknown): unknown {
  if (INTEGER_FIELDS.has(field)) return parseInteger(text);
  if (field === 'yardLine') return parseYardLine(text);
  if (field === 'hangTime') return parseSeconds(text);
  if (field === 'playType') return readPlayTypeSpelling(text)?.playType ?? text;
  if (field === 'result') return readResultSpelling(text, playType) ?? text;
  const options = ENUM_FIELDS[field];
  if (options) {
    const key = spellingKey(text);
    return (field === 'hash' ? HASH_WORDS[key] : undefined) ?? options.find((option) => spellingKey(option) === key) ?? text;
  }
  return text;
}

/** Checks a value with the shared breakdown rule for its field: the message on failure, else null. */
function checkWithSharedRule(field: SheetField, value: unknown): { value: unknown; message: string | null } {
  const checked = breakdownSchema.shape[field].safeParse(value);
  if (checked.success) return { value: checked.data, message: null };
  return { value, message: checked.error.issues[0]?.message ?? 'Not a valid value' };
}

/** Why a cell's text is no value of its field's type at all. */
function notReadable(field: SheetField): string {
  if (field === 'yardLine') return 'not a yard line';
  if (field === 'hangTime') return 'not a number of seconds';
  return 'not a whole number';
}

interface ColumnPlan {
  header: string;
  target: { kind: 'field'; field: SheetField } | { kind: 'custom'; key: string };
}

/**
 * One plan per column. The first column to claim a field fills it; a second one with the same meaning is
 * kept as a custom field under its own header. Blank headers become 'Column N'; keys are unique.
 */
function planColumns(headers: readonly string[], width: number): ColumnPlan[] {
  const claimed = new Set<SheetField>();
  const usedKeys = new Set<string>();
  const uniqueKey = (wanted: string): string => {
    // A column headed '__proto__', 'constructor' or 'prototype' keeps its values under another name.
    const base = isReservedFieldName(wanted) ? `${wanted} (column)` : wanted.slice(0, MAX_CUSTOM_FIELD_NAME_LENGTH);
    let key = base;
    for (let copy = 2; usedKeys.has(key); copy += 1) key = `${base.slice(0, MAX_CUSTOM_FIELD_NAME_LENGTH - 6)} (${copy})`;
    usedKeys.add(key);
    return key;
  };
  return Array.from({ length: width }, (_, index) => {
    const header = (headers[index] ?? '').trim() || `Column ${index + 1}`;
    const match = matchHeader(header);
    if (match.kind === 'field' && !claimed.has(match.field)) {
      claimed.add(match.field);
      return { header, target: match };
    }
    return { header, target: { kind: 'custom', key: uniqueKey(match.kind === 'custom' ? match.key : header) } };
  });
}

interface ReadRow {
  sheetRow: number;
  breakdown: SheetBreakdown;
  customFields: Record<string, string>;
  /** The fields whose column had text in this row (read or not): a carried-forward value never replaces one. */
  written: ReadonlySet<SheetField>;
}

/** A cell kept as a custom field because it did not fit its field: reported per column, not per play. */
interface CellProblem {
  sheetRow: number;
  header: string;
  text: string;
  /** Why: the shared rule's message, or that the text is no number, yard line … at all. */
  reason: string;
  /** A spelling of a standard value (play type, result, ODK, hash) that the spelling table does not know. */
  unrecognised: boolean;
}

/** The column index that fills each field. */
function fieldColumns(columns: readonly ColumnPlan[]): Map<SheetField, number> {
  const indexes = new Map<SheetField, number>();
  columns.forEach((column, index) => {
    if (column.target.kind === 'field') indexes.set(column.target.field, index);
  });
  return indexes;
}

/**
 * Whether a row's DN 0 means "no down": a kick or a try (KO, Punt, FG, Extra Pt., 2 Pt. …), or, without a known
 * play type, a row whose ODK is K. DN 0 on a run or a pass stays an error the coach is told about.
 */
function isNoDownRow(text: (field: SheetField) => string): boolean {
  if (parseInteger(text('down')) !== 0) return false;
  const playType = readPlayTypeSpelling(text('playType'))?.playType;
  return playType ? isKickingPlayType(playType) : spellingKey(text('odkm')) === 'k';
}

function readRow(
  cells: readonly string[],
  sheetRow: number,
  columns: readonly ColumnPlan[],
  indexes: ReadonlyMap<SheetField, number>,
  problems: CellProblem[],
): ReadRow {
  const breakdown: Record<string, unknown> = {};
  const customFields: Record<string, string> = {};
  const written = new Set<SheetField>();
  const textOf = (field: SheetField) => {
    const index = indexes.get(field);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const keep = (key: string, text: string) => {
    customFields[key] = text.slice(0, MAX_CUSTOM_FIELD_VALUE_LENGTH);
  };
  const typeSpelling = readPlayTypeSpelling(textOf('playType'));
  const noDown = isNoDownRow(textOf);
  columns.forEach((column, index) => {
    const text = (cells[index] ?? '').trim();
    if (text === '') return;
    if (column.target.kind === 'custom') {
      keep(column.target.key, text);
      return;
    }
    const { field } = column.target;
    written.add(field);
    // DN 0 on a kick or a try, and the DIST left beside it, mean "no down": both stay empty.
    if (noDown && (field === 'down' || field === 'distance')) return;
    const read = readCell(field, text, typeSpelling?.playType);
    const checked = read === null ? { value: null, message: null } : checkWithSharedRule(field, read);
    if (read !== null && checked.message === null) {
      breakdown[field] = checked.value;
      return;
    }
    keep(column.header.slice(0, MAX_CUSTOM_FIELD_NAME_LENGTH), text);
    problems.push({
      sheetRow,
      header: column.header,
      text,
      reason: checked.message ?? `"${text}" is ${notReadable(field)}`,
      unrecognised: read !== null && ENUM_FIELDS[field] !== undefined,
    });
  });
  // 'Onside' is a kickoff whose kick type is Onside, unless the row says otherwise in its own KICK TYPE.
  if (typeSpelling?.kickType && breakdown.playType === typeSpelling.playType && breakdown.kickType == null) {
    breakdown.kickType = typeSpelling.kickType;
  }
  return { sheetRow, breakdown: breakdown as SheetBreakdown, customFields, written };
}

/**
 * QTR as real exports mark it, on the first play of quarters 2–4 only: each play without a quarter of its own
 * takes the last one marked above it, and plays before the first mark are quarter 1. Where PLAY # drops back
 * to 1 (a second game in the same sheet) the count starts again at 1. A sheet without a QTR column is left as
 * it is, and so is a cell that has text the import could not read (it is kept, with its warning).
 */
function carryQuarterForward(rows: readonly ReadRow[]): void {
  let quarter = 1;
  let lastPlayNumber: number | null = null;
  for (const row of rows) {
    const { playNumber } = row.breakdown;
    if (playNumber === 1 && lastPlayNumber !== null && lastPlayNumber > 1) quarter = 1;
    if (playNumber != null) lastPlayNumber = playNumber;
    if (row.breakdown.quarter != null) quarter = row.breakdown.quarter;
    else if (!row.written.has('quarter')) row.breakdown.quarter = quarter;
  }
}

/**
 * A sheet of several games without a GAME or OPPONENT column: where PLAY # starts again at 1 (as the QTR carry
 * reads it; a sheet sorted out of order is not taken for several games) the plays from there on are the next game, named 'Game 1', 'Game 2' … in sheet order. A sheet whose PLAY #
 * never drops is one game and gets no name. Returns whether it named games.
 */
function nameGamesByPlayNumber(rows: readonly ReadRow[]): boolean {
  let game = 1;
  let lastPlayNumber: number | null = null;
  const gameOfRow: number[] = [];
  for (const row of rows) {
    const { playNumber } = row.breakdown;
    if (playNumber === 1 && lastPlayNumber !== null && lastPlayNumber > 1) game += 1;
    if (playNumber != null) lastPlayNumber = playNumber;
    gameOfRow.push(game);
  }
  if (game === 1) return false;
  rows.forEach((row, index) => {
    row.breakdown.game = `Game ${gameOfRow[index]}`;
  });
  return true;
}

/** The games in sheet order with their plays' count. */
function gamesOf(rows: readonly ReadRow[]): { name: string; plays: number }[] {
  const counts = new Map<string, { name: string; plays: number }>();
  for (const row of rows) {
    const name = row.breakdown.game?.trim();
    if (!name) continue;
    const key = name.toLowerCase();
    const game = counts.get(key) ?? { name, plays: 0 };
    game.plays += 1;
    counts.set(key, game);
  }
  return [...counts.values()];
}

/** Each distinct value a column could not read, with the cards that took its rows; most frequent first. */
function unreadValues(problems: readonly CellProblem[], cardOfRow: ReadonlyMap<number, number>): UnreadValue[] {
  const groups = new Map<string, UnreadValue & { count: number }>();
  for (const problem of problems) {
    const key = `${problem.header}\u0000${problem.text}`;
    const group = groups.get(key) ?? {
      header: problem.header,
      value: problem.text,
      reason: problem.unrecognised ? `not one of the ${problem.header} values Scout knows` : problem.reason,
      cardNumbers: [],
      rowsWithoutCard: 0,
      count: 0,
    };
    const card = cardOfRow.get(problem.sheetRow);
    if (card === undefined) group.rowsWithoutCard += 1;
    else group.cardNumbers.push(card);
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count)
    .map(({ count: _count, ...value }) => ({ ...value, cardNumbers: [...value.cardNumbers].sort((a, b) => a - b) }));
}

const LISTED = 5;

/** 'row 4', 'rows 4, 9 and 12', 'rows 4, 5, 6, 7, 8 and 55 more'. */
function rowList(rows: readonly number[]): string {
  if (rows.length === 1) return `row ${rows[0]}`;
  if (rows.length <= LISTED + 1) return `rows ${rows.slice(0, -1).join(', ')} and ${rows.at(-1)}`;
  return `rows ${rows.slice(0, LISTED).join(', ')} and ${rows.length - LISTED} more`;
}

/** 'Fake Punt ×2, Swinging Gate ×1', most frequent first, the first five of them. */
function valueList(texts: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  const shown = sorted.slice(0, LISTED).map(([text, count]) => `${text.length > 40 ? `${text.slice(0, 39)}…` : text} ×${count}`);
  const others = sorted.length - LISTED;
  return others > 0 ? `${shown.join(', ')} and ${others} other value${others === 1 ? '' : 's'}` : shown.join(', ');
}

/**
 * One warning per column and reason, however many plays it concerns: 'PLAY TYPE: 3 values not recognised
 * (Fake Punt ×2, Swinging Gate ×1), kept as custom fields (rows 14, 30 and 41).' A problem of a single row reads
 * 'Row 14, PLAY TYPE "Fake Punt": Play type must be one of the standard play types. Kept as a custom field.'
 */
function problemWarnings(problems: readonly CellProblem[]): SheetWarning[] {
  const groups = new Map<string, CellProblem[]>();
  for (const problem of problems) {
    const key = `${problem.header}\u0000${problem.unrecognised ? '' : problem.reason}`;
    groups.set(key, [...(groups.get(key) ?? []), problem]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [CellProblem, ...CellProblem[]];
    const warning = { row: first.sheetRow, header: first.header, value: first.text };
    if (group.length === 1) {
      return { ...warning, message: `Row ${first.sheetRow}, ${first.header} "${first.text}": ${first.reason}. Kept as a custom field.` };
    }
    const what = `${first.header}: ${group.length} values ${first.unrecognised ? 'not recognised' : 'not read'}`;
    const listed = valueList(group.map((problem) => problem.text));
    const where = rowList(group.map((problem) => problem.sheetRow));
    const why = first.unrecognised ? '' : `: ${first.reason}`;
    return { ...warning, message: `${what} (${listed}), kept as custom fields (${where})${why}.` };
  });
}

/** The number a clip's file name ends with: 'Wide - Clip 012.mp4' → 12. */
export function clipNumber(fileName: string): number | null {
  const stem = fileName.replace(/\.[^.]*$/, '');
  const runs = stem.match(/\d+/g);
  const last = runs?.at(-1);
  return last === undefined ? null : Number(last);
}

function duplicates(values: readonly number[]): boolean {
  return new Set(values).size !== values.length;
}

/** Why clips cannot be matched by PLAY #, or null when they can (so the sheet is matched by number). */
function whyNotByNumber(cards: readonly CardToMatch[], rows: readonly ReadRow[]): string | null {
  const playNumbers = rows.map((row) => row.breakdown.playNumber).filter((value): value is number => typeof value === 'number');
  if (playNumbers.length === 0) return 'the sheet has no PLAY # values';
  const numbers = cards.map((card) => clipNumber(card.fileName));
  if (numbers.some((value) => value === null)) return 'some clip names have no number';
  if (duplicates(numbers as number[])) return 'clip numbers repeat (clips from more than one game or angle?)';
  if (duplicates(playNumbers)) return 'PLAY # values repeat (more than one game in the sheet?)';
  const known = new Set(playNumbers);
  const matched = (numbers as number[]).filter((value) => known.has(value)).length;
  if (matched * 2 < cards.length) return `only ${matched} of ${cards.length} clip numbers appear under PLAY #`;
  return null;
}

/**
 * Gives each card the breakdown of its row. By number when the clips' file names carry numbers that the
 * sheet's PLAY # column holds (each clip number distinct, each PLAY # distinct, at least half the clips
 * found): 'Clip 012.mp4' takes PLAY # 12, and a deleted row leaves one card without a breakdown instead of
 * shifting every card after it. Otherwise by order: the first data row to card 1, and so on. Blank rows are
 * ignored. Every card left without a row, and every row left without a card, is a warning.
 */
export function mapSheetToCards(sheet: SheetRows, cards: readonly CardToMatch[]): SheetMapping {
  const width = sheet.rows.reduce((widest, row) => Math.max(widest, row.length), sheet.headers.length);
  const columns = planColumns(sheet.headers, width);
  const indexes = fieldColumns(columns);
  const problems: CellProblem[] = [];
  const rows = sheet.rows
    .map((cells, index) => ({ cells, sheetRow: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, sheetRow }) => readRow(cells, sheetRow, columns, indexes, problems));
  if (indexes.has('quarter')) carryQuarterForward(rows);
  const gamesNamed = !indexes.has('game') && nameGamesByPlayNumber(rows);
  const warnings = problemWarnings(problems);
  const ordered = [...cards].sort((a, b) => a.cardNumber - b.cardNumber);
  const readout = (assignments: readonly CardBreakdownAssignment[], sheetWarnings: readonly SheetWarning[]): SheetReadout => {
    const games = gamesOf(rows);
    return {
      playsRead: rows.length,
      columnsRecognised: columns.flatMap(({ header, target }) =>
        target.kind === 'field' ? [{ header, field: target.field, label: FIELD_LABELS[target.field] ?? target.field }] : [],
      ),
      columnsKept: columns.flatMap(({ header, target }) => (target.kind === 'custom' ? [header] : [])),
      unreadValues: unreadValues(problems, new Map(assignments.map((assignment) => [assignment.sheetRow, assignment.cardNumber]))),
      games,
      gamesFrom: games.length === 0 ? null : gamesNamed ? 'play-numbers' : 'column',
      sheetNotes: sheetWarnings.map((warning) => warning.message),
    };
  };

  if (rows.length === 0) {
    const empty: SheetWarning = {
      row: null,
      header: null,
      value: null,
      message: 'The breakdown sheet has no rows; the cards have no breakdown.',
    };
    warnings.push(empty);
    return { matchedBy: 'order', assignments: [], warnings, read: readout([], [empty]) };
  }

  const hasPlayNumbers = rows.some((row) => row.breakdown.playNumber != null);
  const reason = whyNotByNumber(ordered, rows);
  const pairs: { card: CardToMatch; row: ReadRow | undefined }[] = [];
  let matchedBy: SheetMapping['matchedBy'];
  if (reason === null) {
    matchedBy = 'play-number';
    const byPlayNumber = new Map<number, ReadRow>();
    for (const row of rows) if (row.breakdown.playNumber != null) byPlayNumber.set(row.breakdown.playNumber, row);
    for (const card of ordered) pairs.push({ card, row: byPlayNumber.get(clipNumber(card.fileName) ?? Number.NaN) });
  } else {
    matchedBy = 'order';
    if (hasPlayNumbers) {
      warnings.push({
        row: null,
        header: null,
        value: null,
        message: `Rows were matched to clips by order, not by PLAY #, because ${reason}.`,
      });
    }
    ordered.forEach((card, index) => pairs.push({ card, row: rows[index] }));
  }

  const assignments: CardBreakdownAssignment[] = [];
  const used = new Set<ReadRow>();
  const bare: CardToMatch[] = [];
  for (const { card, row } of pairs) {
    if (!row) {
      bare.push(card);
      continue;
    }
    used.add(row);
    assignments.push({ cardNumber: card.cardNumber, sheetRow: row.sheetRow, breakdown: row.breakdown, customFields: row.customFields });
  }
  const unused = rows.filter((row) => !used.has(row));
  if (bare.length > 0) warnings.push(cardsWithoutBreakdown(bare, matchedBy));
  if (unused.length > 0) warnings.push(rowsNotUsed(unused));
  // A column's warnings name their header; those about the whole sheet name none.
  const sheetWarnings = warnings.filter((warning) => warning.header === null);
  return { matchedBy, assignments, warnings, read: readout(assignments, sheetWarnings) };
}

/** One warning for the cards left without a row (a sheet of one game beside clips of two lists them all once). */
function cardsWithoutBreakdown(cards: readonly CardToMatch[], matchedBy: SheetMapping['matchedBy']): SheetWarning {
  const [card] = cards as [CardToMatch, ...CardToMatch[]];
  if (cards.length === 1) {
    const how =
      matchedBy === 'play-number' ? `no row has PLAY # ${clipNumber(card.fileName)}` : 'the sheet has fewer rows than there are clips';
    return { row: null, header: null, value: null, message: `Card ${card.cardNumber} (${card.fileName}) has no breakdown: ${how}.` };
  }
  const how = matchedBy === 'play-number' ? 'no row has their PLAY #' : 'the sheet has fewer rows than there are clips';
  const listed = cards.slice(0, LISTED).map((one) => `${one.cardNumber} (${one.fileName})`);
  const more = cards.length > LISTED ? ` and ${cards.length - LISTED} more` : '';
  return {
    row: null,
    header: null,
    value: null,
    message: `${cards.length} cards have no breakdown, as ${how}: cards ${listed.join(', ')}${more}.`,
  };
}

/** One warning for the rows no clip took. */
function rowsNotUsed(rows: readonly ReadRow[]): SheetWarning {
  const label = (row: ReadRow) => (row.breakdown.playNumber == null ? '' : ` (PLAY # ${row.breakdown.playNumber})`);
  const [row] = rows as [ReadRow, ...ReadRow[]];
  if (rows.length === 1) {
    return { row: row.sheetRow, header: null, value: null, message: `Row ${row.sheetRow}${label(row)} matches no clip and was not used.` };
  }
  const listed = rows.slice(0, LISTED).map((one) => `${one.sheetRow}${label(one)}`);
  const more = rows.length > LISTED ? ` and ${rows.length - LISTED} more` : '';
  return {
    row: row.sheetRow,
    header: null,
    value: null,
    message: `${rows.length} rows match no clip and were not used: rows ${listed.join(', ')}${more}.`,
  };
}
