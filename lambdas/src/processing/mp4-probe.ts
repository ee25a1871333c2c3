import { open } from 'node:fs/promises';
import type { ProbeResult } from './ports';

/** Reads `length` bytes at `position` (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

/** Runs `work` with random access to a local file. */
export async function withFile<T>(path: string, work: (read: ReadAt, size: number) => Promise<T>): Promise<T> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return await work(async (position, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    }, size);
  } finally {
    await handle.close();
  }
}

interface TopLevelBox {
  type: string;
  position: number;
  size: number;
  header: number;
}

/** The file's top-level boxes in order, read from their headers only (stops at anything malformed). */
async function* topLevelBoxes(read: ReadAt, fileSize: number): AsyncGenerator<TopLevelBox> {
  let position = 0;
  for (let count = 0; position + 8 <= fileSize && count < MAX_TOP_LEVEL_BOXES; count++) {
    const bytes = await read(position, 16);
    if (bytes.length < 8) return;
    let size = bytes.readUInt32BE(0);
    const type = bytes.toString('latin1', 4, 8);
    let header = 8;
    if (size === 1) {
      if (bytes.length < 16) return;
      size = Number(bytes.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) size = fileSize - position;
    if (size < header) return;
    yield { type, position, size, header };
    position += size;
  }
}

/**
 * Whether an MP4/MOV file already has its index (moov) before its media data (mdat), so a browser can start
 * playing before the whole file arrives.
 */
export async function hasIndexFirst(read: ReadAt, fileSize: number): Promise<boolean> {
  for await (const box of topLevelBoxes(read, fileSize)) {
    if (box.type === 'moov') return true;
    if (box.type === 'mdat') return false;
  }
  return false;
}

/** A moov box bigger than this is not read into memory here (ffprobe takes over). Minutes of film use ~1 MiB. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;
const MAX_TOP_LEVEL_BOXES = 64;
/** The format name ffprobe gives the MP4/QuickTime family. */
export const MP4_FORMAT_NAME = 'mov,mp4,m4a,3gp,3g2,mj2';
/** H.264 profiles that are always 8-bit 4:2:0: Baseline, Main, Extended, High. */
const EIGHT_BIT_420_PROFILES = new Set([66, 77, 88, 100]);
/** MPEG-4 object types that are AAC (esds objectTypeIndication). */
const AAC_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68]);

interface Box {
  type: string;
  /** Where the box's content starts and ends within the buffer. */
  start: number;
  end: number;
}

function* boxes(buffer: Buffer, from: number, to: number): Generator<Box> {
  let position = from;
  while (position + 8 <= to) {
    let size = buffer.readUInt32BE(position);
    const type = buffer.toString('latin1', position + 4, position + 8);
    let header = 8;
    if (size === 1) {
      if (position + 16 > to) return;
      size = Number(buffer.readBigUInt64BE(position + 8));
      header = 16;
    } else if (size === 0) size = to - position;
    if (size < header || position + size > to) return;
    yield { type, start: position + header, end: position + size };
    position += size;
  }
}

function child(buffer: Buffer, parent: Box, type: string): Box | undefined {
  for (const box of boxes(buffer, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

function path(buffer: Buffer, parent: Box, ...types: string[]): Box | undefined {
  let current: Box | undefined = parent;
  for (const type of types) current = current && child(buffer, current, type);
  return current;
}

/** Reads an MPEG-4 descriptor's tag and length (expandable size) at `at`. */
function descriptor(buffer: Buffer, at: number, end: number): { tag: number; body: number; length: number } | null {
  if (at >= end) return null;
  const tag = buffer[at]!;
  let length = 0;
  let position = at + 1;
  for (let i = 0; i < 4 && position < end; i++) {
    const byte = buffer[position++]!;
    length = (length << 7) | (byte & 0x7f);
    if ((byte & 0x80) === 0) break;
  }
  return { tag, body: position, length };
}

function aacObjectType(buffer: Buffer, esds: Box): number | null {
  const es = descriptor(buffer, esds.start + 4, esds.end);
  if (!es || es.tag !== 0x03) return null;
  const flags = buffer[es.body + 2]!;
  let position = es.body + 3;
  if (flags & 0x80) position += 2;
  if (flags & 0x40) position += 1 + buffer[position]!;
  if (flags & 0x20) position += 2;
  const config = descriptor(buffer, position, esds.end);
  return config && config.tag === 0x04 ? buffer[config.body]! : null;
}

interface Track {
  handler: string;
  format: string;
  entry: Box;
}

function tracks(buffer: Buffer, moov: Box): Track[] {
  const found: Track[] = [];
  for (const trak of boxes(buffer, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const hdlr = path(buffer, trak, 'mdia', 'hdlr');
    const stsd = path(buffer, trak, 'mdia', 'minf', 'stbl', 'stsd');
    if (!hdlr || !stsd || hdlr.end - hdlr.start < 12) continue;
    const [entry] = boxes(buffer, stsd.start + 8, stsd.end);
    if (entry) found.push({ handler: buffer.toString('latin1', hdlr.start + 8, hdlr.start + 12), format: entry.type, entry });
  }
  return found;
}

function duration(buffer: Buffer, moov: Box): number | null {
  const mvhd = child(buffer, moov, 'mvhd');
  if (!mvhd) return null;
  const version = buffer[mvhd.start]!;
  const timescale = buffer.readUInt32BE(mvhd.start + (version === 1 ? 20 : 12));
  const units = version === 1 ? Number(buffer.readBigUInt64BE(mvhd.start + 24)) : buffer.readUInt32BE(mvhd.start + 16);
  return timescale > 0 ? units / timescale : null;
}

/**
 * What ffprobe would say about an MP4 that browsers play as it is — H.264 8-bit 4:2:0 video, AAC or no
 * audio, index (moov) before the media data — read from the file's own boxes, without starting ffprobe.
 * Anything else, or anything it cannot read with certainty, answers null and ffprobe decides.
 */
export async function probePlayableMp4(read: ReadAt, fileSize: number): Promise<ProbeResult | null> {
  let moovAt: TopLevelBox | null = null;
  for await (const box of topLevelBoxes(read, fileSize)) {
    if (box.position === 0 && box.type !== 'ftyp') return null;
    if (box.type === 'mdat') return null;
    if (box.type === 'moov') {
      moovAt = box;
      break;
    }
  }
  if (!moovAt || moovAt.size > MAX_MOOV_BYTES || moovAt.position + moovAt.size > fileSize) return null;
  const buffer = await read(moovAt.position, moovAt.size);
  if (buffer.length < moovAt.size) return null;
  const moov: Box = { type: 'moov', start: moovAt.header, end: moovAt.size };

  const found = tracks(buffer, moov);
  const videos = found.filter((track) => track.handler === 'vide');
  const audios = found.filter((track) => track.handler === 'soun');
  if (videos.length !== 1 || audios.length > 1) return null;
  const video = videos[0]!;
  if (video.format !== 'avc1') return null;
  // Visual sample entry: 8 bytes of entry header fields, 16 reserved, then width and height; boxes from 78.
  const width = buffer.readUInt16BE(video.entry.start + 24);
  const height = buffer.readUInt16BE(video.entry.start + 26);
  const avcC = [...boxes(buffer, video.entry.start + 78, video.entry.end)].find((box) => box.type === 'avcC');
  if (!avcC || !EIGHT_BIT_420_PROFILES.has(buffer[avcC.start + 1]!)) return null;

  let audio: ProbeResult['audio'] = null;
  if (audios.length === 1) {
    const track = audios[0]!;
    if (track.format !== 'mp4a') return null;
    // Audio sample entry (version 0): 28 bytes of fields, then boxes.
    const esds = [...boxes(buffer, track.entry.start + 28, track.entry.end)].find((box) => box.type === 'esds');
    const objectType = esds ? aacObjectType(buffer, esds) : null;
    if (objectType === null || !AAC_OBJECT_TYPES.has(objectType)) return null;
    audio = { codec: 'aac' };
  }
  return {
    durationSeconds: duration(buffer, moov),
    formatName: MP4_FORMAT_NAME,
    video: { codec: 'h264', width, height, pixelFormat: 'yuv420p' },
    audio,
  };
}
