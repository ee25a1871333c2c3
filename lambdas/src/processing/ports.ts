import type { Readable } from 'node:stream';
import type { ZipEntryInfo } from './zip-entry-rules';

/**
 * Leases on an organisation's share of the workers: at most `max` of its jobs run at once. A lease expires on
 * its own (a worker that died never gives it back), after `leaseSeconds`.
 */
export interface ProcessingSlots {
  /** A lease id when one of the organisation's `max` slots is free (atomically), else null. */
  acquire(organizationId: string, terms: { max: number; now: Date; leaseSeconds: number }): Promise<string | null>;
  release(organizationId: string, leaseId: string): Promise<void>;
}

/** A ZIP read in place (ranged reads): its central directory, and one entry at a time as a stream. */
export interface ZipArchive {
  size: number;
  entries: readonly (ZipEntryInfo & { crc32: number })[];
  /** The entry's bytes, inflated. */
  openEntry(name: string): Readable;
}

export interface ZipReader {
  /** Throws DamagedZipError when the file is not a readable ZIP. */
  open(bucket: string, key: string): Promise<ZipArchive>;
}

export class DamagedZipError extends Error {
  override readonly name = 'DamagedZipError';
}

export interface ProbeResult {
  durationSeconds: number | null;
  formatName: string;
  video: { codec: string; width: number; height: number; pixelFormat: string | null } | null;
  audio: { codec: string } | null;
}

/** ffmpeg/ffprobe. Failures on unreadable media throw MediaToolError (the clip is bad, not the worker). */
export interface MediaTools {
  probe(input: string): Promise<ProbeResult>;
  thumbnail(input: string, output: string, atSeconds: number): Promise<void>;
  /** Copies H.264/AAC streams into an MP4 with the index first (no re-encode). */
  remux(input: string, output: string, options: { transcodeAudio: boolean }): Promise<void>;
  /** Re-encodes to H.264/AAC MP4 with faststart. */
  transcode(input: string, output: string): Promise<void>;
  gif(input: string, output: string, options: { startSeconds: number; durationSeconds: number; width: number }): Promise<void>;
}

export class MediaToolError extends Error {
  override readonly name = 'MediaToolError';
}

export type { ZipEntryInfo };
