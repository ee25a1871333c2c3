import { countOdk, type OdkCounts } from '@scout/shared/domain/tendencies/orientation';

/**
 * What the upload page shows of a ZIP's breakdown sheet before anything is sent, to help the coach say which rows
 * hold the opponent's offense: how the rows are tagged (O / D / K) and the formations and plays most often on the
 * O rows and on the D rows. Read in the browser from the chosen file: the ZIP's central directory (at its end),
 * then only the sheet's bytes, inflated with the browser's DecompressionStream; a CSV as text, an XLSX as its
 * first worksheet. Loaded only when a ZIP is chosen (the upload page's chunk stays small). The server reads the
 * sheet for real (lambdas/src/processing); this is a preview, so it answers "cannot read" rather than guess.
 */

export interface SidePreview {
  /** The most frequent formations (OFF FORM) and plays (OFF PLAY) of the rows with this tag, at most three each. */
  formations: string[];
  plays: string[];
}

export interface SheetPreview {
  fileName: string;
  counts: OdkCounts;
  O: SidePreview;
  D: SidePreview;
}

export type PreviewResult = { kind: 'sheet'; preview: SheetPreview } | { kind: 'no-sheet' } | { kind: 'unreadable'; fileName?: string };

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 64 KiB. */
const TAIL_BYTES = 22 + 0xffff;
/** A breakdown sheet is small; a larger "sheet" is not previewed. */
const MAX_SHEET_BYTES = 20 * 1024 * 1024;

async function bytes(blob: Blob): Promise<DataView> {
  return new DataView(await blob.arrayBuffer());
}

const decoder = new TextDecoder();

/** The entries of a ZIP from its central directory; null when it is not one this preview can read (ZIP64 included). */
async function zipEntries(file: Blob): Promise<ZipEntry[] | null> {
  const start = Math.max(0, file.size - TAIL_BYTES);
  const tail = await bytes(file.slice(start));
  let end = -1;
  for (let i = tail.byteLength - 22; i >= 0; i -= 1) {
    if (tail.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.getUint16(end + 10, true);
  const size = tail.getUint32(end + 12, true);
  const offset = tail.getUint32(end + 16, true);
  if (offset === 0xffffffff || count === 0xffff || offset + size > file.size) return null;
  const directory = await bytes(file.slice(offset, offset + size));
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count && at + 46 <= directory.byteLength; i += 1) {
    if (directory.getUint32(at, true) !== CENTRAL) return null;
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    const name = decoder.decode(new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength));
    entries.push({
      name,
      method: directory.getUint16(at + 10, true),
      compressedSize: directory.getUint32(at + 20, true),
      localOffset: directory.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One entry's bytes: stored, or deflated (inflated with DecompressionStream); null for other methods. */
async function entryBytes(file: Blob, entry: ZipEntry): Promise<Uint8Array | null> {
  const header = await bytes(file.slice(entry.localOffset, entry.localOffset + 30));
  if (header.getUint32(0, true) !== LOCAL) return null;
  const dataStart = entry.localOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  const data = file.slice(dataStart, dataStart + entry.compressedSize);
  if (entry.method === 0) return new Uint8Array(await data.arrayBuffer());
  if (entry.method !== 8 || typeof DecompressionStream === 'undefined') return null;
  const stream = data.stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function isJunk(name: string): boolean {
  return name.split('/').some((segment) => segment === '__MACOSX' || segment.startsWith('._') || segment.startsWith('~$'));
}

/** CSV records (quoted fields, "" for a quote; ',' or ';' as the header line has more of). */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records.filter((row) => row.some((cell) => cell.trim() !== ''));
}

/** A column letter reference's index: 'A1' → 0, 'AB7' → 27. */
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A';
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The first worksheet of an XLSX (itself a ZIP) as rows of text. */
async function parseXlsx(data: Uint8Array): Promise<string[][] | null> {
  const book = new Blob([data as BlobPart]);
  const entries = await zipEntries(book);
  if (!entries) return null;
  const read = async (name: string) => {
    const entry = entries.find((candidate) => candidate.name === name);
    const raw = entry ? await entryBytes(book, entry) : null;
    return raw ? new DOMParser().parseFromString(decoder.decode(raw), 'application/xml') : null;
  };
  const sheetName =
    entries.map((entry) => entry.name).find((name) => name === 'xl/worksheets/sheet1.xml') ??
    entries.map((entry) => entry.name).find((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name));
  if (!sheetName) return null;
  const [sheet, shared] = await Promise.all([read(sheetName), read('xl/sharedStrings.xml')]);
  if (!sheet) return null;
  const strings = shared ? [...shared.getElementsByTagName('si')].map((si) => si.textContent ?? '') : [];
  const rows: string[][] = [];
  for (const row of sheet.getElementsByTagName('row')) {
    const cells: string[] = [];
    for (const cell of row.getElementsByTagName('c')) {
      const type = cell.getAttribute('t');
      const value =
        type === 'inlineStr'
          ? (cell.getElementsByTagName('is')[0]?.textContent ?? '')
          : (cell.getElementsByTagName('v')[0]?.textContent ?? '');
      cells[columnIndex(cell.getAttribute('r') ?? '')] = type === 's' ? (strings[Number(value)] ?? '') : value;
    }
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  }
  return rows.filter((row) => row.some((cell) => cell.trim() !== ''));
}

const normalise = (header: string) =>
  header
    .toLowerCase()
    .replaceAll('#', 'number')
    .replace(/[^a-z0-9]/g, '');

/** Header spellings the server reads these columns by (lambdas/src/processing/breakdown-sheet.ts's FIELD_HEADERS). */
const COLUMNS = {
  odk: ['odk', 'odkm'],
  formation: ['offform', 'formation', 'form', 'offformation'],
  play: ['offplay', 'play', 'concept', 'playcall'],
} as const;

function top(values: readonly string[], limit = 3): string[] {
  const counts = new Map<string, number>();
  for (const value of values) {
    const text = value.trim();
    if (text) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([value, n]) => `${value} (${n})`);
}

/** The preview of a sheet's rows (its first row the headers); null when it has no ODK column. */
export function previewOfRows(fileName: string, rows: readonly string[][]): SheetPreview | null {
  const [headers = [], ...body] = rows;
  const find = (names: readonly string[]) => headers.findIndex((header) => names.includes(normalise(header)));
  const odk = find(COLUMNS.odk);
  if (odk < 0) return null;
  const formation = find(COLUMNS.formation);
  const play = find(COLUMNS.play);
  const side = (tag: 'O' | 'D'): SidePreview => {
    const tagged = body.filter((row) => (row[odk] ?? '').trim().toUpperCase() === tag);
    return {
      formations: formation < 0 ? [] : top(tagged.map((row) => row[formation] ?? '')),
      plays: play < 0 ? [] : top(tagged.map((row) => row[play] ?? '')),
    };
  };
  return { fileName, counts: countOdk(body.map((row) => row[odk])), O: side('O'), D: side('D') };
}

/** The chosen ZIP's breakdown sheet (CSV or XLSX, the first outside __MACOSX), previewed. */
export async function previewZipSheet(file: Blob): Promise<PreviewResult> {
  try {
    const entries = await zipEntries(file);
    if (!entries) return { kind: 'unreadable' };
    const sheet = entries.find((entry) => !isJunk(entry.name) && /\.(csv|xlsx)$/i.test(entry.name));
    if (!sheet) return { kind: 'no-sheet' };
    const fileName = sheet.name.split('/').pop() ?? sheet.name;
    if (sheet.compressedSize > MAX_SHEET_BYTES) return { kind: 'unreadable', fileName };
    const data = await entryBytes(file, sheet);
    if (!data) return { kind: 'unreadable', fileName };
    const rows = /\.csv$/i.test(sheet.name) ? parseCsv(decoder.decode(data)) : await parseXlsx(data);
    const preview = rows ? previewOfRows(fileName, rows) : null;
    return preview ? { kind: 'sheet', preview } : { kind: 'unreadable', fileName };
  } catch {
    return { kind: 'unreadable' };
  }
}
