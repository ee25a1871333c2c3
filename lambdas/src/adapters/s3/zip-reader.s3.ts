import { PassThrough, type Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import * as unzipper from 'unzipper';
import { DamagedZipError, type ZipArchive, type ZipReader } from '../../processing/ports';
import { s3Client } from './client';

/** Unix file type bits of a central-directory entry made on Unix (external attributes, high 16 bits). */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const UNIX_HOST = 3;
/** Directories a worker keeps (one import's clips come in a run; a few imports may interleave). */
const RECENT_ARCHIVES = 4;
const STORED = 0;
const LOCAL_HEADER_BYTES = 30;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
/** End of central directory record (22) + the longest comment (65 535) + the Zip64 locator before it (20). */
const END_RECORD_MAX_BYTES = 22 + 65_535 + 20;

interface CentralDirectoryFile {
  path: string;
  type: 'Directory' | 'File';
  compressedSize: number;
  uncompressedSize: number;
  compressionMethod: number;
  flags: number;
  crc32: number;
  versionMadeBy: number;
  externalFileAttributes: number;
  offsetToLocalFileHeader: number;
  stream(): Readable;
}

function isSymlink(file: CentralDirectoryFile): boolean {
  const host = file.versionMadeBy >> 8;
  return host === UNIX_HOST && ((file.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

/**
 * Reads a ZIP where it lies in S3 with ranged GETs: the tail for the end-of-central-directory record (Zip64
 * too), the central directory, then each entry's own byte range when it is opened. Nothing downloads the
 * whole archive, so memory stays flat whatever the ZIP's size. unzipper does the ZIP parsing; the source
 * below gives it our S3 client (its own s3_v3 helper would load a second copy of the SDK).
 */
export function createS3ZipReader(): ZipReader {
  // Every clip job of an import opens the same ZIP: a warm worker keeps the last few directories it read,
  // keyed by the object's ETag, so the central directory is read once per worker, not once per clip.
  const recent = new Map<string, Promise<ZipArchive>>();
  return {
    async open(bucket, key) {
      const head = await s3Client()
        .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        .catch((err: unknown) => {
          if (err instanceof NotFound) throw new DamagedZipError('The uploaded ZIP file was not found in storage.');
          throw err;
        });
      const cacheKey = `${bucket}/${key}#${head.ETag ?? ''}#${head.ContentLength ?? 0}`;
      let archive = recent.get(cacheKey);
      if (!archive) {
        archive = readArchive(bucket, key, Number(head.ContentLength ?? 0));
        recent.set(cacheKey, archive);
        archive.catch(() => recent.delete(cacheKey));
        while (recent.size > RECENT_ARCHIVES) recent.delete(recent.keys().next().value as string);
      }
      return archive;
    },
  };
}

/** Reads the end records and the central directory of a ZIP of `size` bytes in S3. */
async function readArchive(bucket: string, key: string, size: number): Promise<ZipArchive> {
  const range: RangeRead = async (offset, end) =>
    (await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${offset}-${end}` }))).Body as RangeBody;
  const source = {
    size: async () => size,
    stream: (offset: number, length?: number) => {
      const out = new PassThrough();
      // HTTP ranges are inclusive; unzipper asks for `length` bytes from `offset`.
      const end = length ? Math.min(size - 1, offset + length - 1) : size - 1;
      if (offset > end) {
        out.end();
        return out;
      }
      range(offset, end)
        .then(async (body) => {
          if (offset >= size - END_RECORD_MAX_BYTES) {
            // The tail (end records) goes to unzipper as one chunk: it locates the Zip64 locator from
            // the end record's place in its first buffer, which is only right when the tail is whole.
            out.end(Buffer.from(await body.transformToByteArray()));
            return;
          }
          pipeBody(body, out);
        })
        .catch((err: unknown) => out.destroy(err as Error));
      return out;
    },
  };
  let directory: { files: CentralDirectoryFile[] };
  try {
    // The end record sits in the last 22 bytes plus the archive comment (up to 64 KiB): read that much of
    // the tail, not unzipper's default 80 bytes, or a ZIP with a comment would not open.
    const tailSize = Math.min(size, END_RECORD_MAX_BYTES);
    // unzipper's types omit Open.custom's options argument.
    const openCustom = unzipper.Open.custom as unknown as (
      source: unknown,
      options: { tailSize: number },
    ) => Promise<{ files: CentralDirectoryFile[] }>;
    directory = await openCustom(source, { tailSize });
  } catch (err) {
    throw new DamagedZipError(describeOpenError(err, size));
  }
  const byName = new Map(directory.files.map((file) => [file.path, file]));
  return {
    size,
    entries: directory.files.map((file) => ({
      name: file.path,
      compressedSize: file.compressedSize,
      uncompressedSize: file.uncompressedSize,
      isDirectory: file.type === 'Directory',
      isSymlink: isSymlink(file),
      compressionMethod: file.compressionMethod,
      isEncrypted: (file.flags & 0x1) !== 0,
      crc32: file.crc32 >>> 0,
    })),
    openEntry(name) {
      const file = byName.get(name);
      if (!file) throw new DamagedZipError(`"${name}" is not in the ZIP.`);
      if (file.compressionMethod === STORED && (file.flags & 0x1) === 0) return storedEntry(file, size, range);
      return file.stream();
    },
  };
}

/** Streams a GET's body into `out`; when the reader destroys `out` (it has what it needs), the download stops too. */
function pipeBody(body: Readable, out: PassThrough): void {
  body.on('error', (err) => out.destroy(err));
  out.on('close', () => body.destroy());
  body.pipe(out);
}

/** A ranged GET's body: a stream, which the SDK can also collect whole. */
type RangeBody = Readable & { transformToByteArray(): Promise<Uint8Array> };
/** GETs bytes offset..end (inclusive) of the ZIP. */
type RangeRead = (offset: number, end: number) => Promise<RangeBody>;

/**
 * A stored (uncompressed) entry, as clips in a ZIP usually are, is read as one byte range straight from S3:
 * the 30-byte local header says where its data starts, then the data streams as S3 sends it, without
 * passing through unzipper's buffers.
 */
function storedEntry(file: CentralDirectoryFile, zipSize: number, range: RangeRead): Readable {
  const out = new PassThrough();
  const headerAt = file.offsetToLocalFileHeader;
  (async () => {
    const header = Buffer.from(await (await range(headerAt, headerAt + LOCAL_HEADER_BYTES - 1)).transformToByteArray());
    if (header.length < LOCAL_HEADER_BYTES || header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) {
      throw new DamagedZipError(`"${file.path}" has no valid local header; the ZIP is damaged.`);
    }
    const dataAt = headerAt + LOCAL_HEADER_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (file.compressedSize === 0) return void out.end();
    if (dataAt + file.compressedSize > zipSize)
      throw new DamagedZipError(`"${file.path}" runs past the end of the ZIP; the ZIP is damaged.`);
    pipeBody(await range(dataAt, dataAt + file.compressedSize - 1), out);
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

function describeOpenError(err: unknown, size: number): string {
  const detail = err instanceof Error ? err.message : String(err);
  if (size === 0) return 'The uploaded file is empty.';
  return `The file is not a complete ZIP archive (it may be damaged or the upload was cut short): ${detail}`;
}
