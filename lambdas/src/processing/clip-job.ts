import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Media } from '@scout/shared/domain';
import type { ProcessingDeps } from './deps';
import { DamagedEntryError, ForgedEntryError, verifiedEntryStream } from './extraction';
import { hasIndexFirst, probePlayableMp4, withFile } from './mp4-probe';
import { cardMediaKey } from './ids';
import { replaceMediaCounted } from '../cards/media-storage';
import { failClip, failImport, finishWhenAllClipsDone } from './import-lifecycle';
import { isFinished } from './import-status';
import { DamagedZipError, MediaToolError, type MediaTools, type ProbeResult } from './ports';
import type { ProcessingJob } from './job';
import { ProcessingLog } from './processing-log';
import { InflationGuard, ZIP_LIMITS, ZipLimitError } from './zip-entry-rules';
import type { ImportRecord } from '../ports';

/** A clip that cannot be made playable: its card fails, the rest of the import goes on. */
export class BadClipError extends Error {
  override readonly name = 'BadClipError';
}

const MP4_FAMILY = new Set(['mov,mp4,m4a,3gp,3g2,mj2']);

export type Playable = 'as-is' | 'remux' | 'remux-audio' | 'transcode';

/**
 * How to make a clip play in every browser: H.264 (8-bit 4:2:0) in MP4 with the index first plays as it
 * is; H.264 in another container, or with its index last, is copied into a new MP4 (no re-encode, audio
 * re-encoded to AAC only when it is something else); anything else (HEVC, MPEG-2, MPEG-4 Part 2, WMV ...)
 * is transcoded to H.264/AAC.
 */
export function playableStrategy(probe: ProbeResult, indexFirst: boolean): Playable {
  const video = probe.video;
  if (!video) throw new BadClipError('The file has no video stream.');
  const h264 =
    video.codec === 'h264' && (video.pixelFormat === null || video.pixelFormat === 'yuv420p' || video.pixelFormat === 'yuvj420p');
  if (!h264) return 'transcode';
  const audioOk = !probe.audio || probe.audio.codec === 'aac';
  if (!audioOk) return 'remux-audio';
  return MP4_FAMILY.has(probe.formatName) && indexFirst ? 'as-is' : 'remux';
}

/**
 * How the clip is and what to do with it. An MP4 that already plays everywhere (the usual Hudl clip) is
 * recognised from its own boxes; anything else is asked of ffprobe.
 */
export async function inspect(tools: MediaTools, source: string): Promise<{ probe: ProbeResult; strategy: Playable }> {
  const quick = await withFile(source, probePlayableMp4);
  if (quick) return { probe: quick, strategy: 'as-is' };
  const probe = await tools.probe(source);
  return { probe, strategy: playableStrategy(probe, await withFile(source, hasIndexFirst)) };
}

export async function makePlayable(tools: MediaTools, source: string, workDir: string, strategy: Playable): Promise<string> {
  if (strategy === 'as-is') return source;
  const output = join(workDir, 'video.mp4');
  if (strategy === 'transcode') await tools.transcode(source, output);
  else await tools.remux(source, output, { transcodeAudio: strategy === 'remux-audio' });
  return output;
}

/**
 * The media records of a card's processed clip: the playable video and its JPEG thumbnail, stored under the
 * card's keys (`cardMediaKey`), named after the clip's file.
 */
export function clipMediaOf(
  cardId: string,
  keys: { video: string; thumbnail: string },
  fileStem: string,
  sizes: { video: number; thumbnail: number },
): Media[] {
  return [
    {
      mediaId: `${cardId}-video`,
      s3Key: keys.video,
      mediaType: 'video',
      fileName: `${fileStem}.mp4`,
      mimeType: 'video/mp4',
      sizeBytes: sizes.video,
    },
    {
      mediaId: `${cardId}-thumbnail`,
      s3Key: keys.thumbnail,
      mediaType: 'image',
      fileName: `${fileStem}.jpg`,
      mimeType: 'image/jpeg',
      sizeBytes: sizes.thumbnail,
    },
  ];
}

interface ClipOutcome {
  failed: boolean;
  inflatedBytes: number;
  message: string;
}

/**
 * Clip job, one per card: streams the clip out of the ZIP in S3 to scratch disk (inflated bytes counted and
 * checksummed on the way), probes it, makes a JPEG thumbnail and a browser-playable MP4, stores both under
 * the card's keys and marks the card ready. A clip that cannot be read fails its card only. The last clip
 * to be counted queues the finish job.
 */
export async function runClipJob(deps: ProcessingDeps, job: Extract<ProcessingJob, { type: 'clip' }>): Promise<void> {
  const record = await deps.imports.get(job.reportId, job.importId);
  if (!record || isFinished(record.status)) return;
  const log = new ProcessingLog(deps.imports, record.reportId, deps.now);
  const card = await deps.cards.get(job.cardId);

  let outcome: ClipOutcome;
  if (!card) {
    outcome = { failed: true, inflatedBytes: 0, message: 'The card was deleted before its clip was processed.' };
  } else if (card.clipStatus === 'ready' || card.clipStatus === 'failed') {
    // Done by an earlier delivery of this job: count it (set semantics make that a no-op) and move on.
    outcome = { failed: card.clipStatus === 'failed', inflatedBytes: 0, message: '' };
  } else {
    try {
      outcome = await processClip(deps, record, job);
    } catch (err) {
      if (!(err instanceof ZipLimitError || err instanceof DamagedZipError || err instanceof ForgedEntryError)) throw err;
      // The whole upload is unsafe or unreadable: this card fails with the reason, and so does the import.
      const reason = err.message;
      await failClip(deps, job.cardId, reason);
      await failImport(deps, record, reason, 'clip');
      return;
    }
  }

  const tally = await deps.imports.recordClipDone(record.reportId, record.importId, job.cardNumber, outcome);
  if (tally.inflatedBytes > ZIP_LIMITS.ratioGraceBytes && tally.inflatedBytes > record.zipSize * ZIP_LIMITS.maxTotalRatio) {
    await failImport(
      deps,
      record,
      `The ZIP expanded to more than ${ZIP_LIMITS.maxTotalRatio}× its size while extracting; processing stopped.`,
      'clip',
    );
    return;
  }
  await finishWhenAllClipsDone(deps, record, tally);
  if (outcome.message) {
    const write = outcome.failed ? log.error.bind(log) : log.info.bind(log);
    await write('clip', outcome.message, { cardNumber: job.cardNumber });
  }
}

async function processClip(
  deps: ProcessingDeps,
  record: ImportRecord,
  job: Extract<ProcessingJob, { type: 'clip' }>,
): Promise<ClipOutcome> {
  const workDir = await mkdtemp(join(deps.tmpDir, 'scout-clip-'));
  const timings: string[] = [];
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const result = await work();
    timings.push(`${label} ${((Date.now() - t0) / 1000).toFixed(2)} s`);
    return result;
  };
  let inflatedBytes = 0;
  try {
    const archive = await timed('open', () => deps.zips.open(deps.buckets.uploads, record.zipKey));
    const entry = archive.entries.find((candidate) => candidate.name === job.entryName);
    if (!entry) throw new DamagedZipError(`"${job.entryName}" is no longer in the uploaded ZIP.`);
    const source = join(workDir, `source${extensionOf(job.entryName)}`);
    const counter = new InflationGuard(archive.size).startEntry(entry.name, entry.compressedSize);
    try {
      await timed('extract', () =>
        pipeline(
          archive.openEntry(entry.name),
          verifiedEntryStream(entry.name, counter, { crc32: entry.crc32, size: entry.uncompressedSize }),
          createWriteStream(source),
        ),
      );
    } finally {
      inflatedBytes = counter.inflatedBytes;
    }

    const { probe, strategy } = await timed('probe', () => inspect(deps.tools, source));
    const duration = probe.durationSeconds;
    const thumbnail = join(workDir, 'thumbnail.jpg');
    const videoKey = cardMediaKey(record.organizationId, record.reportId, job.cardNumber, 'video.mp4');
    const thumbnailKey = cardMediaKey(record.organizationId, record.reportId, job.cardNumber, 'thumbnail.jpg');
    const sizes = { video: 0, thumbnail: 0 };
    // The thumbnail is made while the video is made playable and stored: ffmpeg works while S3 receives.
    await settleAll([
      timed('thumbnail', () => deps.tools.thumbnail(source, thumbnail, duration ? Math.min(1, duration / 3) : 0)).then(async () => {
        sizes.thumbnail = (await stat(thumbnail)).size;
        await timed('thumbnail-store', () => deps.objects.putFile(deps.buckets.media, thumbnailKey, thumbnail, 'image/jpeg'));
      }),
      timed(strategy, () => makePlayable(deps.tools, source, workDir, strategy)).then(async (video) => {
        sizes.video = (await stat(video)).size;
        if (sizes.video === 0) throw new BadClipError('ffmpeg produced an empty video.');
        await timed('store', () => deps.objects.putFile(deps.buckets.media, videoKey, video, 'video/mp4'));
      }),
    ]);
    const fileStem =
      job.entryName
        .split('/')
        .at(-1)
        ?.replace(/\.[^.]*$/, '') ?? 'clip';
    const media = clipMediaOf(job.cardId, { video: videoKey, thumbnail: thumbnailKey }, fileStem, sizes);
    await replaceMediaCounted(deps, job.cardId, media, () => ({
      clipStatus: 'ready',
      clipError: null,
      durationSeconds: duration,
      updatedAt: deps.now().toISOString(),
    }));
    const how = {
      'as-is': 'stored as uploaded',
      remux: 'remuxed to MP4',
      'remux-audio': 'remuxed, audio to AAC',
      transcode: `transcoded from ${probe.video?.codec}`,
    }[strategy];
    return {
      failed: false,
      inflatedBytes,
      message: `"${job.entryName}" ready (${duration?.toFixed(1) ?? '?'} s, ${probe.video?.width}×${probe.video?.height}, ${how}): ${timings.join(', ')}.`,
    };
  } catch (err) {
    if (!(err instanceof BadClipError || err instanceof MediaToolError || err instanceof DamagedEntryError)) throw err;
    const reason = err.message;
    await failClip(deps, job.cardId, reason);
    return { failed: true, inflatedBytes, message: `"${job.entryName}" could not be processed: ${reason}` };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Waits for every task (none is left running on scratch files about to be removed), then throws the first failure. */
export async function settleAll(tasks: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

function extensionOf(name: string): string {
  const match = /\.[A-Za-z0-9]{1,5}$/.exec(name);
  return match ? match[0].toLowerCase() : '';
}
