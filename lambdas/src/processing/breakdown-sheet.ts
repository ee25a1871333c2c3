import {
  HASH_VALUES,
  MAX_CUSTOM_FIELD_NAME_LENGTH,
  MAX_CUSTOM_FIELD_VALUE_LENGTH,
  ODK_VALUES,
  PLAY_RESULTS,
  PLAY_TYPES,
  breakdownSchema,
  isReservedFieldName,
  type Breakdown,
} from '@scout/shared/domain';

/**
 * Maps a coach's breakdown sheet (one row per play, Hudl-style columns) onto a ZIP's play cards.
 * Every source (CSV, Sportscode XML, later XLSX) is first read into SheetRows; from there on, one set of
 * rules: tolerant header names, values checked by the shared breakdown schema, and nothing a coach typed
 * dropped silently — what does not fit a field is kept in customFields under its own header, with a warning.
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
  /** The row as a spreadsheet shows it (the header is row 1), or null for a warning about the whole sheet. */
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
  concept: ['offplay', 'play', 'concept', 'playcall'],
  playType: ['playtype', 'type'],
  playDirection: ['playdir', 'playdirection', 'direction', 'dir'],
  result: ['result', 'playresult'],
  gainLoss: ['gnls', 'gainloss', 'gain', 'gn', 'yards', 'yds', 'yardsgained'],
  coverage: ['coverage', 'cov', 'defcoverage', 'defcov'],
  pressure: ['blitz', 'pressure', 'defblitz', 'defpressure'],
  notes: ['comments', 'comment', 'notes', 'note'],
  time: ['time', 'clock'],
};

/**
 * Hudl columns Scout recognises but keeps no field for: they go to customFields under Hudl's own header,
 * so 'Off Str' in one sheet and 'OFF STR' in the next land under the same key.
 */
const CUSTOM_COLUMN_HEADERS: Record<string, readonly string[]> = {
  SERIES: ['series'],
  'OFF STR': ['offstr', 'strength', 'offstrength'],
  BACKFIELD: ['backfield'],
  MOTION: ['motion'],
  'MOTION DIR': ['motiondir', 'motiondirection'],
  'DEF FRONT': ['deffront', 'front'],
  'DEF STUNT': ['defstunt', 'stunt'],
};

const INTEGER_FIELDS: ReadonlySet<SheetField> = new Set(['playNumber', 'down', 'distance', 'quarter', 'gainLoss']);
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

function enumKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Reads a cell into the field's type; null when the text cannot be read as that type at all. */
function readCell(field: SheetField, text: string): unknown {
  if (INTEGER_FIELDS.has(field)) return parseInteger(text);
  if (field === 'yardLine') return parseYardLine(text);
  const options = ENUM_FIELDS[field];
  if (options) {
    const key = enumKey(text);
    const word = field === 'hash' ? HASH_WORDS[key] : undefined;
    return word ?? options.find((option) => enumKey(option) === key) ?? text;
  }
  return text;
}

/** Checks a value with the shared breakdown rule for its field: the message on failure, else null. */
function checkWithSharedRule(field: SheetField, value: unknown): { value: unknown; message: string | null } {
  const checked = breakdownSchema.shape[field].safeParse(value);
  if (checked.success) return { value: checked.data, message: null };
  return { value, message: checked.error.issues[0]?.message ?? 'Not a valid value' };
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
}

function readRow(cells: readonly string[], sheetRow: number, columns: readonly ColumnPlan[], warnings: SheetWarning[]): ReadRow {
  const breakdown: Record<string, unknown> = {};
  const customFields: Record<string, string> = {};
  const keep = (key: string, text: string) => {
    customFields[key] = text.slice(0, MAX_CUSTOM_FIELD_VALUE_LENGTH);
  };
  columns.forEach((column, index) => {
    const text = (cells[index] ?? '').trim();
    if (text === '') return;
    if (column.target.kind === 'custom') {
      keep(column.target.key, text);
      return;
    }
    const { field } = column.target;
    const read = readCell(field, text);
    const checked = read === null ? { value: null, message: null } : checkWithSharedRule(field, read);
    if (read !== null && checked.message === null) {
      breakdown[field] = checked.value;
      return;
    }
    keep(column.header.slice(0, MAX_CUSTOM_FIELD_NAME_LENGTH), text);
    const why = checked.message ?? `"${text}" is not a ${field === 'yardLine' ? 'yard line' : 'whole number'}`;
    warnings.push({
      row: sheetRow,
      header: column.header,
      value: text,
      message: `Row ${sheetRow}, ${column.header} "${text}": ${why}. Kept as a custom field.`,
    });
  });
  return { sheetRow, breakdown: breakdown as SheetBreakdown, customFields };
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
  const warnings: SheetWarning[] = [];
  const width = sheet.rows.reduce((widest, row) => Math.max(widest, row.length), sheet.headers.length);
  const columns = planColumns(sheet.headers, width);
  const rows = sheet.rows
    .map((cells, index) => ({ cells, sheetRow: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, sheetRow }) => readRow(cells, sheetRow, columns, warnings));
  const ordered = [...cards].sort((a, b) => a.cardNumber - b.cardNumber);

  if (rows.length === 0) {
    warnings.push({ row: null, header: null, value: null, message: 'The breakdown sheet has no rows; the cards have no breakdown.' });
    return { matchedBy: 'order', assignments: [], warnings };
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
  for (const { card, row } of pairs) {
    if (!row) {
      const how =
        matchedBy === 'play-number' ? `no row has PLAY # ${clipNumber(card.fileName)}` : 'the sheet has fewer rows than there are clips';
      warnings.push({
        row: null,
        header: null,
        value: null,
        message: `Card ${card.cardNumber} (${card.fileName}) has no breakdown: ${how}.`,
      });
      continue;
    }
    used.add(row);
    assignments.push({ cardNumber: card.cardNumber, sheetRow: row.sheetRow, breakdown: row.breakdown, customFields: row.customFields });
  }
  for (const row of rows) {
    if (used.has(row)) continue;
    const label = row.breakdown.playNumber == null ? '' : ` (PLAY # ${row.breakdown.playNumber})`;
    warnings.push({
      row: row.sheetRow,
      header: null,
      value: null,
      message: `Row ${row.sheetRow}${label} matches no clip and was not used.`,
    });
  }
  return { matchedBy, assignments, warnings };
}
