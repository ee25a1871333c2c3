import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import unzipper from 'unzipper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { truncateFile, writeZip, type ZipInput } from './support/zip-writer';

/**
 * The ZIP writer the processing tests build their uploads with, checked against two independent readers:
 * unzipper (what the pipeline reads ZIPs with) and Info-ZIP's unzip / zipinfo (the reference).
 */

const hasUnzip = spawnSync('unzip', ['-v']).status === 0;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'scout-zip-writer-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

interface ReadEntry {
  path: string;
  type: 'Directory' | 'File';
  uncompressedSize: number;
  compressedSize: number;
  mode: string;
}

async function readWithUnzipper(path: string): Promise<{ entries: ReadEntry[]; contents: Map<string, Buffer> }> {
  const directory = await unzipper.Open.file(path);
  const contents = new Map<string, Buffer>();
  for (const file of directory.files) if (file.type === 'File') contents.set(file.path, await file.buffer());
  const entries = directory.files.map((file) => ({
    path: file.path,
    type: file.type,
    uncompressedSize: file.uncompressedSize,
    compressedSize: file.compressedSize,
    mode: (file.externalFileAttributes >>> 16).toString(8),
  }));
  return { entries, contents };
}

function crc32OfFile(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let crc = 0;
    createReadStream(path)
      .on('data', (chunk) => {
        crc = crc32(chunk as Buffer, crc);
      })
      .on('end', () => resolve(crc))
      .on('error', reject);
  });
}

describe('the test ZIP writer', () => {
  const clipBytes = randomBytes(40_000);
  const linkTarget = Buffer.from('Wide – Clip 001.mp4', 'utf8');
  const breakdown = 'PLAY #,ODK,DN,DIST\n1,O,1,10\n2,O,2,6\n'.repeat(20);
  let wellFormed: string;

  beforeAll(async () => {
    const clipFile = join(folder, 'clip-on-disk.mp4');
    await writeFile(clipFile, clipBytes);
    const entries: ZipInput[] = [
      { name: 'Game 1', directory: true },
      { name: 'Game 1/Wide – Clip 001.mp4', file: clipFile },
      { name: 'Game 1/Wide – Clip 002.mp4', data: clipBytes, method: 'store' },
      { name: 'Game 1/Défense Clip 003.mp4', file: clipFile, method: 'deflate' },
      { name: 'breakdown.csv', data: breakdown },
      { name: 'Game 1/latest.mp4', symlink: true, data: linkTarget },
    ];
    ({ path: wellFormed } = await writeZip(join(folder, 'well-formed.zip'), entries));
  });

  it('writes folders, stored and deflated files, a symlink and UTF-8 names that unzipper reads back as written', async () => {
    const { entries, contents } = await readWithUnzipper(wellFormed);

    expect(entries).toEqual([
      { path: 'Game 1/', type: 'Directory', uncompressedSize: 0, compressedSize: 0, mode: '40755' },
      { path: 'Game 1/Wide – Clip 001.mp4', type: 'File', uncompressedSize: 40_000, compressedSize: 40_000, mode: '100644' },
      { path: 'Game 1/Wide – Clip 002.mp4', type: 'File', uncompressedSize: 40_000, compressedSize: 40_000, mode: '100644' },
      { path: 'Game 1/Défense Clip 003.mp4', type: 'File', uncompressedSize: 40_000, compressedSize: expect.any(Number), mode: '100644' },
      { path: 'breakdown.csv', type: 'File', uncompressedSize: breakdown.length, compressedSize: expect.any(Number), mode: '100644' },
      { path: 'Game 1/latest.mp4', type: 'File', uncompressedSize: linkTarget.length, compressedSize: linkTarget.length, mode: '120777' },
    ]);
    expect(entries[4]?.compressedSize).toBeLessThan(breakdown.length / 5);
    expect(contents.get('Game 1/Wide – Clip 001.mp4')?.equals(clipBytes)).toBe(true);
    expect(contents.get('Game 1/Wide – Clip 002.mp4')?.equals(clipBytes)).toBe(true);
    expect(contents.get('Game 1/Défense Clip 003.mp4')?.equals(clipBytes)).toBe(true);
    expect(contents.get('breakdown.csv')?.toString('utf8')).toBe(breakdown);
    expect(contents.get('Game 1/latest.mp4')?.equals(linkTarget)).toBe(true);
  });

  it.skipIf(!hasUnzip)("passes Info-ZIP's unzip -t, and zipinfo lists the symlink as a link", () => {
    const test = spawnSync('unzip', ['-t', wellFormed], { encoding: 'utf8' });
    const listing = spawnSync('unzip', ['-Z', wellFormed], { encoding: 'utf8' });

    expect(test.status, test.stdout + test.stderr).toBe(0);
    expect(test.stdout).toContain('No errors detected');
    const typeOf = (name: string) => listing.stdout.split('\n').find((line) => line.endsWith(` ${name}`))?.[0];
    expect(typeOf('Game 1/')).toBe('d');
    expect(typeOf('Game 1/Wide – Clip 001.mp4')).toBe('-');
    expect(typeOf('Game 1/latest.mp4')).toBe('l');
  });

  it('writes hostile entry names verbatim', async () => {
    const names = ['../evil.mp4', '/abs.mp4', 'C:/x.mp4', 'a\\b.mp4', 'Game 1/../../up.mp4'];
    const { path } = await writeZip(
      join(folder, 'hostile-names.zip'),
      names.map((name) => ({ name, data: 'not really a clip' })),
    );

    const { entries } = await readWithUnzipper(path);

    expect(entries.map((entry) => entry.path)).toEqual(names);
  });

  it('lies about the uncompressed size in the central directory while the data inflates to its real size', async () => {
    const { path } = await writeZip(join(folder, 'lying-size.zip'), [
      { name: 'Clip 001.mp4', data: Buffer.alloc(4 << 20), declaredUncompressedSize: 1000 },
    ]);

    const { entries, contents } = await readWithUnzipper(path);

    // unzipper reports the declared size and inflates everything regardless: a reader must count for itself.
    expect(entries[0]).toMatchObject({ uncompressedSize: 1000 });
    expect(entries[0]?.compressedSize).toBeLessThan(10_000);
    expect(contents.get('Clip 001.mp4')?.length).toBe(4 << 20);
  });

  it('flags an entry as encrypted, which unzipper refuses to read without a password', async () => {
    const { path } = await writeZip(join(folder, 'encrypted.zip'), [
      { name: 'Clip 001.mp4', data: 'secret', encrypted: true },
      { name: 'Clip 002.mp4', data: 'open' },
    ]);

    const directory = await unzipper.Open.file(path);
    const [locked, open] = directory.files;

    // Bit 0 (encrypted) beside bit 11 (UTF-8 names) on the one, bit 11 alone on the other.
    expect(locked?.flags).toBe(0x801);
    expect(open?.flags).toBe(0x800);
    await expect(locked?.buffer()).rejects.toThrow('MISSING_PASSWORD');
    expect((await open?.buffer())?.toString()).toBe('open');
  });

  it('streams a clip bigger than 64 MiB into the archive, with the right CRC-32', async () => {
    const big = join(folder, 'big.mp4');
    await writeFile(big, randomBytes(1024));
    await truncate(big, 65 * 1024 * 1024 + 17); // the rest reads as zeros, without taking the disk

    const { path, size } = await writeZip(join(folder, 'big.zip'), [{ name: 'Full game.mp4', file: big }]);
    const directory = await unzipper.Open.file(path);

    expect(size).toBe((await stat(path)).size);
    expect(directory.files[0]).toMatchObject({ uncompressedSize: 65 * 1024 * 1024 + 17, compressedSize: 65 * 1024 * 1024 + 17 });
    expect(directory.files[0]?.crc32).toBe(await crc32OfFile(big));
    if (hasUnzip) expect(spawnSync('unzip', ['-tq', path]).status).toBe(0);
  });

  it('writes Zip64 records on request, which both readers accept', async () => {
    const { path } = await writeZip(
      join(folder, 'zip64.zip'),
      [
        { name: 'Game 1/', directory: true },
        { name: 'Game 1/Clip 001.mp4', data: clipBytes },
        { name: 'breakdown.csv', data: breakdown },
      ],
      { zip64: true },
    );

    const { entries, contents } = await readWithUnzipper(path);

    expect(entries.map((entry) => [entry.path, entry.uncompressedSize])).toEqual([
      ['Game 1/', 0],
      ['Game 1/Clip 001.mp4', 40_000],
      ['breakdown.csv', breakdown.length],
    ]);
    expect(contents.get('Game 1/Clip 001.mp4')?.equals(clipBytes)).toBe(true);
    if (hasUnzip) {
      const test = spawnSync('unzip', ['-t', path], { encoding: 'utf8' });
      expect(test.status, test.stdout + test.stderr).toBe(0);
    }
  });
});

describe('a ZIP cut short, as an interrupted upload leaves it', () => {
  it('is refused by unzipper.Open.file', async () => {
    const entries: ZipInput[] = [1, 2, 3, 4].map((clip) => ({
      name: `Wide - Clip 00${clip}.mp4`,
      data: randomBytes(20_000),
      method: 'store',
    }));
    const { path, size } = await writeZip(join(folder, 'cut-short.zip'), entries);

    truncateFile(path, Math.floor(size * 0.6));

    expect((await stat(path)).size).toBe(Math.floor(size * 0.6));
    // With the end of central directory record gone, unzipper scans the last 80 bytes for its signature,
    // runs out of file and rejects with the bare message 'FILE_ENDED' (unzipper 0.12.5, Open/directory.js).
    await expect(unzipper.Open.file(path)).rejects.toThrow('FILE_ENDED');
  });
});
