import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { playableStrategy } from './clip-job';
import { DamagedEntryError, ForgedEntryError, verifiedEntryStream } from './extraction';
import { hasIndexFirst } from './mp4-probe';
import { cardMediaKey, importedCardId, importIdFor, isUploadKeyOf, uploadKeyPrefix } from './ids';
import type { ProbeResult } from './ports';
import { InflationGuard, ZipLimitError } from './zip-entry-rules';

const probe = (video: ProbeResult['video'], audio: ProbeResult['audio'], formatName = 'mov,mp4,m4a,3gp,3g2,mj2'): ProbeResult => ({
  durationSeconds: 4,
  formatName,
  video,
  audio,
});
const h264 = { codec: 'h264', width: 1280, height: 720, pixelFormat: 'yuv420p' };

describe('playableStrategy', () => {
  it('keeps an H.264/AAC MP4 with its index first as it is', () => {
    expect(playableStrategy(probe(h264, { codec: 'aac' }), true)).toBe('as-is');
    expect(playableStrategy(probe(h264, null), true)).toBe('as-is');
  });

  it('remuxes H.264 with the index last or in another container, re-encoding only non-AAC audio', () => {
    expect(playableStrategy(probe(h264, { codec: 'aac' }), false)).toBe('remux');
    expect(playableStrategy(probe(h264, { codec: 'aac' }, 'matroska,webm'), false)).toBe('remux');
    expect(playableStrategy(probe(h264, { codec: 'mp3' }), true)).toBe('remux-audio');
  });

  it('transcodes HEVC, MPEG-2, MPEG-4 Part 2 and 10-bit H.264', () => {
    for (const codec of ['hevc', 'mpeg2video', 'mpeg4', 'wmv3'])
      expect(playableStrategy(probe({ ...h264, codec }, { codec: 'aac' }), true)).toBe('transcode');
    expect(playableStrategy(probe({ ...h264, pixelFormat: 'yuv420p10le' }, null), true)).toBe('transcode');
  });

  it('refuses a file without a video stream', () => {
    expect(() => playableStrategy(probe(null, { codec: 'aac' }), true)).toThrow('The file has no video stream.');
  });
});

function box(type: string, size: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, Buffer.alloc(size - 8)]);
}

function reader(file: Buffer) {
  return async (position: number, length: number) => file.subarray(position, position + length);
}

describe('hasIndexFirst', () => {
  it('tells moov-before-mdat from moov-after-mdat by the top-level boxes', async () => {
    const first = Buffer.concat([box('ftyp', 24), box('moov', 100), box('mdat', 1000)]);
    const last = Buffer.concat([box('ftyp', 24), box('free', 8), box('mdat', 1000), box('moov', 100)]);
    expect(await hasIndexFirst(reader(first), first.length)).toBe(true);
    expect(await hasIndexFirst(reader(last), last.length)).toBe(false);
  });

  it('reads 64-bit box sizes and gives up on garbage', async () => {
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('wide', 4, 'latin1');
    large.writeBigUInt64BE(16n, 8);
    const file = Buffer.concat([large, box('moov', 8)]);
    expect(await hasIndexFirst(reader(file), file.length)).toBe(true);
    const garbage = Buffer.from('not an mp4 file at all');
    expect(await hasIndexFirst(reader(garbage), garbage.length)).toBe(false);
  });
});

describe('verifiedEntryStream', () => {
  const data = Buffer.from('x'.repeat(5000));
  const run = (bytes: Buffer, expected: { crc32: number; size: number }, compressedSize = bytes.length) => {
    const counter = new InflationGuard(1_000_000).startEntry('clip.mp4', compressedSize);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    return pipeline(Readable.from([bytes]), verifiedEntryStream('clip.mp4', counter, expected), sink).then(() => Buffer.concat(chunks));
  };

  it('passes the bytes through when size and CRC-32 match', async () => {
    expect(await run(data, { crc32: crc32(data), size: data.length })).toEqual(data);
  });

  it('fails a damaged entry: wrong checksum or wrong size', async () => {
    await expect(run(data, { crc32: crc32(data) ^ 1, size: data.length })).rejects.toThrow(DamagedEntryError);
    await expect(run(data, { crc32: crc32(data), size: data.length + 1 })).rejects.toThrow(/5000 bytes came out, the ZIP says 5001/);
    await expect(run(data, { crc32: crc32(data), size: 100 })).rejects.toThrow(ForgedEntryError);
  });

  it('stops once the real bytes pass the ratio limit', async () => {
    const zeros = Buffer.alloc(2 * 1024 * 1024);
    await expect(run(zeros, { crc32: crc32(zeros), size: zeros.length }, 1000)).rejects.toThrow(ZipLimitError);
  });
});

describe('processing ids and keys', () => {
  it('derives the same import and card ids from the same upload', () => {
    const a = importIdFor('rpt-1', 'k.zip', 'hudl');
    expect(importIdFor('rpt-1', 'k.zip', 'hudl')).toBe(a);
    expect(importIdFor('rpt-1', 'k.zip', 'videos-only')).not.toBe(a);
    expect(importedCardId(a, 7)).toBe(`${a}-0007`);
  });

  it('builds media keys from ids only and accepts only server-made upload keys', () => {
    expect(cardMediaKey('org-a', 'rpt-1', 12, 'video.mp4')).toBe('organizations/org-a/reports/rpt-1/cards/0012/video.mp4');
    const key = `${uploadKeyPrefix('org-a', 'rpt-1')}0b7f1c9e-2a51-4d3e-9c1b-5f0e6a7d8c90.zip`;
    expect(isUploadKeyOf(key, 'org-a', 'rpt-1')).toBe(true);
    expect(isUploadKeyOf(key, 'org-b', 'rpt-1')).toBe(false);
    expect(isUploadKeyOf(`${uploadKeyPrefix('org-a', 'rpt-1')}../../x.zip`, 'org-a', 'rpt-1')).toBe(false);
  });
});
