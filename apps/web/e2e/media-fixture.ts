import { expect, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureCacheDir } from './fixture-cache';

/** Real media made once with ffmpeg (never committed), and data prepared through the API as the app would. */

const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const CACHE_DIR = fixtureCacheDir('media', [import.meta.url]);

function ensureFile(name: string, args: string[]): string {
  const path = join(CACHE_DIR, name);
  if (existsSync(path)) return path;
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = join(CACHE_DIR, `partial-${name}`);
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args, partial], { stdio: 'pipe' });
  renameSync(partial, path);
  return path;
}

/** A still of the test pattern: a whiteboard photo (PNG) or a diagram (JPEG). */
export function stillImage(name: string, codec: 'png' | 'mjpeg'): string {
  return ensureFile(name, ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=1', '-frames:v', '1', '-c:v', codec, '-f', 'image2']);
}

/** A two-second H.264 MP4 at this bitrate (10 Mbit/s makes a file of about 2.5 MB). */
export function practiceVideo(name: string, megabits: number): string {
  return ensureFile(name, [
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', `${megabits}M`, '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-f', 'mp4'],
  ]);
}

/** A report of the coach with cards of these titles, for one test alone. */
export async function newReportWithCards(api: APIRequestContext, opponentName: string, titles: string[]) {
  const report = await api.post('/reports', { data: { title: `${opponentName} Defense`, opponentName } });
  expect(report.ok()).toBe(true);
  const reportId = ((await report.json()) as { id: string }).id;
  const cardIds: string[] = [];
  for (const title of titles) {
    const card = await api.post(`/reports/${reportId}/cards`, { data: { title, breakdown: { down: 3, distance: 6, hash: 'L' } } });
    expect(card.ok()).toBe(true);
    cardIds.push(((await card.json()) as { id: string }).id);
  }
  return { reportId, cardIds };
}

/** Adds a video to a card the way the browser does (sign, PUT, complete) and waits until it is playable. */
export async function addVideo(api: APIRequestContext, reportId: string, cardId: string, path: string): Promise<void> {
  const bytes = readFileSync(path);
  const signed = await api.post(`/reports/${reportId}/cards/${cardId}`, {
    data: { fileName: 'clip.mp4', fileType: 'video/mp4', mediaType: 'video', fileSize: bytes.length },
  });
  expect(signed.ok()).toBe(true);
  const { uploadUrl, mediaId, contentType } = (await signed.json()) as { uploadUrl: string; mediaId: string; contentType: string };
  const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
  expect(put.status).toBe(200);
  expect((await api.post(`/cards/${cardId}/media/${mediaId}/complete`)).ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const media = (await (await api.get(`/cards/${cardId}/media`)).json()) as { media: { mediaId: string; status?: string }[] };
        return media.media.find((medium) => medium.mediaId === mediaId)?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
}
