import { createReadStream, truncateSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A small ZIP writer for tests, written to the letter of PKWARE's APPNOTE.TXT (local file headers, central
 * directory, end of central directory record) so that it can also write what well-behaved zippers refuse:
 * entry names taken verbatim ('../evil.mp4', '/abs.mp4', 'C:/x.mp4', 'a\\b.mp4'), symlinks, sizes that lie,
 * and entries flagged as encrypted.
 *
 * - Every name is UTF-8 with general-purpose bit 11 set; 'version made by' is Unix (3 << 8 | 20), so the
 *   external attributes hold the Unix mode in their high 16 bits: 0o100644 for a file, 0o120777 for a
 *   symlink (its data is the link target), 0o040755 for a directory (named with a trailing '/').
 * - Data given as `file` is streamed, never read whole, whatever its size; CRC-32 (zlib.crc32) and the
 *   sizes are counted while it is written and patched into the local header afterwards, so no data
 *   descriptor (bit 3) is needed.
 * - `zip64: true` writes every entry with Zip64 extra fields and a Zip64 end record (needed past 4 GiB or
 *   65,535 entries; an archive that needs it without asking for it is refused with an error).
 */
export interface ZipInput {
  /** The entry name, written exactly as given (a directory gets a trailing '/' if it lacks one). */
  name: string;
  /** The content (a string is written as UTF-8); for a symlink, the link target. */
  data?: Buffer | string;
  /** file path to read */
  file?: string;
  /** 'deflate' unless given; 'store' unless given for `file` (clips do not compress). Symlinks and directories are stored. */
  method?: 'store' | 'deflate';
  symlink?: boolean;
  directory?: boolean;
  /** lie in the central directory */
  declaredUncompressedSize?: number;
  /**
   * Sets general-purpose bit 0 (encrypted) in the local and central headers. The data is NOT encrypted (no
   * ZipCrypto header is written): enough for a reader that refuses encrypted entries by their flag.
   */
  encrypted?: boolean;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;

const UNIX = 3;
const FLAG_ENCRYPTED = 1 << 0;
const FLAG_UTF8 = 1 << 11;
const STORE = 0;
const DEFLATE = 8;
const MODE_FILE = 0o100644;
const MODE_SYMLINK = 0o120777;
const MODE_DIRECTORY = 0o040755;
const MSDOS_DIRECTORY = 0x10;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
/** 2024-09-06 12:00:00 in MS-DOS form: fixed, so the same entries always make the same bytes. */
const DOS_TIME = (12 << 11) | (0 << 5) | 0;
const DOS_DATE = ((2024 - 1980) << 9) | (9 << 5) | 6;

interface WrittenEntry {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  declaredUncompressedSize: number;
  externalAttributes: number;
  localHeaderOffset: number;
}

/** Writes the entries, in order, as a ZIP at `path` (replacing any file there). */
export async function writeZip(
  path: string,
  entries: ZipInput[],
  options: { zip64?: boolean } = {},
): Promise<{ path: string; size: number }> {
  const zip64 = options.zip64 ?? false;
  const versionNeeded = zip64 ? 45 : 20;
  const handle = await open(path, 'w');
  const output = new Output(handle);
  try {
    const written: WrittenEntry[] = [];
    for (const entry of entries) written.push(await writeEntry(output, entry, zip64, versionNeeded));

    const centralDirectoryOffset = output.position;
    for (const entry of written) await output.write(centralHeader(entry, zip64, versionNeeded));
    const centralDirectorySize = output.position - centralDirectoryOffset;

    if (zip64) {
      const zip64EndOffset = output.position;
      const end = Buffer.alloc(56);
      end.writeUInt32LE(ZIP64_END_OF_CENTRAL_DIRECTORY, 0);
      end.writeBigUInt64LE(BigInt(56 - 12), 4); // the size of the rest of this record
      end.writeUInt16LE((UNIX << 8) | versionNeeded, 12);
      end.writeUInt16LE(versionNeeded, 14);
      end.writeUInt32LE(0, 16); // this disk
      end.writeUInt32LE(0, 20); // the disk where the central directory starts
      end.writeBigUInt64LE(BigInt(written.length), 24);
      end.writeBigUInt64LE(BigInt(written.length), 32);
      end.writeBigUInt64LE(BigInt(centralDirectorySize), 40);
      end.writeBigUInt64LE(BigInt(centralDirectoryOffset), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(ZIP64_END_LOCATOR, 0);
      locator.writeUInt32LE(0, 4);
      locator.writeBigUInt64LE(BigInt(zip64EndOffset), 8);
      locator.writeUInt32LE(1, 16); // disks in all
      await output.write(Buffer.concat([end, locator]));
    } else if (written.length > MAX_16 || centralDirectoryOffset > MAX_32 || centralDirectorySize > MAX_32) {
      throw new RangeError(`The ZIP at ${path} needs Zip64 (over 65,535 entries or 4 GiB); pass { zip64: true }.`);
    }

    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(0, 4); // this disk
    end.writeUInt16LE(0, 6); // the disk where the central directory starts
    end.writeUInt16LE(zip64 ? MAX_16 : written.length, 8);
    end.writeUInt16LE(zip64 ? MAX_16 : written.length, 10);
    end.writeUInt32LE(zip64 ? MAX_32 : centralDirectorySize, 12);
    end.writeUInt32LE(zip64 ? MAX_32 : centralDirectoryOffset, 16);
    end.writeUInt16LE(0, 20); // comment length
    await output.write(end);
    return { path, size: output.position };
  } finally {
    await handle.close();
  }
}

/** Cuts a file down to its first `keepBytes` bytes, as an upload that stopped halfway leaves it. */
export function truncateFile(path: string, keepBytes: number): void {
  truncateSync(path, keepBytes);
}

/** Writes at a running position, and can go back to patch a header. */
class Output {
  position = 0;

  constructor(private readonly handle: FileHandle) {}

  async write(bytes: Buffer): Promise<void> {
    let done = 0;
    while (done < bytes.length) {
      const { bytesWritten } = await this.handle.write(bytes, done, bytes.length - done, this.position + done);
      done += bytesWritten;
    }
    this.position += bytes.length;
  }

  async patch(bytes: Buffer, at: number): Promise<void> {
    await this.handle.write(bytes, 0, bytes.length, at);
  }
}

async function writeEntry(output: Output, entry: ZipInput, zip64: boolean, versionNeeded: number): Promise<WrittenEntry> {
  if ([entry.symlink, entry.directory].filter(Boolean).length > 1)
    throw new Error(`Entry "${entry.name}" cannot be a symlink and a directory.`);
  if (entry.data !== undefined && entry.file !== undefined) throw new Error(`Entry "${entry.name}" has both data and a file.`);
  const nameText = entry.directory && !entry.name.endsWith('/') ? `${entry.name}/` : entry.name;
  const name = Buffer.from(nameText, 'utf8');
  const plain = entry.symlink || entry.directory;
  const method = plain ? STORE : (entry.method ?? (entry.file === undefined ? 'deflate' : 'store')) === 'deflate' ? DEFLATE : STORE;
  const flags = FLAG_UTF8 | (entry.encrypted ? FLAG_ENCRYPTED : 0);
  const mode = entry.directory ? MODE_DIRECTORY : entry.symlink ? MODE_SYMLINK : MODE_FILE;
  const externalAttributes = ((mode << 16) | (entry.directory ? MSDOS_DIRECTORY : 0)) >>> 0;

  const localHeaderOffset = output.position;
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(versionNeeded, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt16LE(method, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  // CRC-32 and sizes (offsets 14, 18, 22) are patched in once the data is written.
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(zip64 ? 20 : 0, 28);
  const extra = zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
  if (zip64) {
    extra.writeUInt16LE(ZIP64_EXTRA, 0);
    extra.writeUInt16LE(16, 2);
  }
  await output.write(Buffer.concat([header, name, extra]));

  const { crc, compressedSize, uncompressedSize } =
    entry.file !== undefined && !plain
      ? await writeFileData(output, entry.file, method)
      : await writeBufferData(output, entryData(entry), method);

  if (!zip64 && (compressedSize > MAX_32 || uncompressedSize > MAX_32 || localHeaderOffset > MAX_32)) {
    throw new RangeError(`Entry "${nameText}" needs Zip64 (past 4 GiB); pass { zip64: true }.`);
  }
  const sizes = Buffer.alloc(12);
  sizes.writeUInt32LE(crc, 0);
  sizes.writeUInt32LE(zip64 ? MAX_32 : compressedSize, 4);
  sizes.writeUInt32LE(zip64 ? MAX_32 : uncompressedSize, 8);
  await output.patch(sizes, localHeaderOffset + 14);
  if (zip64) {
    const sizes64 = Buffer.alloc(16);
    sizes64.writeBigUInt64LE(BigInt(uncompressedSize), 0);
    sizes64.writeBigUInt64LE(BigInt(compressedSize), 8);
    await output.patch(sizes64, localHeaderOffset + 30 + name.length + 4);
  }

  return {
    name,
    flags,
    method,
    crc,
    compressedSize,
    uncompressedSize,
    declaredUncompressedSize: entry.declaredUncompressedSize ?? uncompressedSize,
    externalAttributes,
    localHeaderOffset,
  };
}

function entryData(entry: ZipInput): Buffer {
  if (entry.directory) return Buffer.alloc(0);
  if (entry.symlink && entry.file !== undefined) throw new Error(`Symlink "${entry.name}" takes its target as data, not a file.`);
  return typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : (entry.data ?? Buffer.alloc(0));
}

async function writeBufferData(output: Output, data: Buffer, method: number) {
  const compressed = method === DEFLATE ? deflateRawSync(data) : data;
  await output.write(compressed);
  return { crc: crc32(data), compressedSize: compressed.length, uncompressedSize: data.length };
}

/** Streams a file into the archive (through raw deflate if asked), counting its CRC-32 and sizes on the way. */
async function writeFileData(output: Output, file: string, method: number) {
  let crc = 0;
  let uncompressedSize = 0;
  let compressedSize = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      crc = crc32(chunk, crc);
      uncompressedSize += chunk.length;
      callback(null, chunk);
    },
  });
  const sink = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      compressedSize += chunk.length;
      await output.write(chunk);
    }
  };
  if (method === DEFLATE) await pipeline(createReadStream(file), count, createDeflateRaw(), sink);
  else await pipeline(createReadStream(file), count, sink);
  return { crc, compressedSize, uncompressedSize };
}

function centralHeader(entry: WrittenEntry, zip64: boolean, versionNeeded: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE((UNIX << 8) | versionNeeded, 4); // version made by
  header.writeUInt16LE(versionNeeded, 6);
  header.writeUInt16LE(entry.flags, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(zip64 ? MAX_32 : entry.compressedSize, 20);
  header.writeUInt32LE(zip64 ? MAX_32 : Math.min(entry.declaredUncompressedSize, MAX_32), 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(zip64 ? 28 : 0, 30); // extra field length
  header.writeUInt16LE(0, 32); // comment length
  header.writeUInt16LE(0, 34); // disk number start
  header.writeUInt16LE(0, 36); // internal attributes
  header.writeUInt32LE(entry.externalAttributes, 38);
  header.writeUInt32LE(zip64 ? MAX_32 : entry.localHeaderOffset, 42);
  if (!zip64) return Buffer.concat([header, entry.name]);
  const extra = Buffer.alloc(28);
  extra.writeUInt16LE(ZIP64_EXTRA, 0);
  extra.writeUInt16LE(24, 2);
  extra.writeBigUInt64LE(BigInt(entry.declaredUncompressedSize), 4);
  extra.writeBigUInt64LE(BigInt(entry.compressedSize), 12);
  extra.writeBigUInt64LE(BigInt(entry.localHeaderOffset), 20);
  return Buffer.concat([header, entry.name, extra]);
}
