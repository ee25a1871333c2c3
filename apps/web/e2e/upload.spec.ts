import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ensureFilmZip,
  ensureLargeFilmZip,
  FILM_CLIPS,
  FILM_ZIP_NAME,
  holdProcessingChecks,
  LARGE_ZIP_NAME,
  PROCESSING_TIMEOUT_MS,
} from './film-fixture';
import { openSignedIn } from './support';

/** The duration of a <video>, once its metadata has loaded (rejects if the browser cannot read it). */
function videoDuration(video: Locator): Promise<number> {
  return video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        if (element.readyState >= 1) {
          resolve(element.duration);
          return;
        }
        element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
        element.addEventListener(
          'error',
          () => reject(new Error(`The video could not be loaded: ${element.error?.message ?? 'unknown error'}`)),
          {
            once: true,
          },
        );
      }),
  );
}

/** The natural width of an <img> once it has loaded (0 if it is broken). */
function imageWidth(image: Locator): Promise<number> {
  return image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (element.complete) {
          resolve(element.naturalWidth);
          return;
        }
        element.addEventListener('load', () => resolve(element.naturalWidth), { once: true });
        element.addEventListener('error', () => resolve(0), { once: true });
      }),
  );
}

async function processingRecordOf(page: Page): Promise<{ reportId: string }> {
  const stored = await page.evaluate(() => localStorage.getItem('scout.processing'));
  expect(stored, 'the processing record in local storage').not.toBeNull();
  return JSON.parse(stored ?? '{}') as { reportId: string };
}

test.describe('a report from a game-film ZIP', () => {
  let filmZip: string;

  test.beforeAll(() => {
    filmZip = ensureFilmZip();
  });

  test('a coach uploads a Hudl export, watches it being processed, and plays the clips as numbered cards', async ({ page }) => {
    test.setTimeout(180_000);
    const opponent = `Bayside Sharks ${Date.now().toString(36).toUpperCase()}`;

    // Prepare: the coach is signed in and on the upload page.
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'New Report', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Report' })).toBeVisible();

    // Act: the details, the ZIP, and submit (the Hudl import is on by default).
    await page.getByLabel('Opponent Name').fill(opponent);
    await page.getByLabel('Opponent Abbreviation').fill('bay');
    await expect(page.getByLabel('Opponent Abbreviation')).toHaveValue('BAY');
    await expect(page.getByText('3-5 character abbreviation')).toBeVisible();
    await page.getByLabel('Jersey Color').fill('Teal and white');
    await page.getByRole('radio', { name: 'Offense', exact: true }).check();
    await page.getByRole('radio', { name: 'Away' }).check();

    // A file that is not a ZIP is refused before anything is sent.
    await page
      .getByLabel('Game film ZIP file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not film') });
    await expect(page.getByRole('alert').filter({ hasText: '"notes.txt" is not a ZIP file.' })).toBeVisible();

    await page.getByLabel('Game film ZIP file').setInputFiles(filmZip);
    await expect(page.getByText(FILM_ZIP_NAME)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Import the breakdown spreadsheet in the ZIP (Hudl export)' })).toBeChecked();
    const releaseChecks = await holdProcessingChecks(page);
    await page.getByRole('button', { name: 'Create report and upload' }).click();

    // Assess: the dashboard follows the processing, then the banner clears when the cards are ready.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    const banner = page.getByRole('alert').filter({ hasText: 'Processing your game film' });
    await expect(banner).toBeVisible();
    const { reportId } = await processingRecordOf(page);
    await expect(banner).not.toContainText(reportId);
    await releaseChecks();
    await expect(banner).toBeHidden({ timeout: PROCESSING_TIMEOUT_MS });
    await expect(page.getByText('Your film is processed: 3 cards are ready.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('scout.processing'))).toBeNull();

    // The report's cards are numbered in the clips' natural order, with thumbnails and the imported breakdown.
    await page.goto(`/reports/${reportId}`);
    const tiles = page.getByRole('article', { name: /^Card \d+:/ });
    await expect(tiles).toHaveCount(FILM_CLIPS.length);
    await expect(tiles.nth(0)).toHaveAccessibleName(/^Card 1:/);
    await expect(tiles.nth(2)).toHaveAccessibleName(/^Card 3:/);
    await expect(tiles.nth(1)).toContainText('3rd & 7');
    const thumbnail = page.getByRole('img', { name: 'Card 1 thumbnail' });
    await thumbnail.scrollIntoViewIfNeeded();
    expect(await imageWidth(thumbnail)).toBeGreaterThan(0);

    // Card 3 is 'Clip 10' (2 before 10), and its clip plays.
    await tiles.nth(2).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Card #3' })).toBeVisible();
    await expect(page.getByText(FILM_CLIPS[2], { exact: false })).toBeVisible();
    const video = page.getByLabel('Clip of card 3');
    await expect(video).toBeVisible();
    expect(await videoDuration(video)).toBeGreaterThan(0);

    // A GIF of the play can be made from the clip.
    await page.getByRole('button', { name: /^Make GIF from/ }).click();
    const gif = page.getByRole('img', { name: 'GIF of card 3' });
    await expect(gif).toBeVisible({ timeout: 60_000 });
    expect(await imageWidth(gif)).toBeGreaterThan(0);
  });

  test('a ZIP over 64 MiB goes up as an S3 multipart upload in parts and is processed', async ({ page }) => {
    test.setTimeout(180_000);
    const largeZip = ensureLargeFilmZip();
    const partRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('partNumber=')) partRequests.push(request.url());
    });

    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'New Report', exact: true }).click();
    await page.getByLabel('Opponent Name').fill(`Harbor Pilots ${Date.now().toString(36).toUpperCase()}`);
    await page.getByLabel('Game film ZIP file').setInputFiles(largeZip);
    await expect(page.getByText(LARGE_ZIP_NAME)).toBeVisible();
    const releaseChecks = await holdProcessingChecks(page);
    await page.getByRole('button', { name: 'Create report and upload' }).click();

    // 70 MiB through the embedded S3 took over 60 s once, with both browser passes running beside it.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 120_000 });
    // 70 MiB in 16 MiB parts: five part PUTs, straight to S3.
    expect(new Set(partRequests.map((url) => new URL(url).searchParams.get('partNumber')))).toEqual(new Set(['1', '2', '3', '4', '5']));
    const banner = page.getByRole('alert').filter({ hasText: 'Processing your game film' });
    await expect(banner).toBeVisible();
    await releaseChecks();
    await expect(banner).toBeHidden({ timeout: PROCESSING_TIMEOUT_MS });
    await expect(page.getByText('Your film is processed: 1 card is ready.')).toBeVisible();
  });
});
