import { expect, type Page, type Route } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fixtureCacheDir } from './fixture-cache';

/**
 * A small Hudl-style export for the upload test, made with ffmpeg and zip (never committed): three
 * one-second clips, 320x180 H.264/AAC with the index up front, named so that natural order (2 before 10)
 * differs from text order, and a breakdown sheet with one row per play.
 */

const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const ZIP = process.env.ZIP_PATH || '/usr/bin/zip';
const CACHE_DIR = fixtureCacheDir('film', [import.meta.url]);

/** The clips in the order their cards must be numbered. */
export const FILM_CLIPS = ['Game 1/Clip 1.mp4', 'Game 1/Clip 2.mp4', 'Game 1/Clip 10.mp4'] as const;

/** One row per clip, in clip order: play number, who has the ball, down and distance. */
export const FILM_BREAKDOWN = [
  { play: 1, odk: 'O', down: 1, distance: 10 },
  { play: 2, odk: 'O', down: 3, distance: 7 },
  { play: 3, odk: 'O', down: 2, distance: 4 },
] as const;

export const FILM_ZIP_NAME = 'Week 3 film.zip';

const TONES = [440, 660, 880];

export function makeClip(path: string, index: number): void {
  mkdirSync(dirname(path), { recursive: true });
  execFileSync(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=320x180:rate=30:duration=1`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${TONES[index] ?? 440}:duration=1`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'baseline',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-shortest',
      '-movflags',
      '+faststart',
      path,
    ],
    { stdio: 'pipe' },
  );
}

/** Builds the ZIP once per checkout (it is the same every time) and returns its path. */
export function ensureFilmZip(): string {
  const zipPath = join(CACHE_DIR, FILM_ZIP_NAME);
  if (existsSync(zipPath)) return zipPath;
  const work = join(CACHE_DIR, 'contents');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  FILM_CLIPS.forEach((clip, index) => makeClip(join(work, clip), index));
  const csv =
    ['PLAY #,ODK,DN,DIST', ...FILM_BREAKDOWN.map((row) => `${row.play},${row.odk},${row.down},${row.distance}`)].join('\n') + '\n';
  writeFileSync(join(work, 'breakdown.csv'), csv);
  const partial = `${zipPath}.partial`;
  rmSync(partial, { force: true });
  execFileSync(ZIP, ['-q', '-r', '-X', partial, 'Game 1', 'breakdown.csv'], { cwd: work, stdio: 'pipe' });
  renameSync(partial, zipPath);
  return zipPath;
}

export const LARGE_ZIP_NAME = 'Season film.zip';
/** Over SINGLE_PUT_MAX_BYTES (64 MiB), so the browser sends it as an S3 multipart upload. */
const PADDING_BYTES = 70 * 1024 * 1024;

/**
 * A ZIP too big for one PUT: one clip and a 70 MiB file that is not film (processing skips it), stored
 * uncompressed so the ZIP itself is over 64 MiB.
 */
export function ensureLargeFilmZip(): string {
  const zipPath = join(CACHE_DIR, LARGE_ZIP_NAME);
  if (existsSync(zipPath)) return zipPath;
  const work = join(CACHE_DIR, 'large-contents');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'Extras'), { recursive: true });
  makeClip(join(work, 'Season', 'Clip 1.mp4'), 0);
  const padding = Buffer.alloc(PADDING_BYTES);
  for (let i = 0; i < padding.length; i += 4096) padding.writeUInt32LE((i * 2654435761) >>> 0, i);
  writeFileSync(join(work, 'Extras', 'padding.bin'), padding);
  const partial = `${zipPath}.partial`;
  rmSync(partial, { force: true });
  execFileSync(ZIP, ['-q', '-0', '-r', '-X', partial, 'Season', 'Extras'], { cwd: work, stdio: 'pipe' });
  renameSync(partial, zipPath);
  rmSync(work, { recursive: true, force: true });
  return zipPath;
}

/** How long processing of the three-clip fixture may take on the local stack. */
export const PROCESSING_TIMEOUT_MS = 60_000;

/**
 * Small fixtures are processed within a second or two, so the dashboard's first status check could already
 * clear the banner: hold those checks until the test has seen the banner, then let them through.
 */
export async function holdProcessingChecks(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/processing-status', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
}

/** Uploads the three-clip film ZIP (from the dashboard) as the signed-in coach and waits until its cards are ready. */
export async function uploadFilm(page: Page, opponent: string, abbreviation: string): Promise<string> {
  await page.getByRole('link', { name: 'New Report', exact: true }).click();
  await page.getByLabel('Opponent Name').fill(opponent);
  await page.getByLabel('Opponent Abbreviation').fill(abbreviation);
  await page.getByRole('radio', { name: 'Offense', exact: true }).check();
  await page.getByLabel('Game film ZIP file').setInputFiles(ensureFilmZip());
  const releaseChecks = await holdProcessingChecks(page);
  await page.getByRole('button', { name: 'Create report and upload' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const banner = page.getByRole('alert').filter({ hasText: 'Processing your game film' });
  await expect(banner).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('scout.processing'));
  const { reportId } = JSON.parse(stored ?? '{}') as { reportId: string };
  expect(reportId, 'the report being processed').toBeTruthy();
  await releaseChecks();
  await expect(banner).toBeHidden({ timeout: PROCESSING_TIMEOUT_MS });
  await expect(page.getByText(`Your film is processed: ${FILM_CLIPS.length} cards are ready.`)).toBeVisible();
  return reportId;
}
