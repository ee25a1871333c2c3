import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Media } from '@scout/shared/domain';
import { loadCard } from '../cards/card-access';
import type { Caller } from '../core/caller';
import { TooManyRequestsError, ValidationError } from '../core/errors';
import type { RateLimiter, RatePolicy } from '../core/rate-limiter';
import type { ProcessingDeps } from './deps';
import { cardMediaKey } from './ids';
import { replaceMediaCounted } from '../cards/media-storage';
import { MediaToolError } from './ports';

type GifDeps = Pick<ProcessingDeps, 'cards' | 'reports' | 'objects' | 'storage' | 'tools' | 'buckets' | 'tmpDir' | 'now'> & {
  rateLimiter: RateLimiter;
  gifsPerMinute: number;
};

/**
 * Makes an animated GIF of a stretch of a card's clip (ffmpeg reads the clip through a short-lived URL, so
 * nothing is downloaded first), stores it beside the clip and lists it in the card's media (one GIF a card:
 * a new one replaces the old).
 */
export async function convertToGif(
  deps: GifDeps,
  caller: Caller,
  input: { reportId: string; cardId: string; startSeconds: number; durationSeconds: number; width: number },
): Promise<{ media: Media; url: string }> {
  // Making a GIF writes to the card (its media), so it needs the right to edit the card, not only to see it.
  const card = await loadCard(deps, caller, input.cardId, input.reportId, 'card:write');
  const policy: RatePolicy = { name: 'gif', max: deps.gifsPerMinute, windowSeconds: 60 };
  const allowance = await deps.rateLimiter.take(policy, caller.userId, deps.now());
  if (!allowance.allowed) {
    throw new TooManyRequestsError(
      `You can make ${policy.max} GIFs a minute; try again in ${allowance.retryAfterSeconds} s.`,
      allowance.retryAfterSeconds,
    );
  }
  const video = card.media.find((item) => item.mediaType === 'video');
  if (!video) throw new ValidationError('This card has no video to make a GIF from.');
  if (card.durationSeconds != null && input.startSeconds >= card.durationSeconds) {
    throw new ValidationError(`The clip is only ${card.durationSeconds.toFixed(1)} s long.`);
  }
  const workDir = await mkdtemp(join(deps.tmpDir, 'scout-gif-'));
  try {
    const output = join(workDir, 'clip.gif');
    const source = await deps.objects.readUrl(deps.buckets.media, video.s3Key, 600);
    try {
      await deps.tools.gif(source, output, {
        startSeconds: input.startSeconds,
        durationSeconds: input.durationSeconds,
        width: input.width,
      });
    } catch (err) {
      if (err instanceof MediaToolError) throw new ValidationError(`The GIF could not be made: ${err.message}`);
      throw err;
    }
    const key = cardMediaKey(card.organizationId, card.reportId, card.cardNumber, 'clip.gif');
    await deps.objects.putFile(deps.buckets.media, key, output, 'image/gif');
    const media: Media = {
      mediaId: `${card.id}-gif`,
      s3Key: key,
      mediaType: 'gif',
      fileName: `${card.title || `card-${card.cardNumber}`}.gif`,
      mimeType: 'image/gif',
      sizeBytes: (await stat(output)).size,
    };
    await replaceMediaCounted(deps, card.id, [media], () => ({ updatedAt: deps.now().toISOString(), updatedBy: caller.userId }));
    return { media, url: await deps.objects.readUrl(deps.buckets.media, key) };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
