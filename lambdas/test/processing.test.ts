import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { shareLinkViewerPrincipal } from '@scout/shared/permissions';
import { createDynamoRateLimiter } from '../src/adapters/dynamodb/rate-limiter.dynamodb';
import { createFfmpegMediaTools } from '../src/adapters/ffmpeg/media-tools.ffmpeg';
import { gifDeps } from '../src/composition/media';
import { ForbiddenError, TooManyRequestsError } from '../src/core/errors';
import { convertToGif } from '../src/processing/convert-to-gif';
import { env } from '../src/config/env';
import { inProcessDeps, inProcessQueue } from '../src/composition/in-process-processing';
import { resumeUnfinishedImports } from '../src/local/resume-imports';
import { startProcessing } from '../src/processing/start-processing';
import { runJob } from '../src/processing/run-job';
import type { ProcessingJob } from '../src/processing/job';
import type { MediaTools } from '../src/processing/ports';
import { corruptClip, h264Clip, mpeg4AviClip } from './support/film';
import { cardsOf, newReport, objectBytes, objectKeys, processZip, reportOf, uploadZip } from './support/film-upload';
import { invoke, tokenFor } from './support/invoke';
import { truncateFile, writeZip, type ZipInput } from './support/zip-writer';

/** The demo coach as the handlers see them, for calling use cases directly. */
const COACH = {
  userId: 'user-coach',
  organizationId: 'org-eagles',
  role: 'coach',
  email: 'coach@eaglesfootball.example',
  name: 'Coach',
  accountName: 'Eagles',
  principal: { kind: 'coach' as const, userId: 'user-coach', organizationId: 'org-eagles' },
  sourceIp: null,
  restriction: null,
};

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'scout-processing-test-'));
});

async function zip(name: string, entries: ZipInput[]): Promise<string> {
  return (await writeZip(join(work, name), entries)).path;
}

async function probeStored(key: string) {
  const path = join(work, `probe-${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(path, await objectBytes(env().MEDIA_BUCKET, key));
  return createFfmpegMediaTools().probe(path);
}

describe('a Hudl export ZIP becomes numbered cards with playable video', () => {
  let reportId: string;
  let organizationId: string;

  beforeAll(async () => {
    ({ id: reportId, organizationId } = await newReport('coach', 'Hudl export'));
    const csv = [
      'PLAY #,ODK,QTR,DN,DIST,HASH,YARD LN,OFF FORM,PLAY TYPE,RESULT,GN/LS,MOOD',
      '2,O,1,1,10,L,-25,TRIPS RT,Run,Rush,4,calm',
      '10,O,1,2,6,M,-29,DOUBLES,Pass,Complete,12,tense',
      '11,O,2,1,10,R,-41,EMPTY,Pass,Incomplete,0,',
      '12,O,2,2,10,R,-41,TREY,Run,Rush,-2,',
    ].join('\n');
    const path = await zip('hudl-export.zip', [
      { name: 'Film/', directory: true },
      { name: 'Film/Q1/Clip 10.mp4', file: await h264Clip('hudl-10', { color: 'navy' }) },
      { name: 'Film/Q1/Clip 2.mp4', file: await h264Clip('hudl-2', { color: 'darkgreen' }) },
      // Index last: must be remuxed so a browser can start playing at once.
      { name: 'Film/Q2/Clip 11.mp4', file: await h264Clip('hudl-11', { faststart: false }) },
      // MPEG-4 Part 2 in AVI: no browser plays it, so it is transcoded to H.264.
      { name: 'Film/Q2/Clip 12.avi', file: await mpeg4AviClip('hudl-12') },
      { name: '__MACOSX/Film/Q1/._Clip 2.mp4', data: 'resource fork' },
      { name: 'Film/.DS_Store', data: 'finder' },
      { name: 'Film/Thumbs.db', data: 'thumbs' },
      { name: 'Film/notes.txt', data: 'bring the red folder' },
      { name: 'Film/breakdown.csv', data: csv },
    ]);
    await processZip(reportId, path);
  }, 120_000);

  it('numbers the clips in natural path order, folders together, junk and other files left out', async () => {
    const cards = await cardsOf(reportId);
    expect(cards.map((card) => [card.cardNumber, card.sourceFileName])).toEqual([
      [1, 'Film/Q1/Clip 2.mp4'],
      [2, 'Film/Q1/Clip 10.mp4'],
      [3, 'Film/Q2/Clip 11.mp4'],
      [4, 'Film/Q2/Clip 12.avi'],
    ]);
    expect(cards.map((card) => card.title)).toEqual(['Clip 2', 'Clip 10', 'Clip 11', 'Clip 12']);
    const report = await reportOf(reportId);
    expect(report.hudlImportStatus).toBe('completed');
    expect(report.hudlImportError ?? null).toBeNull();
    expect(report.cardsCount).toBe(4);
  });

  it('stores a browser-playable H.264 MP4 and a JPEG thumbnail per card, remuxing or transcoding as needed', async () => {
    const cards = await cardsOf(reportId);
    for (const card of cards) {
      expect(card.clipStatus, card.clipError ?? '').toBe('ready');
      expect(card.durationSeconds).toBeGreaterThan(0.5);
      const video = card.media.find((m) => m.mediaType === 'video')!;
      const image = card.media.find((m) => m.mediaType === 'image')!;
      expect(video).toMatchObject({
        mimeType: 'video/mp4',
        s3Key: `organizations/${organizationId}/reports/${reportId}/cards/${String(card.cardNumber).padStart(4, '0')}/video.mp4`,
      });
      expect(image.mimeType).toBe('image/jpeg');
      expect(video.url).toMatch(/^http/);
      const probe = await probeStored(video.s3Key);
      expect(probe.video?.codec).toBe('h264');
      expect(probe.formatName).toContain('mp4');
      const thumbnail = await objectBytes(env().MEDIA_BUCKET, image.s3Key);
      expect([...thumbnail.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      // The signed URL really serves the video.
      const served = await fetch(video.url!);
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    // The index-last clip was rewritten with its index first (the bytes start with ftyp, then moov).
    const remuxed = await objectBytes(env().MEDIA_BUCKET, cards[2]!.media.find((m) => m.mediaType === 'video')!.s3Key);
    expect(remuxed.indexOf('moov')).toBeLessThan(remuxed.indexOf('mdat'));
  });

  it('maps the CSV breakdown onto the cards by PLAY # and keeps unknown columns as custom fields', async () => {
    const cards = await cardsOf(reportId);
    expect(cards[0]!.breakdown).toMatchObject({
      playNumber: 2,
      odkm: 'O',
      quarter: 1,
      down: 1,
      distance: 10,
      hash: 'L',
      yardLine: -25,
      formation: 'TRIPS RT',
      playType: 'Run',
      gainLoss: 4,
      customFields: { MOOD: 'calm' },
    });
    expect(cards[1]!.breakdown).toMatchObject({ playNumber: 10, down: 2, distance: 6, hash: 'M', gainLoss: 12 });
    expect(cards[3]!.breakdown).toMatchObject({ playNumber: 12, gainLoss: -2, formation: 'TREY' });
  });

  it('reports progress and keeps a processing log of what was found, skipped and how long it took', async () => {
    const token = await tokenFor('coach');
    const status = await invoke('getProcessingStatus', { token, params: { id: reportId } });
    expect(status.body).toMatchObject({ status: 'completed', clipsTotal: 4, clipsDone: 4, clipsFailed: 0, error: null });
    const log = await invoke('getProcessingLog', { token, params: { id: reportId } });
    const messages = (log.body.entries as { message: string; durationMs?: number }[]).map((entry) => entry.message);
    expect(messages.some((m) => m.includes('4 video clip(s), 1 breakdown file(s), 1 other file(s) skipped'))).toBe(true);
    expect(messages.some((m) => m.includes('Skipped "Film/notes.txt"'))).toBe(true);
    expect(messages.some((m) => m.includes('"Film/Q2/Clip 12.avi" ready') && m.includes('transcoded from mpeg4'))).toBe(true);
    expect(messages.some((m) => m.includes('Imported "Film/breakdown.csv": 4 of 4'))).toBe(true);
    expect(messages.at(-1)).toContain('Processing finished: 4 of 4');
  });

  it('writes only under the report prefix', async () => {
    const prefix = `organizations/${organizationId}/reports/${reportId}/`;
    const media = (await objectKeys(env().MEDIA_BUCKET)).filter((key) => key.includes(reportId));
    expect(media.length).toBe(8);
    expect(media.every((key) => key.startsWith(prefix))).toBe(true);
  });

  it('is idempotent: the same jobs delivered three more times leave one set of cards and media', async () => {
    const before = await cardsOf(reportId);
    const report = await reportOf(reportId);
    const importId = report.importId as string;
    const deps = inProcessDeps();
    const jobs: ProcessingJob[] = [
      { type: 'index', reportId, importId },
      ...before.map((card) => ({
        type: 'clip' as const,
        reportId,
        importId,
        cardId: card.id,
        cardNumber: card.cardNumber,
        entryName: card.sourceFileName!,
      })),
      { type: 'finish', reportId, importId },
    ];
    for (let round = 0; round < 3; round++) await Promise.all(jobs.map((job) => runJob(deps, job)));
    await inProcessQueue().idle();
    const after = await cardsOf(reportId);
    expect(after.map((c) => [c.id, c.cardNumber, c.media.length])).toEqual(before.map((c) => [c.id, c.cardNumber, c.media.length]));
    expect((await reportOf(reportId)).cardsCount).toBe(4);
    expect((await objectKeys(env().MEDIA_BUCKET)).filter((key) => key.includes(reportId))).toHaveLength(8);
  });
});

describe('processing runs a clip job again after a worker dies half-way', () => {
  it('finishes with exactly one set of cards and media', async () => {
    const { id: reportId } = await newReport('coach', 'Killed worker');
    const path = await zip('killed.zip', [
      { name: 'Clip 1.mp4', file: await h264Clip('killed-1') },
      { name: 'Clip 2.mp4', file: await h264Clip('killed-2') },
    ]);
    const s3Key = await uploadZip(reportId, path);
    // Start processing and index with a queue that drops the clip jobs, so they can be run here by hand.
    const deps = inProcessDeps();
    const dropped: ProcessingJob[] = [];
    const lost = { ...deps, queue: { send: async (jobs: readonly ProcessingJob[]) => void dropped.push(...jobs) } };
    await startProcessing(lost, COACH, { reportId, s3Key }, 'videos-only');
    await runJob(
      lost,
      dropped.find((job) => job.type === 'index')!,
    );
    const clipJobs = dropped.filter((job) => job.type === 'clip');
    expect(clipJobs).toHaveLength(2);

    // The first clip's worker "dies" after its thumbnail is made, while its video is being stored.
    const real = deps.tools;
    let died = false;
    const dying: MediaTools = {
      ...real,
      async thumbnail(input, output, at) {
        await real.thumbnail(input, output, at);
        if (!died) {
          died = true;
          throw new Error('worker killed');
        }
      },
    };
    const flaky = { ...deps, tools: dying };
    await expect(runJob(flaky, clipJobs[0]!)).rejects.toThrow('worker killed');
    expect((await cardsOf(reportId))[0]!.clipStatus).toBe('queued');
    // Redelivered: the first clip again, then (twice) the second.
    for (const job of [clipJobs[0]!, clipJobs[1]!, clipJobs[1]!]) await runJob(flaky, job);
    await inProcessQueue().idle();

    expect(died).toBe(true);
    const after = await cardsOf(reportId);
    expect(after).toHaveLength(2);
    expect(after.every((card) => card.clipStatus === 'ready' && card.media.length === 2)).toBe(true);
    expect((await objectKeys(env().MEDIA_BUCKET)).filter((key) => key.includes(reportId))).toHaveLength(4);
    expect((await reportOf(reportId)).hudlImportStatus).toBe('completed');
  }, 60_000);

  it('a clip job that dies before it finishes is redone from scratch on the next delivery', async () => {
    const { id: reportId } = await newReport('coach', 'Dies first time');
    const path = await zip('dies-first.zip', [{ name: 'Only clip.mp4', file: await h264Clip('dies-first') }]);
    const deps = inProcessDeps();
    let failures = 0;
    const realThumbnail = deps.tools.thumbnail.bind(deps.tools);
    const dying: MediaTools = {
      ...deps.tools,
      async thumbnail(input, output, at) {
        if (failures++ === 0) throw new Error('worker killed');
        return realThumbnail(input, output, at);
      },
    };
    // Swap the tools the queue's jobs use for this one run.
    const original = deps.tools;
    deps.tools = dying;
    try {
      await processZip(reportId, path, { mode: 'processVideosOnly' });
    } finally {
      deps.tools = original;
    }
    const cards = await cardsOf(reportId);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.clipStatus).toBe('ready');
    expect(failures).toBe(2);
    expect((await reportOf(reportId)).hudlImportStatus).toBe('completed');
  }, 60_000);
});

describe('a local stack stopped mid-processing', () => {
  it('resumes on start: an upload whose index job was lost, and one whose clip jobs were lost', async () => {
    const deps = inProcessDeps();
    const dropped: ProcessingJob[] = [];
    const lost = { ...deps, queue: { send: async (jobs: readonly ProcessingJob[]) => void dropped.push(...jobs) } };

    const queued = await newReport('coach', 'Stopped while queued');
    const queuedKey = await uploadZip(
      queued.id,
      await zip('stopped-queued.zip', [{ name: 'Clip 1.mp4', file: await h264Clip('stopped-1') }]),
    );
    await startProcessing(lost, COACH, { reportId: queued.id, s3Key: queuedKey }, 'hudl');

    const halfway = await newReport('coach', 'Stopped while processing');
    const halfwayKey = await uploadZip(
      halfway.id,
      await zip('stopped-halfway.zip', [
        { name: 'Clip 1.mp4', file: await h264Clip('stopped-2') },
        { name: 'Clip 2.mp4', file: await h264Clip('stopped-3') },
      ]),
    );
    await startProcessing(lost, COACH, { reportId: halfway.id, s3Key: halfwayKey }, 'hudl');
    await runJob(
      lost,
      dropped.find((job) => job.type === 'index' && job.reportId === halfway.id)!,
    );
    expect(dropped.filter((job) => job.type === 'clip')).toHaveLength(2);
    expect((await reportOf(queued.id)).hudlImportStatus).toBe('queued');
    expect((await reportOf(halfway.id)).hudlImportStatus).toBe('processing');

    expect(await resumeUnfinishedImports()).toBe(2);
    await inProcessQueue().idle();

    expect((await reportOf(queued.id)).hudlImportStatus).toBe('completed');
    expect((await reportOf(halfway.id)).hudlImportStatus).toBe('completed');
    expect((await cardsOf(halfway.id)).map((card) => [card.cardNumber, card.clipStatus])).toEqual([
      [1, 'ready'],
      [2, 'ready'],
    ]);
    expect(await resumeUnfinishedImports()).toBe(0);
  }, 60_000);
});

describe('Zip64', () => {
  it('reads a Zip64 archive (end records past the first chunk of the tail) and its stored and deflated clips', async () => {
    const { id: reportId } = await newReport('coach', 'Zip64');
    const path = (
      await writeZip(
        join(work, 'zip64.zip'),
        [
          { name: 'Clip 1.mp4', file: await h264Clip('zip64-1', { seconds: 2 }) },
          { name: 'Clip 2.mp4', file: await h264Clip('zip64-2', { seconds: 2 }), method: 'deflate' },
          // A long archive comment would not fit unzipper's default 80-byte tail; a big central directory
          // (many small files) pushes the end records into a later chunk of the tail read.
          ...Array.from({ length: 300 }, (_, i) => ({
            name: `stats/play-${String(i).padStart(3, '0')}-with-a-long-name.txt`,
            data: `play ${i}`,
          })),
        ],
        { zip64: true },
      )
    ).path;
    await processZip(reportId, path, { mode: 'processVideosOnly' });
    const cards = await cardsOf(reportId);
    expect(cards.map((card) => [card.sourceFileName, card.clipStatus])).toEqual([
      ['Clip 1.mp4', 'ready'],
      ['Clip 2.mp4', 'ready'],
    ]);
  }, 60_000);
});

describe('breakdown spreadsheets', () => {
  it('maps an XLSX onto clips without numbers by order', async () => {
    const { id: reportId } = await newReport('coach', 'XLSX');
    const header = ['PLAY #', 'ODK', 'QTR', 'DN', 'DIST', 'HASH', 'OFF PLAY', 'PLAY TYPE', 'DEF FRONT', 'COVERAGE', 'BLITZ', 'HANG'].map(
      (value) => ({ value }),
    );
    // QTR marked only where the 2nd quarter starts; the second row a punt, Hudl style: DN 0, hang time in tenths.
    const rows = [
      header,
      [1, 'D', null, 3, 7, 'R', 'MESH', 'Pass', 'Over', 'Cover 3', 'Mike', null].map((value) => (value === null ? null : { value })),
      [2, 'K', 2, 0, 10, 'L', null, 'Punt', null, null, null, 4.3].map((value) => (value === null ? null : { value })),
    ];
    const xlsx = join(work, 'breakdown.xlsx');
    await writeFile(xlsx, await writeXlsxFile(rows).toBuffer());
    const path = await zip('xlsx.zip', [
      { name: 'Sideline.mp4', file: await h264Clip('xlsx-a') },
      { name: 'Tight.mp4', file: await h264Clip('xlsx-b') },
      { name: 'cutup.xlsx', file: xlsx, method: 'deflate' },
    ]);
    await processZip(reportId, path);
    const cards = await cardsOf(reportId);
    expect(cards.map((c) => c.title)).toEqual(['Sideline', 'Tight']);
    expect(cards[0]!.breakdown).toMatchObject({
      odkm: 'D',
      quarter: 1,
      down: 3,
      distance: 7,
      hash: 'R',
      concept: 'MESH',
      front: 'Over',
      coverage: 'Cover 3',
      pressure: 'Mike',
    });
    expect(cards[1]!.breakdown).toMatchObject({ odkm: 'K', quarter: 2, hash: 'L', playType: 'Punt', hangTime: 4.3 });
    expect(cards[1]!.breakdown.customFields ?? {}).toEqual({});
    expect(cards[1]!.breakdown).not.toHaveProperty('down');
    expect(cards[1]!.breakdown).not.toHaveProperty('distance');
  }, 60_000);

  it('refuses a hostile Sportscode XML and an XLSX bomb in words, and still makes the cards', async () => {
    const { id: reportId } = await newReport('coach', 'Hostile sheets');
    const row = '<row><c t="inlineStr"><is><t>0</t></is></c></row>';
    const bomb = await zip('bomb.xlsx', [
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/worksheets/sheet1.xml', data: `<worksheet><sheetData>${row.repeat(300_000)}</sheetData></worksheet>` },
    ]);
    const path = await zip('hostile-sheets.zip', [
      { name: 'Clip 1.mp4', file: await h264Clip('hostile-1') },
      // 4 MB of unclosed instances and a tag that never ends: the old reader took minutes over this.
      { name: 'breakdown.xml', data: `<file><ALL_INSTANCES>${'<instance>'.repeat(400_000)}<ID`, method: 'store' },
      { name: 'cutup.xlsx', file: bomb, method: 'deflate' },
    ]);

    await processZip(reportId, path);

    const report = await reportOf(reportId);
    expect(report.hudlImportStatus, String(report.hudlImportError)).toBe('completed');
    const cards = await cardsOf(reportId);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.breakdown).toEqual({});
    const log = await invoke('getProcessingLog', { token: await tokenFor('coach'), params: { id: reportId } });
    const messages = (log.body.entries as { message: string }[]).map((entry) => entry.message);
    expect(messages).toContainEqual(expect.stringMatching(/Could not read "breakdown\.xml": The Sportscode XML has a tag that never ends/));
    expect(messages).toContainEqual(
      expect.stringMatching(
        /Could not read "cutup\.xlsx": The breakdown spreadsheet could not be read: its part "xl\/worksheets\/sheet1\.xml" inflates past .* it looks like a ZIP bomb\./,
      ),
    );
  }, 60_000);

  it('videos-only processing leaves the breakdown sheet alone', async () => {
    const { id: reportId } = await newReport('coach', 'Videos only');
    const path = await zip('videos-only.zip', [
      { name: 'Clip 1.mp4', file: await h264Clip('vo-1') },
      { name: 'breakdown.csv', data: 'PLAY #,DN,DIST\n1,3,8\n' },
    ]);
    await processZip(reportId, path, { mode: 'processVideosOnly' });
    const cards = await cardsOf(reportId);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.breakdown).toEqual({});
  }, 60_000);
});

describe('bad input fails visibly and writes nothing', () => {
  /** Rejected from the central directory: no card is made. A lie found while inflating fails the clip's card too. */
  async function expectFailed(
    name: string,
    entries: ZipInput[] | string,
    message: RegExp,
    options: { cardsMade?: number } = {},
  ): Promise<void> {
    const { id: reportId } = await newReport('coach', `Rejected ${name}`);
    const path = typeof entries === 'string' ? entries : await zip(`${name}.zip`, entries);
    await processZip(reportId, path);
    const report = await reportOf(reportId);
    expect(report.hudlImportStatus).toBe('failed');
    expect(report.hudlImportError).toMatch(message);
    const cards = await cardsOf(reportId);
    expect(cards).toHaveLength(options.cardsMade ?? 0);
    expect(cards.every((card) => card.clipStatus === 'failed' && card.media.length === 0)).toBe(true);
    expect((await objectKeys(env().MEDIA_BUCKET)).filter((key) => key.includes(reportId))).toEqual([]);
    const status = await invoke('getProcessingStatus', { token: await tokenFor('coach'), params: { id: reportId } });
    expect(status.body).toMatchObject({ status: 'failed', error: report.hudlImportError });
  }

  let clip: string;
  beforeAll(async () => {
    clip = await h264Clip('rejects');
  });

  it.each([
    ['dotdot', '../evil.mp4', /"\.\.\/evil\.mp4" has "\.\."/],
    ['absolute', '/abs.mp4', /absolute path/],
    ['drive', 'C:/x.mp4', /drive letter/],
    ['backslash', 'a\\b.mp4', /backslash/],
  ])('rejects a ZIP with an unsafe path (%s)', async (name, entryName, message) => {
    await expectFailed(
      name,
      [
        { name: 'ok.mp4', file: clip },
        { name: entryName, file: clip },
      ],
      message,
    );
  });

  it('rejects symlinks, nested archives, too many entries and encrypted entries', async () => {
    await expectFailed(
      'symlink',
      [
        { name: 'ok.mp4', file: clip },
        { name: 'link.mp4', data: '/etc/passwd', symlink: true },
      ],
      /symbolic link/,
    );
    await expectFailed(
      'nested',
      [
        { name: 'ok.mp4', file: clip },
        { name: 'more.zip', data: 'PK' },
      ],
      /archive inside the ZIP/,
    );
    const many: ZipInput[] = Array.from({ length: 1001 }, (_, i) => ({ name: `stats/${i}.csv`, data: `${i}` }));
    await expectFailed('too-many', [{ name: 'ok.mp4', file: clip }, ...many], /at most 1,000/);
    await expectFailed('encrypted', [{ name: 'ok.mp4', file: clip, encrypted: true }], /password-protected/);
  }, 60_000);

  it('rejects entries that together claim more bytes than the file holds (overlapping entries)', async () => {
    // Declared sizes that add up past the file: the compressed size field is what the writer lies about here.
    const overlapping = await zip('overlap.zip', [{ name: 'Clip 1.mp4', file: clip }]);
    const bytes = (await import('node:fs')).readFileSync(overlapping);
    // Patch the central directory's compressed size (offset 20 in the central header) to twice the file's size.
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(bytes.length * 2, central + 20);
    await writeFile(overlapping, bytes);
    await expectFailed('overlap', overlapping, /claim more bytes than the file holds/);
  });

  it('rejects a declared compression ratio over 100 before extracting', async () => {
    await expectFailed('declared-bomb', [{ name: 'bomb.mp4', data: Buffer.alloc(2 * 1024 * 1024) }], /would expand/);
  });

  it('stops on the bytes really inflated when the central directory lies about the size', async () => {
    await expectFailed(
      'lying-bomb',
      [{ name: 'bomb.mp4', data: Buffer.alloc(8 * 1024 * 1024), declaredUncompressedSize: 4096 }],
      /holds more than the 4096 bytes the ZIP says it does/,
      {
        cardsMade: 1,
      },
    );
  });

  it('fails a truncated ZIP and a ZIP without video with a clear error', async () => {
    const whole = await zip('whole.zip', [
      { name: 'Clip 1.mp4', file: clip },
      { name: 'Clip 2.mp4', file: clip },
    ]);
    const truncated = join(work, 'truncated.zip');
    await writeFile(truncated, (await import('node:fs')).readFileSync(whole));
    truncateFile(truncated, Math.floor((await import('node:fs')).statSync(whole).size * 0.6));
    await expectFailed('truncated', truncated, /not a complete ZIP archive/);
    await expectFailed(
      'no-video',
      [
        { name: 'breakdown.csv', data: 'PLAY #\n1\n' },
        { name: 'readme.txt', data: 'hi' },
      ],
      /no video files/,
    );
  }, 60_000);

  it('fails only the card of a clip that is not video', async () => {
    const { id: reportId } = await newReport('coach', 'One bad clip');
    const path = await zip('one-bad.zip', [
      { name: 'Clip 1.mp4', file: clip },
      { name: 'Clip 2.mp4', file: await corruptClip('bad-2') },
      { name: 'Clip 3.mp4', file: await h264Clip('good-3') },
    ]);
    await processZip(reportId, path);
    const cards = await cardsOf(reportId);
    expect(cards.map((c) => c.clipStatus)).toEqual(['ready', 'failed', 'ready']);
    expect(cards[1]!.clipError).toMatch(/ffprobe failed|no video stream/);
    const report = await reportOf(reportId);
    expect(report.hudlImportStatus).toBe('completed');
    const status = await invoke('getProcessingStatus', { token: await tokenFor('coach'), params: { id: reportId } });
    expect(status.body).toMatchObject({ clipsTotal: 3, clipsDone: 3, clipsFailed: 1 });
  }, 60_000);
});

describe('GIFs', () => {
  it("makes a GIF of a card's clip and lists it in the card's media", async () => {
    const { id: reportId } = await newReport('coach', 'GIF');
    await processZip(reportId, await zip('gif.zip', [{ name: 'Clip 1.mp4', file: await h264Clip('gif-1', { seconds: 2 }) }]));
    const [card] = await cardsOf(reportId);
    const token = await tokenFor('coach');
    const made = await invoke('convertToGif', { token, body: { report_id: reportId, card_id: card!.id, duration_seconds: 1 } });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    const gif = await fetch(made.body.url as string);
    expect(
      Buffer.from(await gif.arrayBuffer())
        .subarray(0, 6)
        .toString('latin1'),
    ).toBe('GIF89a');
    const [after] = await cardsOf(reportId);
    expect(after!.media.map((m) => m.mediaType).sort()).toEqual(['gif', 'image', 'video']);
    const rival = await invoke('convertToGif', { token: await tokenFor('rivalCoach'), body: { report_id: reportId, card_id: card!.id } });
    expect(rival.statusCode).toBe(404);
  }, 60_000);

  it('needs the right to edit the card: a share-link viewer who may watch it cannot write a GIF to it', async () => {
    const { id: reportId, organizationId } = await newReport('coach', 'GIF share');
    await processZip(reportId, await zip('gif-share.zip', [{ name: 'Clip 1.mp4', file: await h264Clip('gif-share', { seconds: 2 }) }]));
    const [card] = await cardsOf(reportId);
    const viewer = { ...COACH, userId: 'share-viewer', principal: shareLinkViewerPrincipal({ kind: 'report', organizationId, reportId }) };

    const making = convertToGif(gifDeps, viewer, { reportId, cardId: card!.id, startSeconds: 0, durationSeconds: 1, width: 320 });

    await expect(making).rejects.toThrow(ForbiddenError);
    const [after] = await cardsOf(reportId);
    expect(after!.media.map((m) => m.mediaType)).not.toContain('gif');
  }, 60_000);

  it('is rate limited per user: past the limit a GIF is refused with 429 in words until the minute is over', async () => {
    const { id: reportId } = await newReport('coach', 'GIF rate');
    await processZip(reportId, await zip('gif-rate.zip', [{ name: 'Clip 1.mp4', file: await h264Clip('gif-rate', { seconds: 2 }) }]));
    const [card] = await cardsOf(reportId);
    const now = new Date('2026-09-06T12:00:15Z');
    const deps = { ...gifDeps, gifsPerMinute: 2, now: () => now };
    const coach = { ...COACH, userId: `user-gif-${Math.random().toString(36).slice(2)}` };
    const request = { reportId, cardId: card!.id, startSeconds: 0, durationSeconds: 0.5, width: 160 };

    await convertToGif(deps, coach, request);
    await convertToGif(deps, coach, request);
    const third = convertToGif(deps, coach, request);
    const otherUser = convertToGif(deps, { ...coach, userId: `${coach.userId}-other` }, request);

    await expect(third).rejects.toThrow(TooManyRequestsError);
    await expect(third).rejects.toThrow('You can make 2 GIFs a minute; try again in 45 s.');
    await expect(otherUser).resolves.toMatchObject({ media: { mediaType: 'gif' } });
  }, 60_000);

  it('counts requests at once atomically: exactly the limit pass', async () => {
    const limiter = createDynamoRateLimiter();
    const policy = { name: 'test', max: 5, windowSeconds: 60 };
    const now = new Date();
    const subject = `subject-${Math.random().toString(36).slice(2)}`;

    const outcomes = await Promise.all(Array.from({ length: 12 }, () => limiter.take(policy, subject, now)));

    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5);
  });
});
