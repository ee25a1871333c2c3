import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isThumbnailImage, type Card } from '@scout/shared/domain';
import { createDynamoCardStore } from '../src/adapters/dynamodb/card-store.dynamodb';
import { createDynamoStorageUsage } from '../src/adapters/dynamodb/storage-usage.dynamodb';
import { createFfmpegDemoClips } from '../src/adapters/ffmpeg/demo-clips.ffmpeg';
import { createFfmpegMediaTools } from '../src/adapters/ffmpeg/media-tools.ffmpeg';
import { createS3MediaObjects } from '../src/adapters/s3/media-objects.s3';
import { env } from '../src/config/env';
import { cardMediaKey } from '../src/processing/ids';
import { attachDemoClips, DEMO_CLIP_COUNT, describeDemoClips, type DemoClipSource } from '../src/seed/demo-clips';

// The seed's clips on the embedded S3 and the test table, made by the real ffmpeg.

const cards = createDynamoCardStore();
const storage = createDynamoStorageUsage();
const objects = createS3MediaObjects();
const scratch = await mkdtemp(join(tmpdir(), 'scout-demo-clips-'));

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Seeded-like cards (version 1, no media) of a report of their own, in an organisation of their own. */
async function seededCards(label: string, count: number): Promise<Card[]> {
  const organizationId = `org-demo-clips-${label}-${Date.now().toString(36)}`;
  const reportId = `rpt-${organizationId}`;
  const at = new Date().toISOString();
  const made: Card[] = [];
  for (let number = 1; number <= count; number++) {
    const card: Card = {
      id: `card-${reportId}-${number}`,
      reportId,
      organizationId,
      cardNumber: number,
      title: `Play ${number}`,
      content: '{}',
      status: 'pending',
      breakdown: { odkm: 'D', coverage: 'Cover 3' },
      media: [],
      version: 1,
      createdAt: at,
      updatedAt: at,
      createdBy: 'user-admin',
      updatedBy: 'user-admin',
    };
    await cards.create(card);
    made.push(card);
  }
  return made;
}

function deps(source: DemoClipSource) {
  return { cards, storage, objects, mediaBucket: env().MEDIA_BUCKET, source, now: () => new Date() };
}

describe('the demo clips of the seed', () => {
  const cacheDir = join(scratch, 'cache');

  it('gives every card a ready clip and thumbnail under its own keys, as an imported clip is stored, and counts the storage', async () => {
    // Prepare: more cards than clips, so clips are shared.
    const seeded = await seededCards('attach', DEMO_CLIP_COUNT + 2);

    // Act
    const outcome = await attachDemoClips(deps(createFfmpegDemoClips({ cacheDir })), seeded);

    // Assess: every card has its video and thumbnail, stored in the media bucket, and the clip is ready.
    expect(outcome).toMatchObject({ attached: seeded.length, clipsMade: true });
    let bytes = 0;
    for (const card of seeded) {
      const stored = (await cards.get(card.id))!;
      expect(stored.clipStatus).toBe('ready');
      expect(stored.durationSeconds).toBeGreaterThan(2);
      const video = stored.media.find((medium) => medium.mediaType === 'video');
      const thumbnail = stored.media.find((medium) => isThumbnailImage(medium));
      expect(video).toMatchObject({
        mediaId: `${card.id}-video`,
        s3Key: cardMediaKey(card.organizationId, card.reportId, card.cardNumber, 'video.mp4'),
        mimeType: 'video/mp4',
      });
      expect(thumbnail).toMatchObject({
        mediaId: `${card.id}-thumbnail`,
        s3Key: cardMediaKey(card.organizationId, card.reportId, card.cardNumber, 'thumbnail.jpg'),
        mimeType: 'image/jpeg',
      });
      expect((await objects.head(env().MEDIA_BUCKET, video!.s3Key))?.size).toBe(video!.sizeBytes);
      expect((await objects.head(env().MEDIA_BUCKET, thumbnail!.s3Key))?.size).toBe(thumbnail!.sizeBytes);
      bytes += video!.sizeBytes! + thumbnail!.sizeBytes!;
    }
    expect(await storage.get(seeded[0]!.organizationId)).toEqual({ bytes, objects: seeded.length * 2 });

    // The stored video is H.264 MP4 a browser plays, the thumbnail a JPEG.
    const first = (await cards.get(seeded[0]!.id))!;
    const downloaded = join(scratch, 'first.mp4');
    await objects.download(env().MEDIA_BUCKET, first.media[0]!.s3Key, downloaded);
    const probe = await createFfmpegMediaTools().probe(downloaded);
    expect(probe.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p' });
    expect(probe.video!.height).toBeLessThanOrEqual(480);
    expect(probe.formatName).toContain('mp4');
    const jpeg = await readFile(join(cacheDir, 'v1', 'clip-1.jpg'));
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(describeDemoClips(outcome, cacheDir)).toContain(`${seeded.length} cards have video (${DEMO_CLIP_COUNT} clips made with ffmpeg`);
    // Encoding every demo clip with ffmpeg: about 10 s on a quiet 2-core machine, past 30 s on a busy one.
  }, 120_000);

  it('reuses the clips it made: a second seed makes none', async () => {
    const kept = await stat(join(cacheDir, 'v1', 'clip-1.mp4'));
    const seeded = await seededCards('reuse', 2);

    const outcome = await attachDemoClips(deps(createFfmpegDemoClips({ cacheDir })), seeded);

    expect(outcome).toMatchObject({ attached: 2, clipsMade: false });
    expect((await stat(join(cacheDir, 'v1', 'clip-1.mp4'))).mtimeMs).toBe(kept.mtimeMs);
    expect(describeDemoClips(outcome, cacheDir)).toContain('clips reused from');
    expect((await cards.get(seeded[1]!.id))?.clipStatus).toBe('ready');
  });

  it('leaves the cards without video, and says why and what to do, when ffmpeg is missing', async () => {
    const seeded = await seededCards('no-ffmpeg', 2);
    const source = createFfmpegDemoClips({ cacheDir: join(scratch, 'empty-cache'), ffmpegPath: join(scratch, 'no-such-ffmpeg') });

    const outcome = await attachDemoClips(deps(source), seeded);

    expect(outcome).toMatchObject({ attached: 0 });
    const line = describeDemoClips(outcome, 'cache');
    expect(line).toContain('Demo cards have no video');
    expect(line).toContain('Could not run');
    expect(line).toContain('Install ffmpeg');
    for (const card of seeded) expect((await cards.get(card.id))?.media).toEqual([]);
  });
});
