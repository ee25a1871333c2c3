import { compareNaturalPaths } from './natural-order';
import { reportObjectPrefix } from '../ports';

/**
 * What Scout decides about an uploaded ZIP from its central directory alone, before a byte is extracted:
 * whether it is safe to open, which entries become play cards (in clip order), which are breakdown sheets,
 * and which are left out. Pure: the streaming code reads the entries and feeds this module plain records.
 */

/** One entry as the ZIP's central directory declares it. Sizes are declared, so they may lie (see InflationGuard). */
export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  isDirectory: boolean;
  /** From the entry's external attributes (Unix mode S_IFLNK). */
  isSymlink: boolean;
  /** 0 stored, 8 deflate, 99 AES encryption, anything else a method Node's zlib cannot read. */
  compressionMethod: number;
  /** General-purpose flag bit 0: traditional ZIP encryption. */
  isEncrypted?: boolean;
}

export const ZIP_LIMITS = {
  /** Files that count (not junk, not folders). A season's cut-ups run to a few hundred plays. */
  maxEntries: 1000,
  /** Bytes out per byte in, for one entry. */
  maxEntryRatio: 100,
  /** Bytes out per byte in, over everything extracted. Video barely compresses; a bomb does. */
  maxTotalRatio: 3,
  /**
   * Ratios are only judged past this many (declared or inflated) bytes, so a small, very repetitive CSV (a
   * row of empty columns compresses several hundred times) is not taken for a bomb. Apache POI uses the
   * same idea (ZipSecureFile's grace size) for the same reason.
   */
  ratioGraceBytes: 100 * 1024,
} as const;

export type ZipLimits = typeof ZIP_LIMITS;

export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', 'avi', 'mkv', 'mts', 'm2ts', 'wmv', 'mpg', 'mpeg', 'webm'] as const;
export const BREAKDOWN_EXTENSIONS = ['csv', 'xlsx', 'xml'] as const;
export const NESTED_ARCHIVE_EXTENSIONS = ['zip', 'rar', '7z', 'tar', 'gz', 'tgz'] as const;
export type BreakdownFormat = (typeof BREAKDOWN_EXTENSIONS)[number];

const READABLE_COMPRESSION_METHODS = new Set([0, 8]);
const AES_ENCRYPTED_METHOD = 99;

export interface PlannedCard {
  cardNumber: number;
  /** The entry's full path inside the ZIP, for reading it. */
  entryName: string;
  /** The last path segment, for showing it (never for building object keys). */
  fileName: string;
  /** Lower-case, without the dot: what clipObjectKey takes. */
  extension: string;
}

export interface PlannedBreakdownFile {
  entryName: string;
  fileName: string;
  format: BreakdownFormat;
}

export interface SkippedEntry {
  name: string;
  reason: string;
}

export interface ZipPlan {
  cards: PlannedCard[];
  breakdownFiles: PlannedBreakdownFile[];
  /** Files the coach put in that Scout leaves out, with why. System junk and folders are not listed. */
  skipped: SkippedEntry[];
}

export type ZipRejectionCode =
  'unsafe-path' | 'symlink' | 'nested-archive' | 'too-many-entries' | 'unreadable-compression' | 'entry-ratio' | 'total-ratio' | 'no-video';

export type ZipPlanResult = { ok: true; plan: ZipPlan } | { ok: false; code: ZipRejectionCode; reason: string };

/** The extension of a path's last segment, lower-case and without the dot ('' when there is none). */
export function fileExtension(path: string): string {
  const fileName = baseName(path);
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function baseName(path: string): string {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** macOS resource forks and Finder/Explorer metadata: never the coach's content. */
export function isJunkEntry(entry: Pick<ZipEntryInfo, 'name' | 'isDirectory'>): boolean {
  if (entry.isDirectory || entry.name.endsWith('/')) return true;
  const segments = entry.name.split('/');
  if (segments.some((segment) => segment === '__MACOSX')) return true;
  const fileName = segments.at(-1) ?? '';
  return fileName.startsWith('._') || fileName === '.DS_Store' || fileName.toLowerCase() === 'thumbs.db';
}

/** Why a name may not be extracted as it stands, or null when it is safe. Applies to every entry, junk too. */
function unsafePathReason(name: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  if (/[\u0000-\u001f\u007f]/.test(name)) return `"${printable(name)}" has control characters in its name.`;
  if (name.includes('\\')) return `"${name}" has a backslash in its path; ZIP paths use "/".`;
  if (name.startsWith('/')) return `"${name}" is an absolute path.`;
  if (/^[a-zA-Z]:/.test(name)) return `"${name}" starts with a drive letter.`;
  if (name.split('/').includes('..')) return `"${name}" has ".." in its path, which would point outside the ZIP.`;
  return null;
}

function printable(name: string): string {
  // eslint-disable-next-line no-control-regex -- replaced so the message itself stays readable
  return name.replace(/[\u0000-\u001f\u007f]/g, '?');
}

function ratioText(uncompressed: number, compressed: number): string {
  return compressed === 0 ? 'from nothing' : `${Math.round(uncompressed / compressed).toLocaleString('en-US')}×`;
}

function rejected(code: ZipRejectionCode, reason: string): ZipPlanResult {
  return { ok: false, code, reason };
}

/**
 * Plans a ZIP from its declared entries, or rejects the whole archive with one clear reason. Checks run in
 * a fixed order (paths and links, nested archives, entry count, compression, content), and within a check
 * entries are taken in the order given, so the same ZIP always gets the same answer.
 */
export function planZipEntries(entries: readonly ZipEntryInfo[], limits: ZipLimits = ZIP_LIMITS): ZipPlanResult {
  for (const entry of entries) {
    const unsafe = unsafePathReason(entry.name);
    if (unsafe) return rejected('unsafe-path', `${unsafe} Scout does not open ZIPs with paths like that.`);
    if (entry.isSymlink) return rejected('symlink', `"${entry.name}" is a symbolic link. Scout does not open ZIPs that contain links.`);
  }

  const files = entries.filter((entry) => !isJunkEntry(entry));
  const nested = files.find((entry) => (NESTED_ARCHIVE_EXTENSIONS as readonly string[]).includes(fileExtension(entry.name)));
  if (nested) {
    return rejected(
      'nested-archive',
      `"${nested.name}" is an archive inside the ZIP. Put the clips in the ZIP directly, not in a second archive.`,
    );
  }
  if (files.length > limits.maxEntries) {
    return rejected(
      'too-many-entries',
      `The ZIP holds ${files.length.toLocaleString('en-US')} files; Scout takes at most ${limits.maxEntries.toLocaleString('en-US')}. Split it into smaller ZIPs.`,
    );
  }

  const cards: Omit<PlannedCard, 'cardNumber'>[] = [];
  const breakdownFiles: PlannedBreakdownFile[] = [];
  const skipped: SkippedEntry[] = [];
  for (const entry of files) {
    const extension = fileExtension(entry.name);
    const fileName = baseName(entry.name);
    if ((VIDEO_EXTENSIONS as readonly string[]).includes(extension)) {
      cards.push({ entryName: entry.name, fileName, extension });
    } else if ((BREAKDOWN_EXTENSIONS as readonly string[]).includes(extension)) {
      breakdownFiles.push({ entryName: entry.name, fileName, format: extension as BreakdownFormat });
    } else {
      const kind = extension ? `.${extension} files are` : 'Files without an extension are';
      skipped.push({ name: entry.name, reason: `${kind} not videos or breakdown sheets.` });
    }
  }

  // Only what will be inflated is judged: junk and skipped files are never read.
  const extracted = new Set([...cards.map((card) => card.entryName), ...breakdownFiles.map((file) => file.entryName)]);
  const toInflate = files.filter((entry) => extracted.has(entry.name));
  for (const entry of toInflate) {
    if (entry.compressionMethod === AES_ENCRYPTED_METHOD || entry.isEncrypted) {
      return rejected('unreadable-compression', `"${entry.name}" is password-protected. Upload a ZIP without a password.`);
    }
    if (!READABLE_COMPRESSION_METHODS.has(entry.compressionMethod)) {
      return rejected(
        'unreadable-compression',
        `"${entry.name}" uses a compression method Scout cannot read (method ${entry.compressionMethod}). Re-create the ZIP with your computer's standard "Compress" option.`,
      );
    }
  }
  for (const entry of toInflate) {
    if (entry.uncompressedSize > limits.ratioGraceBytes && entry.uncompressedSize > entry.compressedSize * limits.maxEntryRatio) {
      return rejected(
        'entry-ratio',
        `"${entry.name}" would expand ${ratioText(entry.uncompressedSize, entry.compressedSize)} when extracted; Scout allows at most ${limits.maxEntryRatio}×. The ZIP looks damaged or built to overload a server.`,
      );
    }
  }
  const totalCompressed = toInflate.reduce((sum, entry) => sum + entry.compressedSize, 0);
  const totalUncompressed = toInflate.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (totalUncompressed > limits.ratioGraceBytes && totalUncompressed > totalCompressed * limits.maxTotalRatio) {
    return rejected(
      'total-ratio',
      `The ZIP's files would expand ${ratioText(totalUncompressed, totalCompressed)} when extracted; Scout allows at most ${limits.maxTotalRatio}× for a whole ZIP, since video hardly compresses.`,
    );
  }

  if (cards.length === 0) return rejected('no-video', 'The ZIP contains no video files.');

  const ordered = [...cards].sort((a, b) => compareNaturalPaths(a.entryName, b.entryName));
  breakdownFiles.sort((a, b) => compareNaturalPaths(a.entryName, b.entryName));
  return {
    ok: true,
    plan: { cards: ordered.map((card, index) => ({ cardNumber: index + 1, ...card })), breakdownFiles, skipped },
  };
}

/**
 * Where a card's source clip is stored: built only from server ids and the card number, never from the
 * client's file name, so no upload can choose or collide with another object's key.
 */
export function clipObjectKey(organizationId: string, reportId: string, cardNumber: number, extension: string): string {
  for (const [label, id] of [
    ['organization id', organizationId],
    ['report id', reportId],
  ] as const) {
    if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new RangeError(`The ${label} "${id}" cannot be used in an object key.`);
  }
  if (!Number.isInteger(cardNumber) || cardNumber < 1 || cardNumber > 9999) {
    throw new RangeError(`Card number ${cardNumber} is not 1 to 9999.`);
  }
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(ext)) throw new RangeError(`".${ext}" is not a video extension.`);
  return `${reportObjectPrefix(organizationId, reportId)}cards/${String(cardNumber).padStart(4, '0')}/source.${ext}`;
}

/** Thrown while inflating when an entry or the whole ZIP expands past its limit. */
export class ZipLimitError extends Error {
  override readonly name = 'ZipLimitError';

  constructor(
    readonly limit: 'entry-ratio' | 'total-ratio',
    readonly entryName: string,
    message: string,
  ) {
    super(message);
  }
}

/** Counts the bytes one entry really inflates to. */
export interface InflatedEntryCounter {
  /** Adds one inflated chunk's length; throws ZipLimitError once a limit is passed. */
  add(byteCount: number): void;
  readonly inflatedBytes: number;
}

/**
 * The declared sizes can lie; this counts what really comes out. The streaming code makes one guard per ZIP
 * and, for each entry it extracts, calls `startEntry` and then `add` with every inflated chunk's length.
 *
 * `totalCompressedSize` should be the ZIP file's real size in bytes (or the sum of the extracted entries'
 * compressed sizes, if smaller): a forged header cannot make it larger.
 */
export class InflationGuard {
  private totalInflated = 0;

  constructor(
    private readonly totalCompressedSize: number,
    private readonly limits: ZipLimits = ZIP_LIMITS,
  ) {}

  get totalInflatedBytes(): number {
    return this.totalInflated;
  }

  startEntry(entryName: string, compressedSize: number): InflatedEntryCounter {
    let inflated = 0;
    const add = (byteCount: number): void => {
      inflated += byteCount;
      this.totalInflated += byteCount;
      this.check(entryName, inflated, compressedSize);
    };
    return {
      add,
      get inflatedBytes() {
        return inflated;
      },
    };
  }

  private check(entryName: string, inflated: number, compressedSize: number): void {
    const { maxEntryRatio, maxTotalRatio, ratioGraceBytes } = this.limits;
    if (inflated > ratioGraceBytes && inflated > compressedSize * maxEntryRatio) {
      throw new ZipLimitError(
        'entry-ratio',
        entryName,
        `"${entryName}" expanded to more than ${maxEntryRatio}× its compressed size; extraction stopped.`,
      );
    }
    if (this.totalInflated > ratioGraceBytes && this.totalInflated > this.totalCompressedSize * maxTotalRatio) {
      throw new ZipLimitError(
        'total-ratio',
        entryName,
        `The ZIP expanded to more than ${maxTotalRatio}× its size while extracting "${entryName}"; extraction stopped.`,
      );
    }
  }
}
