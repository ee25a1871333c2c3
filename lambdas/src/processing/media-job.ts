import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Media } from '@scout/shared/domain';
import { addedMediaKey } from '../cards/media-keys';
import { updateCardLatest } from '../cards/update-card-latest';
import { BadClipError, inspect, makePlayable, settleAll } from './clip-job';
import type { ProcessingDeps } from './deps';
import type { ProcessingJob } from './job';
import { MediaToolError } from './ports';
import { storageChangeOf } from '../ports';

type MediaJob = Extract<ProcessingJob, { type: 'media' }>;

/** Marks an added video as failed, with the reason people read in the card's gallery, and drops its upload. */
export async function failMediaJob(deps: ProcessingDeps, job: MediaJob, reason: string): Promise<void> {
  let source: string | null = null;
  await updateCardLatest(deps.cards, job.cardId, (card) => {
    const medium = card.media.find((item) => item.mediaId === job.mediaId);
    if (!medium || medium.status !== 'processing') return null;
    source = medium.s3Key;
    return {
      media: card.media.map((item) => (item.mediaId === job.mediaId ? { ...item, status: 'failed' as const, error: reason } : item)),
      updatedAt: deps.now().toISOString(),
    };
  });
  if (source) await deps.objects.delete(deps.buckets.uploads, source);
}

/**
 * Media job, one per video added to a card: the same make-it-playable step as a clip from a ZIP (probe, then
 * keep, remux or transcode to H.264 MP4 with the index first) and a poster still, stored under the medium's
 * keys in the media bucket; the upload is then deleted and the medium is ready. A video ffmpeg cannot read
 * fails its medium only. Delivered twice, the second run finds the medium ready and does nothing; two runs at once
 * write the same keys, and the one that finds the medium already ready keeps them.
 */
export async function runMediaJob(deps: ProcessingDeps, job: MediaJob): Promise<void> {
  const card = await deps.cards.get(job.cardId);
  const medium = card?.media.find((item) => item.mediaId === job.mediaId);
  if (!card || !medium || medium.status !== 'processing') return;

  const workDir = await mkdtemp(join(deps.tmpDir, 'scout-media-'));
  try {
    const source = join(workDir, `source${/\.[a-z0-9]{1,5}$/i.exec(medium.s3Key)?.[0] ?? ''}`);
    await deps.objects.download(deps.buckets.uploads, medium.s3Key, source);
    const { probe, strategy } = await inspect(deps.tools, source);
    const duration = probe.durationSeconds;
    const videoKey = addedMediaKey(card.organizationId, card.reportId, card.cardNumber, medium.mediaId, 'video.mp4');
    const posterKey = addedMediaKey(card.organizationId, card.reportId, card.cardNumber, medium.mediaId, 'poster.jpg');
    const poster = join(workDir, 'poster.jpg');
    let bytes = 0;
    await settleAll([
      deps.tools.thumbnail(source, poster, duration ? Math.min(1, duration / 3) : 0).then(async () => {
        bytes += (await stat(poster)).size;
        await deps.objects.putFile(deps.buckets.media, posterKey, poster, 'image/jpeg');
      }),
      makePlayable(deps.tools, source, workDir, strategy).then(async (video) => {
        const size = (await stat(video)).size;
        if (size === 0) throw new BadClipError('ffmpeg produced an empty video.');
        bytes += size;
        await deps.objects.putFile(deps.buckets.media, videoKey, video, 'video/mp4');
      }),
    ]);

    const outcome: { ready: Media | null; madeReadyElsewhere: boolean } = { ready: null, madeReadyElsewhere: false };
    const updated = await updateCardLatest(deps.cards, card.id, (current) => {
      outcome.ready = null;
      const latest = current.media.find((item) => item.mediaId === medium.mediaId);
      // A run of the same job delivered twice at once got there first: its files are these very keys, keep them.
      outcome.madeReadyElsewhere = latest?.status === 'ready' && latest.s3Key === videoKey;
      // Deleted while it was being processed: nothing to record (the files are removed below).
      if (!latest || latest.status !== 'processing') return null;
      const next: Media = {
        ...latest,
        status: 'ready',
        s3Key: videoKey,
        posterS3Key: posterKey,
        mimeType: 'video/mp4',
        sizeBytes: bytes,
        durationSeconds: duration,
        error: null,
      };
      outcome.ready = next;
      return { media: current.media.map((item) => (item.mediaId === medium.mediaId ? next : item)), updatedAt: deps.now().toISOString() };
    });
    await deps.objects.delete(deps.buckets.uploads, medium.s3Key);
    if (outcome.ready && updated) {
      await deps.storage.add(card.organizationId, [storageChangeOf(card.reportId, outcome.ready)]);
    } else if (!outcome.madeReadyElsewhere) {
      await deps.objects.delete(deps.buckets.media, videoKey);
      await deps.objects.delete(deps.buckets.media, posterKey);
    }
  } catch (err) {
    if (!(err instanceof BadClipError || err instanceof MediaToolError)) throw err;
    await failMediaJob(deps, job, `This video could not be made playable: ${err.message}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
