import readXlsxFile, { type CellValue, type Sheet } from 'read-excel-file/node';
import type { SheetRows } from './breakdown-sheet';
import { inflateXlsxParts, storedZip, XlsxPartsError } from './xlsx-parts';

/** A spreadsheet that cannot be read at all: damaged, not an .xlsx file, or an old binary .xls one. */
export class BreakdownSpreadsheetError extends Error {
  override readonly name = 'BreakdownSpreadsheetError';
}

/**
 * Reads an .xlsx breakdown sheet into SheetRows, every cell as the text a coach sees in Excel.
 *
 * - The sheet is the first worksheet with a header row; the header row is the first row with at least two
 *   non-empty cells, so a title row above it ('Opponent scout – Week 3') is skipped. A sheet with a single
 *   column has no such row: when no worksheet has one, the first non-empty row of the first non-empty
 *   worksheet is the header.
 * - Numbers read as Excel shows them: 1 → '1', -3 → '-3', 10.5 → '10.5' (to 15 significant digits, so a
 *   stored 0.30000000000000004 reads '0.3'). Dates read as an ISO date ('2024-09-06'); a time of day
 *   (Excel turns a typed game clock '10:32' into one) as '10:32'; booleans as 'TRUE' / 'FALSE'; empty
 *   cells as ''.
 * - Trailing empty rows are dropped; empty rows between plays are kept (mapSheetToCards skips them).
 * - Every row has exactly as many cells as the header. The width is that of the header, or of the widest
 *   data row if a row has text to the right of the last header (those columns get a '' header, which
 *   mapSheetToCards keeps as 'Column N'), so nothing a coach typed is dropped silently.
 *
 * Throws BreakdownSpreadsheetError ('The breakdown spreadsheet could not be read: …') for a damaged or
 * non-XLSX file, and for a workbook whose parts inflate past XLSX_LIMITS (a ZIP bomb): the parts are inflated
 * here under per-part size and ratio caps, and the sheet reader reads only those inflated parts.
 */
export async function parseXlsxSheet(data: Buffer | Uint8Array): Promise<SheetRows> {
  const sheets = await readWorkbook(data);
  const texts = sheets.map((sheet) => sheet.data.map((row) => row.map(cellText)));
  const found = findHeader(texts, 2) ?? findHeader(texts, 1);
  if (!found) return { headers: [], rows: [] };

  const { sheet, headerIndex } = found;
  const below = sheet.slice(headerIndex + 1);
  while (below.length > 0 && isEmpty(below.at(-1) ?? [])) below.pop();
  const header = sheet[headerIndex] ?? [];
  const width = below.reduce((widest, row) => Math.max(widest, filledWidth(row)), filledWidth(header));
  const fit = (cells: readonly string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? '');
  return { headers: fit(header), rows: below.map(fit) };
}

async function readWorkbook(data: Buffer | Uint8Array): Promise<Sheet[]> {
  // read-excel-file/node takes a Buffer, never a bare Uint8Array (a string would be read as a file path).
  const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let parts: Map<string, Buffer> | null;
  try {
    parts = inflateXlsxParts(buffer);
  } catch (error) {
    if (!(error instanceof XlsxPartsError)) throw error;
    throw new BreakdownSpreadsheetError(`The breakdown spreadsheet could not be read: ${error.message}`, { cause: error });
  }
  try {
    return await readXlsxFile(parts ? storedZip(parts) : buffer);
  } catch (error) {
    throw new BreakdownSpreadsheetError(`The breakdown spreadsheet could not be read: ${whyUnreadable(error)}`, { cause: error });
  }
}

function whyUnreadable(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'NO_DATA':
      return 'the file is empty.';
    case 'XLS_FILE_NOT_SUPPORTED':
      return 'it is an old Excel 97–2003 (.xls) file. Save it as .xlsx or .csv and upload it again.';
    case 'FILE_NOT_SUPPORTED':
      return 'it is not an Excel (.xlsx) file.';
    case 'INVALID_ZIP':
      return 'the .xlsx file is damaged or incomplete.';
    default:
      return `the .xlsx file is damaged (${error instanceof Error ? error.message : String(error)}).`;
  }
}

/** The first sheet (in workbook order) with a row of at least `minimumCells` non-empty cells, and that row. */
function findHeader(sheets: readonly string[][][], minimumCells: number): { sheet: string[][]; headerIndex: number } | null {
  for (const sheet of sheets) {
    const headerIndex = sheet.findIndex((row) => row.filter((cell) => cell !== '').length >= minimumCells);
    if (headerIndex !== -1) return { sheet, headerIndex };
  }
  return null;
}

function isEmpty(cells: readonly string[]): boolean {
  return cells.every((cell) => cell === '');
}

/** The number of cells up to and including the last non-empty one. */
function filledWidth(cells: readonly string[]): number {
  for (let index = cells.length - 1; index >= 0; index -= 1) if (cells[index] !== '') return index + 1;
  return 0;
}

/** Excel's day zero, where a time of day without a date falls (1900 and 1904 date systems). */
const TIME_ONLY_DAYS = new Set(['1899-12-30', '1904-01-01']);

function cellText(value: CellValue | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
  // The typings say `typeof Date`; what arrives is a Date instance, in UTC.
  const date: unknown = value;
  // Rounded to the second: a time stored as a fraction of a day can come back a millisecond short.
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? '' : dateText(new Date(Math.round(date.getTime() / 1000) * 1000));
  return String(value);
}

function dateText(date: Date): string {
  const [day = '', clock = ''] = date.toISOString().split('T');
  const [hours = '00', minutes = '00', seconds = '00'] = clock.slice(0, 8).split(':');
  const secondsText = seconds === '00' ? '' : `:${seconds}`;
  if (TIME_ONLY_DAYS.has(day)) return `${Number(hours)}:${minutes}${secondsText}`;
  return clock.startsWith('00:00:00') ? day : `${day}T${hours}:${minutes}${secondsText}`;
}
