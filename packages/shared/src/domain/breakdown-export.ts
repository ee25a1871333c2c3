import { readBreakdown, type BreakdownField } from './breakdown';
import { EMPTY_BREAKDOWN_FILTER, conceptOf, filterPlays, type BreakdownFilter } from './breakdown-filters';

/**
 * A report's breakdowns as a spreadsheet: one row per play, Hudl's column names, then the coach's own
 * custom fields as extra columns. The sheet reads back through Scout's breakdown-sheet import unchanged, so
 * the columns carry the exact headers that import recognises. Pure: the web page builds files from it and the
 * server may too.
 */

/** A sheet cell: text, a whole number (play #, down, yard line, gain …), or empty. */
export type ExportCell = string | number | null;

type PlayRecord = Record<BreakdownField, unknown>;

export interface ExportColumn {
  /** Stable id: the Hudl header for Hudl columns, 'custom:<name>' for a custom field. */
  id: string;
  header: string;
  kind: 'hudl' | 'custom';
}

/** Where a Hudl column's value comes from: a breakdown field, a custom field of that name, or the concept. */
type HudlSource = { field: BreakdownField } | { custom: string } | 'concept';

interface HudlColumn {
  header: string;
  from: HudlSource;
}

/**
 * Hudl's breakdown columns in Hudl's order, then the defensive personnel and the kicking game's. SERIES, which
 * Scout keeps no field for, comes from the custom field stored under that name, as the sheet import keeps it.
 * Plain data, with no calls when the module loads, so a bundle that imports the domain without exporting
 * leaves it out.
 */
const HUDL_COLUMNS: readonly HudlColumn[] = [
  { header: 'GAME', from: { field: 'game' } },
  { header: 'PLAY #', from: { field: 'playNumber' } },
  { header: 'ODK', from: { field: 'odkm' } },
  { header: 'QTR', from: { field: 'quarter' } },
  { header: 'SERIES', from: { custom: 'SERIES' } },
  { header: 'DN', from: { field: 'down' } },
  { header: 'DIST', from: { field: 'distance' } },
  { header: 'HASH', from: { field: 'hash' } },
  { header: 'YARD LN', from: { field: 'yardLine' } },
  { header: 'PERSONNEL', from: { field: 'personnel' } },
  { header: 'OFF FORM', from: { field: 'formation' } },
  { header: 'OFF STR', from: { field: 'strength' } },
  { header: 'BACKFIELD', from: { field: 'backfield' } },
  { header: 'MOTION', from: { field: 'motion' } },
  { header: 'MOTION DIR', from: { field: 'motionDirection' } },
  { header: 'OFF PLAY', from: 'concept' },
  { header: 'PLAY TYPE', from: { field: 'playType' } },
  { header: 'PLAY DIR', from: { field: 'playDirection' } },
  { header: 'GAP', from: { field: 'runGap' } },
  { header: 'RESULT', from: { field: 'result' } },
  { header: 'GN/LS', from: { field: 'gainLoss' } },
  { header: 'DEF PERS', from: { field: 'personnelDefense' } },
  { header: 'DEF FRONT', from: { field: 'front' } },
  { header: 'DEF STUNT', from: { field: 'stunt' } },
  { header: 'COVERAGE', from: { field: 'coverage' } },
  { header: 'BLITZ', from: { field: 'pressure' } },
  { header: 'KICK TYPE', from: { field: 'kickType' } },
  { header: 'KICK YDS', from: { field: 'kickYards' } },
  { header: 'HANG', from: { field: 'hangTime' } },
  { header: 'RET YDS', from: { field: 'returnYards' } },
  { header: 'COMMENTS', from: { field: 'notes' } },
];

export const HUDL_EXPORT_HEADERS: readonly string[] = /* @__PURE__ */ HUDL_COLUMNS.map((column) => column.header);
const CUSTOM_PREFIX = 'custom:';
/**
 * What a custom field named like a Hudl column ('RESULT', 'Def Front') is headed with when it says something
 * the column does not: 'RESULT (custom)', beside RESULT, so neither hides the other; the import reads the
 * header back into the custom field 'RESULT'.
 */
export const CUSTOM_HEADER_SUFFIX = ' (custom)';

/** A header or custom field name with case, spaces and punctuation aside: 'Def Front' and 'DEF FRONT' agree. */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function customFieldsOf(play: PlayRecord): Record<string, unknown> {
  const fields = play.customFields;
  return typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {};
}

/** The custom field a Hudl column covers: the first whose name is the column's header in another spelling. */
function coveringCustom(column: HudlColumn, play: PlayRecord): unknown {
  const key = nameKey(column.header);
  const custom = customFieldsOf(play);
  const name = Object.keys(custom).find((candidate) => nameKey(candidate) === key && cellOf(custom[candidate]) !== null);
  return name === undefined ? undefined : custom[name];
}

/**
 * A Hudl column's cell: its field (or custom field, or concept), else a custom field of the same name in another
 * spelling ('Def Front' kept by a coach's own sheet before Scout had the field).
 */
function readHudl(column: HudlColumn, play: PlayRecord): ExportCell {
  const { from } = column;
  const value = from === 'concept' ? conceptOf(play) : 'field' in from ? play[from.field] : customFieldsOf(play)[from.custom];
  return cellOf(value) ?? cellOf(coveringCustom(column, play));
}

const HUDL_BY_KEY: ReadonlyMap<string, HudlColumn> = /* @__PURE__ */ new Map(
  HUDL_COLUMNS.map((column) => [nameKey(column.header), column]),
);

/**
 * A custom field's cell, or null when a Hudl column of the same name already shows its value (so a value is
 * never written twice, and a sheet re-imported reads it once).
 */
function readCustom(name: string, play: PlayRecord): ExportCell {
  const cell = cellOf(customFieldsOf(play)[name]);
  const hudl = HUDL_BY_KEY.get(nameKey(name));
  if (cell === null || !hudl) return cell;
  const shown = readHudl(hudl, play);
  return shown !== null && String(shown).trim() === String(cell).trim() ? null : cell;
}

/** A card's breakdown as a play record (what the filters and the columns read). */
export function playOfCard(card: unknown): PlayRecord {
  return readBreakdown(card);
}

/**
 * Every column the plays can fill: Hudl's, then each custom field name in the order first met, but for those
 * whose every value a Hudl column already shows (a custom 'DEF FRONT' beside the front field, or under
 * another spelling): a custom field is only written where it says something the Hudl columns do not, and then
 * under its own name, or 'NAME (custom)' when a Hudl column has that name.
 */
export function exportColumns(plays: readonly PlayRecord[]): ExportColumn[] {
  const columns: ExportColumn[] = HUDL_COLUMNS.map((column) => ({ id: column.header, header: column.header, kind: 'hudl' }));
  const seen = new Set<string>();
  for (const play of plays) {
    for (const name of Object.keys(customFieldsOf(play))) {
      if (seen.has(name) || readCustom(name, play) === null) continue;
      seen.add(name);
      const header = HUDL_BY_KEY.has(nameKey(name)) ? `${name}${CUSTOM_HEADER_SUFFIX}` : name;
      columns.push({ id: `${CUSTOM_PREFIX}${name}`, header, kind: 'custom' });
    }
  }
  return columns;
}

function cellOf(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return JSON.stringify(value);
}

function readColumn(column: ExportColumn, play: PlayRecord): ExportCell {
  if (column.kind === 'custom') return readCustom(column.id.slice(CUSTOM_PREFIX.length), play);
  const hudl = HUDL_COLUMNS.find((candidate) => candidate.header === column.id);
  return hudl ? readHudl(hudl, play) : null;
}

export interface ExportSheet {
  headers: string[];
  rows: ExportCell[][];
}

export interface ExportOptions {
  /** The columns to write, in order (default: every column the plays can fill). */
  columns?: readonly ExportColumn[];
  /** Which plays to write (default: all). */
  filter?: BreakdownFilter;
}

/** The plays (in the given order) that pass the filter, as rows of the chosen columns under their headers. */
export function buildExportSheet(plays: readonly PlayRecord[], options: ExportOptions = {}): ExportSheet {
  const columns = options.columns ?? exportColumns(plays);
  const kept = filterPlays(plays, options.filter ?? EMPTY_BREAKDOWN_FILTER);
  return {
    headers: columns.map((column) => column.header),
    rows: kept.map((play) => columns.map((column) => readColumn(column, play))),
  };
}

/** A text value a spreadsheet would read as a number, such as -5, +20 or 3.5: never neutralised. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** First characters that make a spreadsheet treat a cell as a formula (or start one after a tab or CR). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe to open in a spreadsheet: text that would start a formula ('=HYPERLINK(…)', '@SUM',
 * '+1+cmd', '-2+3') gets a leading single quote, so the spreadsheet shows it as text; plain numbers such as
 * -5 or -35 are left as they are.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  const textValue = typeof cell === 'number' ? String(cell) : neutraliseFormula(cell);
  return /[",\r\n]/.test(textValue) ? `"${textValue.replaceAll('"', '""')}"` : textValue;
}

/**
 * The sheet as CSV (RFC 4180: comma-separated, CRLF line ends, fields holding a comma, quote or line break
 * in double quotes with quotes doubled), starting with a UTF-8 byte-order mark so Excel reads accents and
 * dashes correctly. Text cells are neutralised against formulas.
 */
export function toCsv(sheet: ExportSheet): string {
  const lines = [sheet.headers.map(csvField), ...sheet.rows.map((row) => row.map(csvField))].map((fields) => fields.join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * A cell as an XLSX writer takes it ({ value, type } objects, the shape write-excel-file reads). Text is
 * written as a text cell, which a spreadsheet never evaluates as a formula, so it needs no neutralising.
 */
export type XlsxCell = { value: string; type: StringConstructor; fontWeight?: 'bold' } | { value: number; type: NumberConstructor } | null;

export function toXlsxRows(sheet: ExportSheet): XlsxCell[][] {
  const header: XlsxCell[] = sheet.headers.map((value) => ({ value, type: String, fontWeight: 'bold' }));
  const rows = sheet.rows.map((row) =>
    row.map((cell): XlsxCell =>
      cell === null ? null : typeof cell === 'number' ? { value: cell, type: Number } : { value: cell, type: String },
    ),
  );
  return [header, ...rows];
}

/** Column widths in characters for the XLSX file: the widest of the header and the first 200 rows, 6–40. */
export function xlsxColumnWidths(sheet: ExportSheet): { width: number }[] {
  return sheet.headers.map((header, index) => {
    const widest = sheet.rows.slice(0, 200).reduce((max, row) => Math.max(max, String(row[index] ?? '').length), header.length);
    return { width: Math.min(40, Math.max(6, widest + 2)) };
  });
}

/**
 * The export's file name: the opponent's abbreviation (else the report's title, else 'report'), then
 * '-breakdown' and the extension; characters a file system may refuse become '-'.
 */
export function exportFileName(report: { opponentAbbreviation?: string | null; title?: string | null }, extension: 'csv' | 'xlsx'): string {
  const base = report.opponentAbbreviation?.trim() || report.title?.trim() || 'report';
  const safe = base
    .replace(/[^\p{L}\p{N}._ -]+/gu, '-')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return `${safe || 'report'}-breakdown.${extension}`;
}
