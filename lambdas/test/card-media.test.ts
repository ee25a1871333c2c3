import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Media } from '@scout/shared/domain';
import { createDynamoStorageUsage } from '../src/adapters/dynamodb/storage-usage.dynamodb';
import { inProcessQueue } from '../src/composition/in-process-processing';
import { env } from '../src/config/env';
import { newReport, objectBytes, objectKeys, type Account } from './support/film-upload';
import { corruptClip, h264Clip, h264MovClip, stillImage } from './support/film';
import { invoke, tokenFor } from './support/invoke';

const storage = createDynamoStorageUsage();

async function newCard(reportId: string, account: Account = 'coach'): Promise<{ id: string; cardNumber: number }> {
  const response = await invoke('createCard', { token: await tokenFor(account), params: { id: reportId }, body: { title: 'Media play' } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; cardNumber: number };
}

interface Added {
  uploadUrl: string;
  s3Key: string;
  mediaId: string;
  contentType: string;
  media: Media;
}

async function startAdding(
  reportId: string,
  cardId: string,
  file: { fileName: string; fileType?: string; mediaType: string; fileSize: number },
  account: Account = 'admin',
) {
  return invoke('addCardMedia', {
    token: await tokenFor(account),
    params: { id: reportId, cid: cardId },
    body: { file_name: file.fileName, file_type: file.fileType ?? '', media_type: file.mediaType, file_size: file.fileSize },
  });
}

/** What the browser does: ask for the URL, PUT the file with the type it was signed for, then say it is done. */
async function addFile(
  reportId: string,
  cardId: string,
  path: string,
  options: { fileName: string; mediaType: string; fileType?: string; account?: Account },
): Promise<{ added: Added; completed: { statusCode: number; body: Record<string, unknown> } }> {
  const bytes = await readFile(path);
  const account = options.account ?? 'admin';
  const started = await startAdding(reportId, cardId, { ...options, fileSize: bytes.length }, account);
  expect(started.statusCode, JSON.stringify(started.body)).toBe(201);
  const added = started.body as unknown as Added;
  const put = await fetch(added.uploadUrl, { method: 'PUT', headers: { 'content-type': added.contentType }, body: bytes });
  expect(put.status).toBe(200);
  const completed = await invoke('completeCardMedia', { token: await tokenFor(account), params: { cid: cardId, mid: added.mediaId } });
  return { added, completed };
}

async function mediaOf(cardId: string, account: Account = 'coach'): Promise<Media[]> {
  const response = await invoke('listCardMedia', { token: await tokenFor(account), params: { cid: cardId } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.media as Media[];
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const expiresIn = (url: string) => Number(new URL(url).searchParams.get('X-Amz-Expires'));

describe('adding an image to a card', () => {
  it('signs a PUT for the type and size, keeps the image, counts its bytes, and deletes it again', async () => {
    const report = await newReport('coach', 'Image report');
    const card = await newCard(report.id);
    const png = await stillImage('whiteboard', 'png');
    const before = await storage.get(report.organizationId);

    const { added, completed } = await addFile(report.id, card.id, png, { fileName: 'Whiteboard.PNG', mediaType: 'image' });

    expect(added.contentType).toBe('image/png');
    expect(added.s3Key).toMatch(
      new RegExp(`^organizations/${report.organizationId}/reports/${report.id}/cards/\\d{4}/media/${added.mediaId}/original\\.png$`),
    );
    expect(completed.statusCode, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.media).toMatchObject({ status: 'ready', mediaType: 'image', fileName: 'Whiteboard.PNG' });

    const [image] = await mediaOf(card.id);
    expect(image).toMatchObject({ mediaId: added.mediaId, status: 'ready', sizeBytes: (await stat(png)).size });
    expect(await fetchBytes(image!.url!)).toEqual(await readFile(png));
    expect(expiresIn(image!.url!)).toBeLessThanOrEqual(15 * 60);
    const after = await storage.get(report.organizationId);
    expect(after.bytes - before.bytes).toBe((await stat(png)).size);
    expect(after.objects - before.objects).toBe(1);

    // Every URL route answers for it, short-lived.
    const token = await tokenFor('coach');
    const urls = await Promise.all([
      invoke('presignMediaUrl', { token, body: { s3_key: added.s3Key, report_id: report.id, action: 'get_object' } }),
      invoke('getPresignedUrl', { token, body: { s3_key: added.s3Key, action: 'read' } }),
      invoke('mediaImageUrl', { token, query: { s3_key: added.s3Key } }),
      invoke('cardImageUrl', { token, params: { cid: card.id } }),
      invoke('reportMediaUrl', { token, params: { id: report.id, mid: added.mediaId } }),
    ]);
    for (const response of urls) {
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      const url = (response.body.presignedUrl ?? response.body.url) as string;
      expect(expiresIn(url)).toBe(900);
      expect(await fetchBytes(url)).toEqual(await readFile(png));
    }
    // An image is not a video.
    expect((await invoke('mediaVideoUrl', { token, query: { s3_key: added.s3Key } })).statusCode).toBe(404);
    expect((await invoke('cardVideoUrl', { token, params: { cid: card.id } })).statusCode).toBe(404);

    const deleted = await invoke('deleteCardMedia', { token: await tokenFor('admin'), params: { cid: card.id, mid: added.mediaId } });
    expect(deleted.statusCode).toBe(200);
    expect(await mediaOf(card.id)).toEqual([]);
    expect(await objectKeys(env().MEDIA_BUCKET, added.s3Key)).toEqual([]);
    expect(await storage.get(report.organizationId)).toEqual(before);
    const activity = await invoke('listCardActivity', { token, params: { cid: card.id } });
    expect((activity.body.activity as { action: string }[]).map((entry) => entry.action)).toEqual([
      'media_removed',
      'media_added',
      'created',
    ]);
    // The deleted key is no longer signed.
    expect((await invoke('presignMediaUrl', { token, body: { s3_key: added.s3Key } })).statusCode).toBe(404);
  });

  it('takes JPEG and WebP too, and deletes by the medium alone (the fallback route)', async () => {
    const report = await newReport('coach', 'Image kinds');
    const card = await newCard(report.id);
    const jpeg = await addFile(report.id, card.id, await stillImage('photo', 'jpg'), {
      fileName: 'photo.jpeg',
      fileType: 'image/jpeg',
      mediaType: 'image',
    });
    const webp = await addFile(report.id, card.id, await stillImage('diagram', 'webp'), { fileName: 'diagram.webp', mediaType: 'image' });
    expect(jpeg.completed.statusCode, JSON.stringify(jpeg.completed.body)).toBe(200);
    expect(webp.completed.statusCode, JSON.stringify(webp.completed.body)).toBe(200);
    expect((await mediaOf(card.id)).map((m) => m.mimeType)).toEqual(['image/jpeg', 'image/webp']);

    const response = await invoke('deleteMedia', { token: await tokenFor('coach'), params: { mid: jpeg.added.mediaId } });
    expect(response.statusCode).toBe(200);
    expect((await mediaOf(card.id)).map((m) => m.mediaId)).toEqual([webp.added.mediaId]);
  });
});

describe('refusing a file', () => {
  it.each([
    [
      { fileName: 'play.gif', mediaType: 'image', fileSize: 1000 },
      '"play.gif" cannot be added as an image: only JPEG, PNG, WebP or HEIC image up to 20 MB can.',
    ],
    [
      { fileName: 'huge.jpg', mediaType: 'image', fileSize: 20 * 1024 ** 2 + 1 },
      '"huge.jpg" is larger than 20 MB: only JPEG, PNG, WebP or HEIC image up to 20 MB can be added.',
    ],
    [
      { fileName: 'game.mp4', mediaType: 'video', fileSize: 2 * 1024 ** 3 + 1 },
      '"game.mp4" is larger than 2 GB: only MP4 or MOV video up to 2 GB can be added.',
    ],
    [
      { fileName: 'game.avi', mediaType: 'video', fileSize: 1000 },
      '"game.avi" cannot be added as a video: only MP4 or MOV video up to 2 GB can.',
    ],
    [
      { fileName: 'shot.png', fileType: 'image/jpeg', mediaType: 'image', fileSize: 1000 },
      '"shot.png" is image/jpeg, which does not match its .png name. Only JPEG, PNG, WebP or HEIC image up to 20 MB can be added.',
    ],
    [{ fileName: 'empty.png', mediaType: 'image', fileSize: 0 }, '"empty.png" is empty.'],
    [{ fileName: 'model.mp4', mediaType: 'hologram', fileSize: 1000 }, 'Media type must be video, image or 3d-app-video, not "hologram".'],
  ])('%j → 400 in words, nothing recorded', async (file, message) => {
    const report = await newReport('coach', 'Refusals');
    const card = await newCard(report.id);
    const response = await startAdding(report.id, card.id, file);
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await mediaOf(card.id)).toEqual([]);
  });

  it('is refused by storage when the PUT sends another type or size than was signed', async () => {
    const report = await newReport('coach', 'Signed PUT');
    const card = await newCard(report.id);
    const png = await readFile(await stillImage('signed', 'png'));
    const started = await startAdding(report.id, card.id, { fileName: 'a.png', mediaType: 'image', fileSize: png.length });
    const { uploadUrl } = started.body as unknown as Added;

    const otherType = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: png });
    const otherSize = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: Buffer.concat([png, png]) });

    expect(otherType.status).toBe(403);
    expect(otherSize.status).toBe(403);
  });

  it('checks what arrived: a JPEG named .png is deleted and refused', async () => {
    const report = await newReport('coach', 'Content check');
    const card = await newCard(report.id);
    const jpeg = await readFile(await stillImage('disguised', 'jpg'));
    const started = await startAdding(report.id, card.id, { fileName: 'disguised.png', mediaType: 'image', fileSize: jpeg.length });
    const added = started.body as unknown as Added;
    expect((await fetch(added.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: jpeg })).status).toBe(200);

    const completed = await invoke('completeCardMedia', { token: await tokenFor('admin'), params: { cid: card.id, mid: added.mediaId } });

    expect(completed.statusCode).toBe(400);
    expect(completed.body.message).toBe('"disguised.png" is not a PNG image. Only JPEG, PNG, WebP or HEIC image up to 20 MB can be added.');
    expect(await mediaOf(card.id)).toEqual([]);
    expect(await objectKeys(env().MEDIA_BUCKET, added.s3Key)).toEqual([]);
  });

  it('answers a completion with no file in words, and drops the record', async () => {
    const report = await newReport('coach', 'Never uploaded');
    const card = await newCard(report.id);
    const started = await startAdding(report.id, card.id, { fileName: 'lost.png', mediaType: 'image', fileSize: 100 });
    const added = started.body as unknown as Added;

    const completed = await invoke('completeCardMedia', { token: await tokenFor('admin'), params: { cid: card.id, mid: added.mediaId } });

    expect(completed.statusCode).toBe(400);
    expect(completed.body.message).toBe('"lost.png" did not arrive. Add it again.');
    expect(await mediaOf(card.id)).toEqual([]);
  });
});

describe('adding a video to a card', () => {
  it('makes it playable with a poster, as a clip from a ZIP, and deletes the upload', async () => {
    const report = await newReport('coach', 'Video report');
    const card = await newCard(report.id);
    const clip = await h264Clip('added-video', { seconds: 2 });
    const before = await storage.get(report.organizationId);

    const { added, completed } = await addFile(report.id, card.id, clip, {
      fileName: 'Practice rep.mp4',
      fileType: 'video/mp4',
      mediaType: 'video',
    });
    expect(completed.statusCode, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.media).toMatchObject({ status: 'processing' });
    expect(added.s3Key).toContain('/uploads/media/');
    await inProcessQueue().idle();

    const [video] = await mediaOf(card.id);
    expect(video).toMatchObject({ status: 'ready', mediaType: 'video', mimeType: 'video/mp4', fileName: 'Practice rep.mp4' });
    expect(video!.s3Key).toMatch(/\/cards\/\d{4}\/media\/.+\/video\.mp4$/);
    expect(video!.durationSeconds).toBeCloseTo(2, 0);
    const mp4 = await fetchBytes(video!.url!);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const poster = await fetchBytes(video!.posterUrl!);
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await objectKeys(env().UPLOAD_BUCKET, added.s3Key)).toEqual([]);
    expect(video!.sizeBytes).toBe(mp4.length + poster.length);
    const after = await storage.get(report.organizationId);
    expect(after.bytes - before.bytes).toBe(mp4.length + poster.length);
    expect(after.objects - before.objects).toBe(2);

    const token = await tokenFor('coach');
    const byCard = await invoke('cardVideoUrl', { token, params: { cid: card.id } });
    expect(byCard.statusCode).toBe(200);
    expect(await fetchBytes(byCard.body.url as string)).toEqual(mp4);
    expect((await invoke('mediaVideoUrl', { token, query: { s3_key: video!.s3Key } })).statusCode).toBe(200);
    expect((await invoke('mediaImageUrl', { token, query: { s3_key: video!.posterS3Key! } })).statusCode).toBe(200);

    // Deleting the card deletes the video and its poster, and gives the bytes back.
    const deleted = await invoke('deleteCard', { token, params: { id: report.id, cid: card.id } });
    expect(deleted.statusCode).toBe(200);
    expect(await objectKeys(env().MEDIA_BUCKET, `organizations/${report.organizationId}/reports/${report.id}/cards/`)).toEqual([]);
    expect(await storage.get(report.organizationId)).toEqual(before);
  });

  it('takes a MOV as a 3D-app video (sent as 3d_video, stored as 3d-app-video)', async () => {
    const report = await newReport('coach', '3D video');
    const card = await newCard(report.id);
    const { completed } = await addFile(report.id, card.id, await h264MovClip('animation'), {
      fileName: 'Animation.mov',
      mediaType: '3d_video',
    });
    expect(completed.statusCode, JSON.stringify(completed.body)).toBe(200);
    await inProcessQueue().idle();

    const [video] = await mediaOf(card.id);
    expect(video).toMatchObject({ status: 'ready', mediaType: '3d-app-video', mimeType: 'video/mp4' });
    expect((await fetchBytes(video!.url!)).subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('fails the medium, in words, when ffmpeg cannot read the video', async () => {
    const report = await newReport('coach', 'Broken video');
    const card = await newCard(report.id);
    const { added, completed } = await addFile(report.id, card.id, await corruptClip('added-broken'), {
      fileName: 'broken.mp4',
      mediaType: 'video',
    });
    expect(completed.statusCode).toBe(200);
    await inProcessQueue().idle();

    const [video] = await mediaOf(card.id);
    expect(video).toMatchObject({ status: 'failed' });
    expect(video!.error).toMatch(/^This video could not be made playable: /);
    expect(video!.url ?? null).toBeNull();
    expect(await objectKeys(env().UPLOAD_BUCKET, added.s3Key)).toEqual([]);
  });
});

describe("another organisation's media", () => {
  it('are not signed, listed, added to or deleted: every route answers 404', async () => {
    const rival = await newReport('rivalCoach', 'Rival media');
    const rivalCard = await newCard(rival.id, 'rivalCoach');
    const { added, completed } = await addFile(rival.id, rivalCard.id, await stillImage('rival', 'png'), {
      fileName: 'rival.png',
      mediaType: 'image',
      account: 'rivalCoach',
    });
    expect(completed.statusCode).toBe(200);
    const token = await tokenFor('coach');

    const answers = await Promise.all([
      invoke('presignMediaUrl', { token, body: { s3_key: added.s3Key, report_id: rival.id } }),
      invoke('presignMediaUrl', { token, body: { s3_key: added.s3Key } }),
      invoke('getPresignedUrl', { token, body: { s3_key: added.s3Key } }),
      invoke('mediaImageUrl', { token, query: { s3_key: added.s3Key } }),
      invoke('cardImageUrl', { token, params: { cid: rivalCard.id } }),
      invoke('reportMediaUrl', { token, params: { id: rival.id, mid: added.mediaId } }),
      invoke('listCardMedia', { token, params: { cid: rivalCard.id } }),
      invoke('completeCardMedia', { token, params: { cid: rivalCard.id, mid: added.mediaId } }),
      invoke('deleteCardMedia', { token, params: { cid: rivalCard.id, mid: added.mediaId } }),
      invoke('deleteMedia', { token, params: { mid: added.mediaId } }),
      startAdding(rival.id, rivalCard.id, { fileName: 'x.png', mediaType: 'image', fileSize: 10 }, 'coach'),
    ]);
    for (const answer of answers) expect(answer.statusCode, JSON.stringify(answer.body)).toBe(404);
    expect(await mediaOf(rivalCard.id, 'rivalCoach')).toHaveLength(1);

    // Staff may view any organisation's media.
    expect((await invoke('presignMediaUrl', { token: await tokenFor('admin'), body: { s3_key: added.s3Key } })).statusCode).toBe(200);
  });

  it('signs no key the server did not record: unknown, made-up, half-uploaded or outside a card', async () => {
    const report = await newReport('coach', 'Unknown keys');
    const card = await newCard(report.id);
    const started = await startAdding(report.id, card.id, { fileName: 'pending.png', mediaType: 'image', fileSize: 100 });
    const pending = started.body as unknown as Added;
    const prefix = `organizations/${report.organizationId}/reports/${report.id}`;
    const token = await tokenFor('coach');

    for (const key of [
      `${prefix}/cards/${String(card.cardNumber).padStart(4, '0')}/secret.mp4`,
      `${prefix}/cards/9999/video.mp4`,
      `${prefix}/uploads/0b7f1c9e-2a51-4d3e-9c1b-5f0e6a7d8c90.zip`,
      pending.s3Key,
      `${prefix}/cards/0001/../../../other/cards/0001/video.mp4`,
      'anything',
    ]) {
      const response = await invoke('presignMediaUrl', { token, body: { s3_key: key } });
      expect(response.statusCode, key).toBe(404);
    }
    // A report id that does not match the key's.
    const wrongReport = await invoke('presignMediaUrl', { token, body: { s3_key: pending.s3Key, report_id: 'rpt-eagles-central' } });
    expect(wrongReport.statusCode).toBe(404);
  });
});

describe('the media fetched with a card', () => {
  it('carry hour-long URLs for ready media and none for media still uploading', async () => {
    const report = await newReport('coach', 'Card URLs');
    const card = await newCard(report.id);
    await addFile(report.id, card.id, await stillImage('listed', 'png'), { fileName: 'listed.png', mediaType: 'image' });
    await startAdding(report.id, card.id, { fileName: 'later.png', mediaType: 'image', fileSize: 100 });

    const response = await invoke('getCard', {
      token: await tokenFor('coach'),
      params: { id: report.id, cid: card.id },
      query: { generateUrls: 'true' },
    });

    const media = response.body.media as Media[];
    expect(media.map((m) => m.status)).toEqual(['ready', 'uploading']);
    expect(expiresIn(media[0]!.url!)).toBe(3600);
    expect(media[1]!.url ?? null).toBeNull();
    expect(await objectBytes(env().MEDIA_BUCKET, media[0]!.s3Key)).toEqual(await fetchBytes(media[0]!.url!));
  });
});

/** The client's two calls and nothing more: POST /reports/{rid}/cards/{cid}, then PUT the file to the URL. */
async function postAndPut(
  reportId: string,
  cardId: string,
  bytes: Buffer,
  file: { fileName: string; mediaType: string; contentType?: string },
): Promise<Added> {
  const started = await startAdding(reportId, cardId, { ...file, fileSize: bytes.length });
  expect(started.statusCode, JSON.stringify(started.body)).toBe(201);
  const added = started.body as unknown as Added;
  const put = await fetch(added.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': file.contentType ?? added.contentType },
    body: bytes,
  });
  expect(put.status).toBe(200);
  return added;
}

/** What S3's event rule puts on the queue in AWS (and the local S3's twin locally), run to its end. */
async function objectCreated(bucket: string, key: string): Promise<void> {
  await inProcessQueue().send([{ type: 'objectCreated', bucket, key }]);
  await inProcessQueue().idle();
}

describe('a client following the API’s calls: POST for the URL, PUT the file, and nothing more', () => {
  it('reads the image at once: the first presigned-url request checks what arrived, counts it, and signs it', async () => {
    const report = await newReport('coach', 'Spec client');
    const card = await newCard(report.id);
    const png = await readFile(await stillImage('spec-client', 'png'));
    const before = await storage.get(report.organizationId);
    const added = await postAndPut(report.id, card.id, png, { fileName: 'board.png', mediaType: 'image' });

    const signed = await invoke('presignMediaUrl', {
      token: await tokenFor('coach'),
      body: { s3_key: added.s3Key, report_id: report.id, action: 'get_object' },
    });

    expect(signed.statusCode, JSON.stringify(signed.body)).toBe(200);
    expect(await fetchBytes(signed.body.presignedUrl as string)).toEqual(png);
    expect((await mediaOf(card.id)).map((medium) => medium.status)).toEqual(['ready']);
    // The web app's complete call, coming after, changes nothing and counts nothing twice.
    const completed = await invoke('completeCardMedia', { token: await tokenFor('admin'), params: { cid: card.id, mid: added.mediaId } });
    expect(completed.statusCode, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.media).toMatchObject({ status: 'ready' });
    const after = await storage.get(report.organizationId);
    expect(after.bytes - before.bytes).toBe(png.length);
    expect(after.objects - before.objects).toBe(1);
  });

  it('is ready before anyone reads it once the storage’s object-created event is handled, whichever comes twice', async () => {
    const report = await newReport('coach', 'Spec client event');
    const card = await newCard(report.id);
    const png = await readFile(await stillImage('spec-event', 'png'));
    const before = await storage.get(report.organizationId);
    const added = await postAndPut(report.id, card.id, png, { fileName: 'event.png', mediaType: 'image' });

    await objectCreated(env().MEDIA_BUCKET, added.s3Key);
    await objectCreated(env().MEDIA_BUCKET, added.s3Key);

    const [medium] = await mediaOf(card.id);
    expect(medium).toMatchObject({ status: 'ready', sizeBytes: png.length });
    expect(await fetchBytes(medium!.url!)).toEqual(png);
    const completed = await invoke('completeCardMedia', { token: await tokenFor('admin'), params: { cid: card.id, mid: added.mediaId } });
    expect(completed.body.media).toMatchObject({ status: 'ready' });
    expect((await storage.get(report.organizationId)).bytes - before.bytes).toBe(png.length);
    const activity = await invoke('listCardActivity', { token: await tokenFor('admin'), params: { cid: card.id } });
    const mediaAdded = (activity.body.activity as { action: string }[]).filter((entry) => entry.action === 'media_added');
    expect(mediaAdded).toHaveLength(1);
  });

  it('checks once when complete calls and object-created events come at the same moment', async () => {
    const report = await newReport('coach', 'Spec client race');
    const card = await newCard(report.id);
    const png = await readFile(await stillImage('spec-race', 'png'));
    const before = await storage.get(report.organizationId);
    const added = await postAndPut(report.id, card.id, png, { fileName: 'race.png', mediaType: 'image' });

    // Several read the medium while it is uploading; one write wins, and the others' retries (their writes lost to
    // the winner's version) find it settled: none of them counts or queues it again.
    const token = await tokenFor('coach');
    const completes = Array.from({ length: 3 }, () => invoke('completeCardMedia', { token, params: { cid: card.id, mid: added.mediaId } }));
    const events = Array.from({ length: 3 }, () =>
      inProcessQueue().send([{ type: 'objectCreated', bucket: env().MEDIA_BUCKET, key: added.s3Key }]),
    );
    const [answers] = await Promise.all([Promise.all(completes), Promise.all(events)]);
    await inProcessQueue().idle();

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await mediaOf(card.id)).toEqual([expect.objectContaining({ mediaId: added.mediaId, status: 'ready' })]);
    const after = await storage.get(report.organizationId);
    expect([after.bytes - before.bytes, after.objects - before.objects]).toEqual([png.length, 1]);
    const activity = await invoke('listCardActivity', { token: await tokenFor('admin'), params: { cid: card.id } });
    expect((activity.body.activity as { action: string }[]).filter((entry) => entry.action === 'media_added')).toHaveLength(1);
  });

  it('ends a bad object failed, not ready: a JPEG sent as a PNG is deleted and its reason kept', async () => {
    const report = await newReport('coach', 'Spec client bad file');
    const card = await newCard(report.id);
    const jpeg = await readFile(await stillImage('spec-disguised', 'jpg'));
    const added = await postAndPut(report.id, card.id, jpeg, { fileName: 'disguised.png', mediaType: 'image' });

    await objectCreated(env().MEDIA_BUCKET, added.s3Key);

    const reason = '"disguised.png" is not a PNG image. Only JPEG, PNG, WebP or HEIC image up to 20 MB can be added.';
    expect(await mediaOf(card.id)).toEqual([expect.objectContaining({ mediaId: added.mediaId, status: 'failed', error: reason })]);
    expect(await objectKeys(env().MEDIA_BUCKET, added.s3Key)).toEqual([]);
    const token = await tokenFor('admin');
    expect((await invoke('presignMediaUrl', { token, body: { s3_key: added.s3Key } })).statusCode).toBe(404);
    const completed = await invoke('completeCardMedia', { token, params: { cid: card.id, mid: added.mediaId } });
    expect([completed.statusCode, completed.body.message]).toEqual([400, reason]);
  });

  it('refuses a bad object on its first read too, in words, and keeps it failed', async () => {
    const report = await newReport('coach', 'Spec client bad read');
    const card = await newCard(report.id);
    const jpeg = await readFile(await stillImage('spec-disguised-read', 'jpg'));
    const added = await postAndPut(report.id, card.id, jpeg, { fileName: 'sneaky.png', mediaType: 'image' });

    const signed = await invoke('presignMediaUrl', { token: await tokenFor('coach'), body: { s3_key: added.s3Key, report_id: report.id } });

    expect(signed.statusCode).toBe(400);
    expect(signed.body.message).toBe('"sneaky.png" is not a PNG image. Only JPEG, PNG, WebP or HEIC image up to 20 MB can be added.');
    expect((await mediaOf(card.id)).map((medium) => medium.status)).toEqual(['failed']);
  });

  it('leaves a medium whose file has not arrived uploading: its key is not signed yet', async () => {
    const report = await newReport('coach', 'Spec client early read');
    const card = await newCard(report.id);
    const started = await startAdding(report.id, card.id, { fileName: 'later.png', mediaType: 'image', fileSize: 100 });
    const added = started.body as unknown as Added;

    const signed = await invoke('presignMediaUrl', { token: await tokenFor('coach'), body: { s3_key: added.s3Key } });
    await objectCreated(env().MEDIA_BUCKET, added.s3Key);

    expect([signed.statusCode, signed.body.message]).toEqual([404, 'Media not found']);
    expect((await mediaOf(card.id)).map((medium) => medium.status)).toEqual(['uploading']);
  });

  it('makes an added video playable once it has arrived, and its upload key then reads the playable video', async () => {
    const report = await newReport('coach', 'Spec client video');
    const card = await newCard(report.id);
    const clip = await readFile(await h264Clip('spec-video', { seconds: 2 }));
    const added = await postAndPut(report.id, card.id, clip, { fileName: 'play.mp4', mediaType: 'video' });
    const token = await tokenFor('coach');

    const early = await invoke('presignMediaUrl', { token, body: { s3_key: added.s3Key, report_id: report.id } });
    expect([early.statusCode, early.body.message]).toEqual([404, 'This medium is not ready yet']);
    await objectCreated(env().UPLOAD_BUCKET, added.s3Key);

    const [medium] = await mediaOf(card.id);
    expect(medium).toMatchObject({ status: 'ready', mimeType: 'video/mp4' });
    const signed = await invoke('presignMediaUrl', { token, body: { s3_key: added.s3Key, report_id: report.id } });
    expect(signed.statusCode, JSON.stringify(signed.body)).toBe(200);
    const bytes = await fetchBytes(signed.body.presignedUrl as string);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });
});
