import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { API_URL, DEMO_ACCOUNTS, signInWithForm } from './support';

const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const CACHE_DIR = join(import.meta.dirname, '..', 'node_modules', '.cache', 'scout-e2e-media');

/** Real files made once with ffmpeg: a whiteboard photo (PNG), a diagram (JPEG) and a ~2.5 MB practice video. */
function ensureFile(name: string, args: string[]): string {
  const path = join(CACHE_DIR, name);
  if (existsSync(path)) return path;
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = join(CACHE_DIR, `partial-${name}`);
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args, partial], { stdio: 'pipe' });
  renameSync(partial, path);
  return path;
}

const still = (name: string, codec: string[]) =>
  ensureFile(name, ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=1', '-frames:v', '1', ...codec, '-f', 'image2']);

function practiceVideo(name: string, megabits: number): string {
  return ensureFile(name, [
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', `${megabits}M`, '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-f', 'mp4'],
  ]);
}

async function coachApi(): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: API_URL });
  const login = await anonymous.post('/api/v2/login', {
    data: { username: DEMO_ACCOUNTS.coach.username, password: DEMO_ACCOUNTS.coach.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL: API_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** A report of the coach with one card, for this test alone. */
async function newCard(): Promise<{ reportId: string; cardId: string }> {
  const api = await coachApi();
  const report = await api.post('/reports', { data: { title: `Media ${Date.now().toString(36)}`, opponent_name: 'Harbor' } });
  expect(report.ok()).toBe(true);
  const reportId = ((await report.json()) as { id: string }).id;
  const card = await api.post(`/reports/${reportId}/cards`, { data: { title: 'Trips right smash' } });
  expect(card.ok()).toBe(true);
  const cardId = ((await card.json()) as { id: string }).id;
  await api.dispose();
  return { reportId, cardId };
}

const media = (page: Page) => page.getByRole('region', { name: 'Media' });

async function addFile(page: Page, kind: 'Video' | 'Image' | '3D-app video', path: string): Promise<void> {
  await media(page).getByRole('button', { name: 'Add media' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${kind}`) }).click();
  await page.getByTestId('card-media-input').setInputFiles(path);
}

test.describe('a card’s media', () => {
  test('staff add an image and a video with a progress bar, view them full size by keyboard, replace and delete', async ({ page }) => {
    test.setTimeout(120_000);
    const { reportId, cardId } = await newCard();
    const photo = still('whiteboard.png', ['-c:v', 'png']);
    const diagram = still('diagram.jpg', ['-c:v', 'mjpeg']);
    const video = practiceVideo('practice.mp4', 10);
    const animation = practiceVideo('animation.mp4', 1);

    await signInWithForm(page, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/reports/${reportId}/cards/${cardId}/edit-view`);
    await expect(media(page)).toContainText('None yet');

    // An image: added, shown as a tile.
    await addFile(page, 'Image', photo);
    await expect(page.getByText('"whiteboard.png" added.')).toBeVisible();
    const image = media(page).getByRole('listitem', { name: 'Image: whiteboard.png' });
    await expect(image.getByRole('img')).toBeVisible();

    // A refused file says why, in words, and adds nothing.
    await addFile(page, 'Image', video);
    await expect(
      page.getByText('"practice.mp4" cannot be added as an image: only JPEG, PNG, WebP or HEIC image up to 20 MB can.'),
    ).toBeVisible();
    await expect(media(page).getByRole('listitem')).toHaveCount(1);

    // A video on a slow connection: its tile shows the upload's progress, then 'Making it playable…', then the player.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 600 * 1024,
    });
    await addFile(page, 'Video', video);
    const progress = page.getByRole('progressbar', { name: 'Upload progress of practice.mp4' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    const midway = Number(await progress.getAttribute('aria-valuenow'));
    expect(midway).toBeLessThan(100);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const videoTile = media(page).getByRole('listitem', { name: 'Video: practice.mp4' });
    await expect(videoTile.getByRole('button', { name: 'Open video practice.mp4' })).toBeVisible({ timeout: 60_000 });

    // A 3D-app video is labelled as such.
    await addFile(page, '3D-app video', animation);
    const threeD = media(page).getByRole('listitem', { name: '3D-app video: animation.mp4' });
    await expect(threeD.getByRole('button', { name: 'Open 3d-app video animation.mp4' })).toBeVisible({ timeout: 60_000 });
    await expect(media(page)).toContainText('3 files');

    // Full size by keyboard: Enter opens, → steps, Escape closes.
    await image.getByRole('button', { name: 'Open image whiteboard.png' }).focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toContainText('whiteboard.png');
    await expect(lightbox).toContainText('1 of 3');
    await expect(lightbox.getByRole('img', { name: 'Image of card 1: whiteboard.png' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('2 of 3');
    const player = lightbox.getByLabel('Video of card 1: practice.mp4');
    await expect(player).toBeVisible();
    await expect.poll(() => player.evaluate((element) => (element as HTMLVideoElement).duration), { timeout: 15_000 }).toBeGreaterThan(1.5);
    await lightbox.getByRole('button', { name: 'Next medium' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('3 of 3');
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();

    // Replace the image: the new one takes its place.
    await image.getByRole('button', { name: 'Replace whiteboard.png' }).click();
    await page.getByTestId('card-media-input').setInputFiles(diagram);
    await expect(page.getByText('"diagram.jpg" replaced "whiteboard.png".')).toBeVisible();
    await expect(media(page).getByRole('listitem', { name: 'Image: diagram.jpg' })).toBeVisible();
    await expect(image).toHaveCount(0);

    // Delete the video, after confirming.
    await videoTile.getByRole('button', { name: 'Delete practice.mp4' }).click();
    await page.getByRole('dialog', { name: 'Delete this file?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('"practice.mp4" deleted from card #1.')).toBeVisible();
    await expect(videoTile).toHaveCount(0);
    await expect(media(page)).toContainText('2 files');

    // The activity records both kinds of change.
    await page.goto(`/cards/${cardId}/activity`);
    await expect(page.getByText('Added media').first()).toBeVisible();
    await expect(page.getByText('Removed media').first()).toBeVisible();
  });

  test('the card viewer shows the media read-only', async ({ page }) => {
    const { reportId, cardId } = await newCard();
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/reports/${reportId}/cards/${cardId}/view`);
    await expect(media(page)).toContainText('This card has no media yet.');
    await expect(media(page).getByRole('button', { name: 'Add media' })).toHaveCount(0);
  });
});
