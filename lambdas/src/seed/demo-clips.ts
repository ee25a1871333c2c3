import type { Card } from '@scout/shared/domain';
import { clipMediaOf } from '../processing/clip-job';
import { cardMediaKey } from '../processing/ids';
import { type CardStore, type MediaObjects, type StorageChange, type StorageUsage, storageChangeOf } from '../ports';

/** A short playable clip (H.264 MP4, index first) and its JPEG thumbnail, on local disk. */
export interface DemoClip {
  video: string;
  thumbnail: string;
  videoBytes: number;
  thumbnailBytes: number;
  durationSeconds: number | null;
}

/** Where the demo's clips come from (ffmpeg, made once and kept on disk). */
export interface DemoClipSource {
  /**
   * `count` distinct clips with their thumbnails, made on the first call and reused after; says whether they
   * were made now. Throws when they cannot be made (no ffmpeg).
   */
  clips(count: number): Promise<{ clips: DemoClip[]; made: boolean }>;
}

export interface DemoClipDeps {
  cards: CardStore;
  storage: StorageUsage;
  objects: MediaObjects;
  mediaBucket: string;
  source: DemoClipSource;
  now: () => Date;
}

/** How many distinct clips the demo's cards share, and how many uploads run at once. */
export const DEMO_CLIP_COUNT = 6;
const UPLOADS_AT_ONCE = 16;

export type DemoClipOutcome =
  { attached: number; clipsMade: boolean; seconds: number } | { attached: 0; unavailable: string; seconds: number };

/**
 * Gives every seeded card a real clip, stored as an imported clip is: the video and its thumbnail under the card's
 * keys in the media bucket, the same media records on the card (`clipMediaOf`), the clip ready, and the
 * organisation's storage counted. A handful of clips made once are shared by all cards. When the clips cannot be
 * made (no ffmpeg) the cards keep no video and the outcome says why.
 */
export async function attachDemoClips(deps: DemoClipDeps, cards: readonly Card[]): Promise<DemoClipOutcome> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  let made: Awaited<ReturnType<DemoClipSource['clips']>>;
  try {
    made = await deps.source.clips(DEMO_CLIP_COUNT);
  } catch (err) {
    return { attached: 0, unavailable: err instanceof Error ? err.message : String(err), seconds: seconds() };
  }
  const queue = [...cards];
  const stored: { organizationId: string; change: StorageChange }[] = [];
  const worker = async () => {
    for (let card = queue.shift(); card; card = queue.shift()) {
      const clip = made.clips[(card.cardNumber - 1) % made.clips.length]!;
      const keys = {
        video: cardMediaKey(card.organizationId, card.reportId, card.cardNumber, 'video.mp4'),
        thumbnail: cardMediaKey(card.organizationId, card.reportId, card.cardNumber, 'thumbnail.jpg'),
      };
      await Promise.all([
        deps.objects.putFile(deps.mediaBucket, keys.video, clip.video, 'video/mp4'),
        deps.objects.putFile(deps.mediaBucket, keys.thumbnail, clip.thumbnail, 'image/jpeg'),
      ]);
      const media = clipMediaOf(card.id, keys, `Demo - Clip ${String(card.cardNumber).padStart(3, '0')}`, {
        video: clip.videoBytes,
        thumbnail: clip.thumbnailBytes,
      });
      // The seed wrote the card a moment ago: its version is known, so one write records the clip.
      await deps.cards.update(card.id, card.version, {
        media: [...card.media, ...media],
        clipStatus: 'ready',
        clipError: null,
        durationSeconds: clip.durationSeconds,
        updatedAt: deps.now().toISOString(),
      });
      stored.push(...media.map((medium) => ({ organizationId: card.organizationId, change: storageChangeOf(card.reportId, medium) })));
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, queue.length) }, worker));
  // The organisations' storage counted once each, as the clip job counts each clip it stores.
  for (const organizationId of new Set(stored.map((item) => item.organizationId))) {
    await deps.storage.add(
      organizationId,
      stored.filter((item) => item.organizationId === organizationId).map((item) => item.change),
    );
  }
  return { attached: cards.length, clipsMade: made.made, seconds: seconds() };
}

/** The seed's log line for the outcome, in words a newcomer acts on. */
export function describeDemoClips(outcome: DemoClipOutcome, cacheDir: string): string {
  if ('unavailable' in outcome) {
    return `Demo cards have no video: the demo clips could not be made (${outcome.unavailable}). Install ffmpeg (scripts/lib/setup.sh does it) and run ./scripts/dev --reset.`;
  }
  const how = outcome.clipsMade ? `${DEMO_CLIP_COUNT} clips made with ffmpeg into ${cacheDir}` : `clips reused from ${cacheDir}`;
  return `Demo clips: ${outcome.attached} cards have video (${how}) in ${outcome.seconds.toFixed(1)} s`;
}
