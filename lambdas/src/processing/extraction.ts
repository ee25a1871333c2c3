import { Transform, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { InflatedEntryCounter } from './zip-entry-rules';

/** The inflated bytes did not match the CRC-32 the ZIP recorded: the file is damaged. */
export class DamagedEntryError extends Error {
  override readonly name = 'DamagedEntryError';
}

/** An entry inflated past the size the central directory gives it: the directory lies, so nothing in it is trusted. */
export class ForgedEntryError extends Error {
  override readonly name = 'ForgedEntryError';
}

/**
 * Passes an entry's inflated bytes through while counting them (the counter throws ZipLimitError past a
 * ratio limit, which stops the pipeline) and checking them against the recorded CRC-32 and size at the end.
 */
export function verifiedEntryStream(
  entryName: string,
  counter: InflatedEntryCounter,
  expected: { crc32: number; size: number },
): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        counter.add(chunk.length);
        // More than the entry says it holds: stop now rather than write on to the end of a forged range.
        if (counter.inflatedBytes > expected.size) {
          throw new ForgedEntryError(`"${entryName}" holds more than the ${expected.size} bytes the ZIP says it does; extraction stopped.`);
        }
        crc = crc32(chunk, crc);
        callback(null, chunk);
      } catch (err) {
        callback(err as Error);
      }
    },
    flush(callback) {
      if (counter.inflatedBytes !== expected.size) {
        callback(
          new DamagedEntryError(`"${entryName}" is damaged: ${counter.inflatedBytes} bytes came out, the ZIP says ${expected.size}.`),
        );
      } else if (crc >>> 0 !== expected.crc32 >>> 0) {
        callback(new DamagedEntryError(`"${entryName}" is damaged: its checksum does not match.`));
      } else callback();
    },
  });
}
