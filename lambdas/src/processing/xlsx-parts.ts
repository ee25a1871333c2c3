import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Caps on the parts of an .xlsx workbook (a ZIP of XML parts), applied while inflating, before the sheet
 * reader sees a byte. A breakdown sheet is a few hundred rows: its largest part is a few MB of XML.
 */
export interface XlsxLimits {
  maxPartBytes: number;
  maxTotalBytes: number;
  maxPartRatio: number;
  ratioGraceBytes: number;
  maxParts: number;
}

export const XLSX_LIMITS: XlsxLimits = {
  /** Inflated bytes of one part. */
  maxPartBytes: 64 * 1024 * 1024,
  /** Inflated bytes of every part read together. */
  maxTotalBytes: 128 * 1024 * 1024,
  /** Bytes out per byte in, for one part, judged past the grace size (spreadsheet XML compresses well). */
  maxPartRatio: 200,
  ratioGraceBytes: 1024 * 1024,
  /** Parts in a workbook; Excel writes a dozen or so. */
  maxParts: 1000,
};

/** A workbook refused before reading: a bomb, a part too large, or a ZIP this reader does not read. */
export class XlsxPartsError extends Error {
  override readonly name = 'XlsxPartsError';
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The workbook's XML parts (names ending .xml or .rels; pictures and other binaries are left out),
 * inflated under XLSX_LIMITS. Throws XlsxPartsError in words when a limit is passed. Returns null when the
 * bytes are not a ZIP at all, so the sheet reader can say what the file is (an old .xls, for example).
 */
export function inflateXlsxParts(data: Buffer, limits: XlsxLimits = XLSX_LIMITS): Map<string, Buffer> | null {
  const end = findEndOfCentralDirectory(data);
  if (end === -1) return null;
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff)
    throw new XlsxPartsError('it is a Zip64 workbook, which a breakdown sheet never needs to be.');
  if (count > limits.maxParts) throw new XlsxPartsError(`it has ${count} parts; a workbook has a few dozen.`);

  const parts = new Map<string, Buffer>();
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) throw new XlsxPartsError('its list of parts is damaged.');
    const method = data.readUInt16LE(offset + 10);
    const compressedSize = data.readUInt32LE(offset + 20);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const localOffset = data.readUInt32LE(offset + 42);
    const name = data.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (!/\.(xml|rels)$/i.test(name)) continue;

    if (localOffset + 30 > data.length || data.readUInt32LE(localOffset) !== LOCAL)
      throw new XlsxPartsError(`its part "${name}" is damaged.`);
    const start = localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28);
    const compressed = data.subarray(start, start + compressedSize);
    if (compressed.length < compressedSize) throw new XlsxPartsError(`its part "${name}" is cut short.`);

    const room = Math.min(limits.maxPartBytes, limits.maxTotalBytes - total);
    // Past the grace size, a part may hold at most maxPartRatio bytes per compressed byte.
    const allowed = Math.min(room, Math.max(limits.ratioGraceBytes, compressedSize * limits.maxPartRatio));
    const inflated = inflatePart(name, method, compressed, allowed, limits);
    total += inflated.length;
    parts.set(name, inflated);
  }
  return parts;
}

function inflatePart(name: string, method: number, compressed: Buffer, allowed: number, limits: XlsxLimits): Buffer {
  if (method === 0) {
    if (compressed.length > allowed) throw new XlsxPartsError(`its part "${name}" is larger than ${mb(limits.maxPartBytes)}.`);
    return compressed;
  }
  if (method !== 8) throw new XlsxPartsError(`its part "${name}" is compressed in a way Excel does not write (method ${method}).`);
  let inflated: Buffer;
  try {
    // maxOutputLength stops inflating once that many bytes are out: a bomb is never expanded in memory.
    inflated = inflateRawSync(compressed, { maxOutputLength: allowed });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      tooLarge(name, compressed.length, limits);
    throw new XlsxPartsError(`its part "${name}" is damaged.`);
  }
  return inflated;
}

function tooLarge(name: string, compressedSize: number, limits: XlsxLimits): never {
  throw new XlsxPartsError(
    `its part "${name}" inflates past ${mb(limits.maxPartBytes)} (or ${limits.maxPartRatio}× its ${compressedSize} compressed bytes, or ${mb(limits.maxTotalBytes)} for the whole workbook); it looks like a ZIP bomb.`,
  );
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

function findEndOfCentralDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= earliest; at -= 1) if (data.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/** The parts as an uncompressed ZIP, so the sheet reader reads exactly the bytes inflated above. */
export function storedZip(parts: ReadonlyMap<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const checksum = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, content);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
