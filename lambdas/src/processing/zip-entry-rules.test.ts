import { describe, expect, it } from 'vitest';
import {
  InflationGuard,
  ZIP_LIMITS,
  ZipLimitError,
  clipObjectKey,
  planZipEntries,
  type ZipEntryInfo,
  type ZipPlanResult,
} from './zip-entry-rules';

const MB = 1024 * 1024;

/** A deflated file whose compressed size is its real size (video barely compresses). */
function file(name: string, overrides: Partial<ZipEntryInfo> = {}): ZipEntryInfo {
  return {
    name,
    compressedSize: 5 * MB,
    uncompressedSize: 5 * MB,
    isDirectory: false,
    isSymlink: false,
    compressionMethod: 8,
    ...overrides,
  };
}

function folder(name: string): ZipEntryInfo {
  return { name, compressedSize: 0, uncompressedSize: 0, isDirectory: true, isSymlink: false, compressionMethod: 0 };
}

function planOf(result: ZipPlanResult) {
  if (!result.ok) throw new Error(`expected a plan, got: ${result.reason}`);
  return result.plan;
}

describe('planning a ZIP before extracting it', () => {
  it('numbers the clips 1..N in natural order, folder by folder', () => {
    const entries = [
      folder('Game 2/'),
      file('Game 2/Wide - Clip 10.mp4'),
      file('Game 10/Wide - Clip 1.MOV'),
      file('Game 2/Wide - Clip 2.mp4'),
      file('Game 2/Tight/Clip 1.m4v'),
    ];

    const plan = planOf(planZipEntries(entries));

    expect(plan.cards).toEqual([
      { cardNumber: 1, entryName: 'Game 2/Tight/Clip 1.m4v', fileName: 'Clip 1.m4v', extension: 'm4v' },
      { cardNumber: 2, entryName: 'Game 2/Wide - Clip 2.mp4', fileName: 'Wide - Clip 2.mp4', extension: 'mp4' },
      { cardNumber: 3, entryName: 'Game 2/Wide - Clip 10.mp4', fileName: 'Wide - Clip 10.mp4', extension: 'mp4' },
      { cardNumber: 4, entryName: 'Game 10/Wide - Clip 1.MOV', fileName: 'Wide - Clip 1.MOV', extension: 'mov' },
    ]);
  });

  it('recognises every video extension, whatever its case', () => {
    const names = ['a.MP4', 'b.mov', 'c.M4V', 'd.avi', 'e.mkv', 'f.MTS', 'g.m2ts', 'h.wmv', 'i.mpg', 'j.MPEG', 'k.webm'];

    const plan = planOf(planZipEntries(names.map((name) => file(name))));

    expect(plan.cards.map((card) => card.entryName)).toEqual(names);
    expect(plan.skipped).toEqual([]);
  });

  it('keeps breakdown sheets aside and lists other files as skipped with a reason', () => {
    const entries = [
      file('Clip 1.mp4'),
      file('Breakdown.XLSX'),
      file('sportscode.xml'),
      file('plays.csv'),
      file('Notes.pdf'),
      file('README'),
    ];

    const plan = planOf(planZipEntries(entries));

    expect(plan.cards.map((card) => card.fileName)).toEqual(['Clip 1.mp4']);
    expect(plan.breakdownFiles).toEqual([
      { entryName: 'Breakdown.XLSX', fileName: 'Breakdown.XLSX', format: 'xlsx' },
      { entryName: 'plays.csv', fileName: 'plays.csv', format: 'csv' },
      { entryName: 'sportscode.xml', fileName: 'sportscode.xml', format: 'xml' },
    ]);
    expect(plan.skipped).toEqual([
      { name: 'Notes.pdf', reason: '.pdf files are not videos or breakdown sheets.' },
      { name: 'README', reason: 'Files without an extension are not videos or breakdown sheets.' },
    ]);
  });

  it('quietly leaves out macOS and Windows junk and folders, even when the junk looks like a clip', () => {
    const entries = [
      folder('Game/'),
      file('Game/Clip 1.mp4'),
      file('__MACOSX/Game/._Clip 1.mp4'),
      file('Game/._Clip 2.mp4'),
      file('Game/.DS_Store'),
      file('Game/Thumbs.db'),
      file('Game/THUMBS.DB'),
      // Junk is never inflated, so a junk archive is not a nested archive.
      file('__MACOSX/._clips.zip'),
    ];

    const plan = planOf(planZipEntries(entries));

    expect(plan.cards.map((card) => card.entryName)).toEqual(['Game/Clip 1.mp4']);
    expect(plan.breakdownFiles).toEqual([]);
    expect(plan.skipped).toEqual([]);
  });

  it.each([
    ['a ".." segment', 'Game/../../etc/cron.d/x.mp4', '"Game/../../etc/cron.d/x.mp4" has ".." in its path'],
    ['an absolute path', '/tmp/Clip 1.mp4', '"/tmp/Clip 1.mp4" is an absolute path.'],
    ['a drive letter', 'C:/Clips/Clip 1.mp4', '"C:/Clips/Clip 1.mp4" starts with a drive letter.'],
    ['a backslash', 'Game\\Clip 1.mp4', '"Game\\Clip 1.mp4" has a backslash in its path'],
    ['a control character', 'Clip\u00001.mp4', '"Clip?1.mp4" has control characters in its name.'],
  ])('rejects the whole ZIP when an entry has %s', (_case, name, message) => {
    const entries = [file('Clip 1.mp4'), file(name)];

    const result = planZipEntries(entries);

    expect(result).toMatchObject({ ok: false, code: 'unsafe-path' });
    expect(!result.ok && result.reason).toContain(message);
  });

  it('rejects an unsafe path even on an entry that would otherwise be junk', () => {
    const result = planZipEntries([file('Clip 1.mp4'), file('__MACOSX/../../x')]);

    expect(result).toMatchObject({ ok: false, code: 'unsafe-path' });
  });

  it('rejects the whole ZIP when an entry is a symbolic link', () => {
    const entries = [file('Clip 1.mp4'), file('Clip 2.mp4', { isSymlink: true, compressedSize: 11, uncompressedSize: 11 })];

    const result = planZipEntries(entries);

    expect(result).toEqual({
      ok: false,
      code: 'symlink',
      reason: '"Clip 2.mp4" is a symbolic link. Scout does not open ZIPs that contain links.',
    });
  });

  it.each(['Game 2.zip', 'clips.RAR', 'x.7z', 'x.tar', 'x.tar.gz', 'x.tgz'])('rejects a ZIP holding another archive (%s)', (name) => {
    const result = planZipEntries([file('Clip 1.mp4'), file(`Games/${name}`)]);

    expect(result).toEqual({
      ok: false,
      code: 'nested-archive',
      reason: `"Games/${name}" is an archive inside the ZIP. Put the clips in the ZIP directly, not in a second archive.`,
    });
  });

  it('takes 1,000 files but rejects 1,001, not counting junk and folders', () => {
    const clips = (count: number) =>
      Array.from({ length: count }, (_, index) => file(`Clip ${index + 1}.mp4`, { compressedSize: 10, uncompressedSize: 10 }));
    const padding = [folder('Game/'), file('Game/.DS_Store'), file('__MACOSX/._Clip 1.mp4')];

    const atLimit = planZipEntries([...clips(1000), ...padding]);
    const overLimit = planZipEntries(clips(1001));

    expect(atLimit.ok).toBe(true);
    expect(overLimit).toEqual({
      ok: false,
      code: 'too-many-entries',
      reason: 'The ZIP holds 1,001 files; Scout takes at most 1,000. Split it into smaller ZIPs.',
    });
  });

  it('rejects an entry whose declared size expands more than 100 times', () => {
    const bomb = file('plays.csv', { compressedSize: 100_000, uncompressedSize: 20_000_000 });

    const result = planZipEntries([file('Clip 1.mp4', { compressedSize: 500 * MB, uncompressedSize: 500 * MB }), bomb]);

    expect(result).toMatchObject({ ok: false, code: 'entry-ratio' });
    expect(!result.ok && result.reason).toContain('"plays.csv" would expand 200× when extracted; Scout allows at most 100×.');
  });

  it('lets a small, very repetitive sheet through: ratios count only past 100 KiB', () => {
    const sheet = file('plays.csv', { compressedSize: 200, uncompressedSize: 90_000 });

    const result = planZipEntries([file('Clip 1.mp4'), sheet]);

    expect(result.ok).toBe(true);
  });

  it('rejects a ZIP whose declared total expands more than 3 times', () => {
    const entries = [
      file('Clip 1.mp4', { compressedSize: 1 * MB, uncompressedSize: 1 * MB }),
      file('Clip 2.mp4', { compressedSize: 1 * MB, uncompressedSize: 50 * MB }),
    ];

    const result = planZipEntries(entries);

    expect(result).toMatchObject({ ok: false, code: 'total-ratio' });
    expect(!result.ok && result.reason).toContain("The ZIP's files would expand 26× when extracted; Scout allows at most 3×");
  });

  it('does not judge compression of files it will never extract', () => {
    const entries = [
      file('Clip 1.mp4'),
      file('Notes.pdf', { compressedSize: 1, uncompressedSize: 900 * MB }),
      file('__MACOSX/._x', { compressedSize: 1, uncompressedSize: 900 * MB }),
    ];

    const result = planZipEntries(entries);

    expect(result.ok).toBe(true);
  });

  it('rejects password-protected or oddly compressed clips with a way out', () => {
    const encrypted = planZipEntries([file('Clip 1.mp4', { compressionMethod: 99 })]);
    const bzip2 = planZipEntries([file('Clip 1.mp4', { compressionMethod: 12 })]);

    expect(encrypted).toEqual({
      ok: false,
      code: 'unreadable-compression',
      reason: '"Clip 1.mp4" is password-protected. Upload a ZIP without a password.',
    });
    expect(bzip2).toMatchObject({ ok: false, code: 'unreadable-compression' });
    expect(!bzip2.ok && bzip2.reason).toContain('method 12');
  });

  it('rejects a ZIP with no video, even if it has a breakdown', () => {
    const result = planZipEntries([folder('Game/'), file('Game/plays.csv'), file('Game/.DS_Store')]);

    expect(result).toEqual({ ok: false, code: 'no-video', reason: 'The ZIP contains no video files.' });
  });

  it('rejects an empty ZIP as having no video', () => {
    expect(planZipEntries([])).toEqual({ ok: false, code: 'no-video', reason: 'The ZIP contains no video files.' });
  });
});

describe('clip object keys', () => {
  it('builds the key from ids and the card number only', () => {
    const key = clipObjectKey('org-1', 'report-7', 12, '.MOV');

    expect(key).toBe('organizations/org-1/reports/report-7/cards/0012/source.mov');
  });

  it('refuses anything that could change the path', () => {
    expect(() => clipObjectKey('org-1/../org-2', 'r1', 1, 'mp4')).toThrow(RangeError);
    expect(() => clipObjectKey('org-1', 'r1', 0, 'mp4')).toThrow(RangeError);
    expect(() => clipObjectKey('org-1', 'r1', 1.5, 'mp4')).toThrow(RangeError);
    expect(() => clipObjectKey('org-1', 'r1', 1, 'mp4/../../x')).toThrow(RangeError);
  });
});

describe('guarding what really inflates', () => {
  it('lets an honest ZIP inflate to its end', () => {
    const guard = new InflationGuard(20 * MB);
    const clip = guard.startEntry('Clip 1.mp4', 10 * MB);
    const sheet = guard.startEntry('plays.csv', 100_000);

    for (let chunk = 0; chunk < 10; chunk += 1) clip.add(MB);
    sheet.add(2 * MB);

    expect(clip.inflatedBytes).toBe(10 * MB);
    expect(guard.totalInflatedBytes).toBe(12 * MB);
  });

  it('stops an entry that inflates past 100 times its compressed size', () => {
    const guard = new InflationGuard(1000 * MB);
    const entry = guard.startEntry('Clip 1.mp4', 10_000);
    entry.add(1_000_000);

    const act = () => entry.add(1);

    expect(act).toThrow(ZipLimitError);
    expect(act).toThrow(expect.objectContaining({ name: 'ZipLimitError', limit: 'entry-ratio', entryName: 'Clip 1.mp4' }));
  });

  it('stops the ZIP once everything inflated passes 3 times the ZIP size', () => {
    const guard = new InflationGuard(10 * MB);
    guard.startEntry('Clip 1.mp4', 10 * MB).add(20 * MB);
    const second = guard.startEntry('Clip 2.mp4', 10 * MB);
    second.add(10 * MB);

    const act = () => second.add(1);

    expect(act).toThrow(expect.objectContaining({ limit: 'total-ratio', entryName: 'Clip 2.mp4' }));
  });

  it('gives small entries the same grace as the declared check', () => {
    const guard = new InflationGuard(1 * MB);
    const sheet = guard.startEntry('plays.csv', 10);

    sheet.add(ZIP_LIMITS.ratioGraceBytes);

    expect(() => sheet.add(1)).toThrow(expect.objectContaining({ limit: 'entry-ratio' }));
  });
});
