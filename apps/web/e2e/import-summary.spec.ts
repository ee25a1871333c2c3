import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fixtureCacheDir } from './fixture-cache';
import { PROCESSING_TIMEOUT_MS } from './film-fixture';
import { keepSession } from './support';

/**
 * A Hudl-shaped export of two games (made with ffmpeg and zip, never committed): two one-second clips of each
 * game in its own folder, and one sheet whose OPPONENT column names the game, whose RESULT has a value Scout does
 * not know on cards 2 and 4, with a GAP column and the coach's own second 'Result' column.
 */
const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const ZIP = process.env.ZIP_PATH || '/usr/bin/zip';
const CACHE_DIR = fixtureCacheDir('import-summary', [import.meta.url]);
const ZIP_NAME = 'Two games.zip';
const CLIPS = ['ASU/Clip 1.mp4', 'ASU/Clip 2.mp4', 'Utah/Clip 1.mp4', 'Utah/Clip 2.mp4'];
const SHEET = [
  'PLAY #,OPPONENT,ODK,QTR,DN,DIST,PLAY TYPE,RESULT,GAP,Result',
  '1,ASU,O,1,1,10,Run,Rush,B,stuffed',
  '2,ASU,O,2,2,6,Run,Sweepy TD,C,',
  '1,Utah,O,1,1,10,Pass,Complete,,',
  '2,Utah,O,4,3,4,Run,Sweepy TD,A,',
].join('\n');

function ensureTwoGamesZip(): string {
  const zipPath = join(CACHE_DIR, ZIP_NAME);
  if (existsSync(zipPath)) return zipPath;
  const work = join(CACHE_DIR, 'contents');
  rmSync(work, { recursive: true, force: true });
  for (const clip of CLIPS) {
    const path = join(work, clip);
    mkdirSync(dirname(path), { recursive: true });
    execFileSync(
      FFMPEG,
      ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=15:duration=1'].concat([
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        path,
      ]),
      { stdio: 'pipe' },
    );
  }
  writeFileSync(join(work, 'breakdown.csv'), `${SHEET}\n`);
  const partial = `${zipPath}.partial`;
  rmSync(partial, { force: true });
  execFileSync(ZIP, ['-q', '-r', '-X', partial, 'ASU', 'Utah', 'breakdown.csv'], { cwd: work, stdio: 'pipe' });
  renameSync(partial, zipPath);
  return zipPath;
}

/** Uploads the ZIP as a coach would, and answers the new report's id (from the create call the page makes). */
async function uploadTwoGames(page: Page, zipPath: string): Promise<string> {
  await page.goto('/upload-zip');
  await page.getByLabel('Opponent Name').fill(`Desert Hawks ${Date.now().toString(36).toUpperCase()}`);
  await page.getByLabel('Game film ZIP file').setInputFiles(zipPath);
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && /\/reports$/.test(response.url()));
  // Processing starts once the ZIP is in S3: leaving the page before would abort the upload.
  const started = page.waitForResponse((response) => /\/hudl-legacy-upload$/.test(response.url()), { timeout: 90_000 });
  await page.getByRole('button', { name: 'Create report and upload' }).click();
  const body = (await (await created).json()) as { id: string };
  expect((await started).ok()).toBe(true);
  return body.id;
}

test('after an import the report shows what the sheet held, links the cards of a value not recognised, and analytics filter by quarter and game', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const zipPath = ensureTwoGamesZip();
  await keepSession(page, 'coach');

  // Act: upload the export of two games, then open the report once its import is done.
  const reportId = await uploadTwoGames(page, zipPath);
  const summary = page.getByRole('region', { name: 'Breakdown import' });
  await expect(async () => {
    await page.goto(`/reports/${reportId}`);
    await expect(summary).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 2 * PROCESSING_TIMEOUT_MS, intervals: [2_000] });

  // Assess: one line at a glance, the details on demand.
  await expect(summary).toContainText('4 plays read from breakdown.csv · 4 of 4 cards got a breakdown · 2 games');
  await expect(summary).toContainText('1 value not recognised: kept as custom fields');
  await summary.getByRole('button', { name: 'Show import details' }).click();
  const unread = summary.getByRole('region', { name: 'Values not recognised' });
  await expect(unread).toContainText('RESULT “Sweepy TD” not recognised on cards 2, 4');
  await expect(summary.getByRole('region', { name: 'Games' })).toContainText('ASU (2 plays) · Utah (2 plays)');
  await expect(summary.getByRole('region', { name: /^Columns recognised/ })).toContainText('GAP → Run gap');
  await expect(summary.getByRole('region', { name: /^Kept as custom fields/ })).toContainText('Result');

  await page.setViewportSize({ width: 1400, height: 900 });
  await summary.screenshot({ path: test.info().outputPath('import-summary-1400.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(summary.getByRole('link', { name: 'Card 4' })).toBeVisible();
  // The summary fits the phone's width (the rest of the report page is laid out by its own owner).
  expect(
    await summary.evaluate((element) => element.getBoundingClientRect().right <= 390 && element.scrollWidth <= element.clientWidth),
  ).toBe(true);
  await summary.screenshot({ path: test.info().outputPath('import-summary-390.png') });

  // A card named opens: card 2, of the game against ASU (on a laptop, where a card opens in its form).
  await page.setViewportSize({ width: 1400, height: 900 });
  await unread.getByRole('link', { name: 'Card 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card #2' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Game' })).toHaveValue('ASU');

  // The analytics read the plays per quarter and per game.
  await page.goto(`/reports/${reportId}/analytics/down-distance`);
  await expect(page.getByTestId('analytics-snaps')).toHaveText('4 offensive snaps', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('group', { name: 'Quarter' }).getByRole('button', { name: 'Q1 (2)' }).click();
  await expect(page.getByTestId('analytics-snaps')).toHaveText('2 offensive snaps');
  await expect(page).toHaveURL(/[?&]qtr=1(&|$)/);
  await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Utah (2)' }).click();
  await expect(page).toHaveURL(/[?&]game-name=Utah(&|$)/);
  await expect(page.getByTestId('analytics-snaps')).toHaveText(/^1 offensive snap/);
});
