import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureFilmZip, FILM_CLIPS, holdProcessingChecks, PROCESSING_TIMEOUT_MS } from './film-fixture';
import { DEMO_ACCOUNTS, signInWithForm } from './support';

// A coach's first hour on a phone: no dead ends between a report, its film and a failed import.
test.use({ viewport: { width: 390, height: 844 } });

const ZIP = process.env.ZIP_PATH || '/usr/bin/zip';

/** A ZIP with no video in it: its import fails ('no video files'). */
function failingZip(testInfo: TestInfo): string {
  const work = testInfo.outputPath('failing');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'readme.txt'), 'the film is on the other drive\n');
  const path = testInfo.outputPath('No film here.zip');
  execFileSync(ZIP, ['-q', '-X', path, 'readme.txt'], { cwd: work, stdio: 'pipe' });
  return path;
}

/** A screenshot of the page at the phone's size and at a laptop's, kept with the test's results. */
async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-1400.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

function uniqueAbbreviation(): string {
  return `F${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

test.describe("a coach's first hour", () => {
  test('creates a report without film, adds the film to it, and reads its status truthfully', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const abbreviation = uniqueAbbreviation();
    const title = `Week 5 at ${abbreviation}`;
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page.getByRole('heading', { name: 'Your Reports' })).toBeVisible({ timeout: 30_000 });
    // Two ways to start, worded apart: from film (New Report) or without it.
    await expect(page.getByRole('link', { name: 'New Report', exact: true })).toHaveAttribute('href', '/upload-zip');
    await page.getByRole('link', { name: 'Create Report without film' }).click();
    await expect(page).toHaveURL(/\/createreport$/);
    await page.getByLabel('Opponent Name').fill(`Film Later ${abbreviation}`);
    await page.getByLabel('Opponent Abbreviation').fill(abbreviation);
    await page.getByLabel('Report Title').fill(title);
    // Free: the coach breaks the film down himself.
    await page.getByRole('combobox', { name: 'Package' }).click();
    await page.getByRole('option', { name: /Free/ }).click();
    await page.getByRole('button', { name: 'Create Report' }).click();
    await expect(page).toHaveURL(/\/reports\/[^/]+$/);
    const reportId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

    // A free report is the coach's own breakdown: nothing pending.
    await expect(page.getByText('0% broken down')).toBeVisible();
    await expect(page.getByText('Payment pending')).toHaveCount(0);
    await expect(page.getByText('Pending Review')).toHaveCount(0);

    // The film goes to this report: its details shown, not retyped.
    await page.goto(`/upload-zip?report=${encodeURIComponent(reportId)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Upload game film' })).toBeVisible();
    const details = page.getByRole('group', { name: 'The report the film goes to' });
    await expect(details).toContainText(title);
    await expect(details).toContainText(`Film Later ${abbreviation} (${abbreviation})`);
    await expect(page.getByLabel('Opponent Name')).toHaveCount(0);
    await page.getByLabel('Game film ZIP file').setInputFiles(ensureFilmZip());
    await noSidewaysScroll(page);
    await screenshots(page, testInfo, 'upload-existing-report');
    const releaseChecks = await holdProcessingChecks(page);
    await page.getByRole('button', { name: 'Upload film' }).click();

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    const banner = page.getByRole('alert').filter({ hasText: 'Processing your game film' });
    await expect(banner).toContainText(`Film for "${title}"`);
    await expect(banner).not.toContainText(reportId);
    await expect(banner).toContainText('Queued');
    const clock = banner.getByRole('timer');
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });
    await noSidewaysScroll(page);
    await screenshots(page, testInfo, 'dashboard-processing');
    await releaseChecks();
    await expect(banner).toBeHidden({ timeout: PROCESSING_TIMEOUT_MS });

    // The card is headed by the typed title, the generated title under it; still nothing pending.
    const card = page.getByRole('article', { name: `${abbreviation} DEFENSIVE Scouting Report` });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByText(/broken down/)).toBeVisible();
    await expect(card.getByText('Pending Review')).toHaveCount(0);
    await page.goto(`/reports/${encodeURIComponent(reportId)}`);
    await expect(page.getByRole('article', { name: /^Card \d+:/ })).toHaveCount(FILM_CLIPS.length);
    await expect(page.getByText('Payment pending')).toHaveCount(0);
  });

  test('after a failed import, uploads a new ZIP to the same report from its card', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const abbreviation = uniqueAbbreviation();
    const title = `Failed film ${abbreviation}`;
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await page.getByRole('link', { name: 'New Report', exact: true }).click();
    await page.getByLabel('Game film ZIP file').setInputFiles(failingZip(testInfo));
    await page.getByLabel('Opponent Name').fill(`Broken Film ${abbreviation}`);
    await page.getByLabel('Opponent Abbreviation').fill(abbreviation);
    await page.getByLabel('Report Title').fill(title);
    await page.getByRole('button', { name: 'Create report and upload' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

    // The failed card keeps its fixed words and offers the way on.
    const card = page.getByRole('article', { name: `${abbreviation} DEFENSIVE Scouting Report` });
    await expect(card.getByText(/^FAILED: .*no video/)).toBeVisible({ timeout: PROCESSING_TIMEOUT_MS });
    await expect(card.getByText('Failed', { exact: true })).toBeVisible();
    await noSidewaysScroll(page);
    await screenshots(page, testInfo, 'dashboard-failed');
    await card.getByRole('link', { name: 'Upload a new ZIP' }).click();

    await expect(page).toHaveURL(/\/upload-zip\?report=/);
    await expect(page.getByRole('group', { name: 'The report the film goes to' })).toContainText(title);
    await expect(page.getByText(/The last import failed: .*no video/)).toBeVisible();
    await page.getByLabel('Game film ZIP file').setInputFiles(ensureFilmZip());
    await page.getByRole('button', { name: 'Upload film' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

    await expect(card.getByText(/^FAILED/)).toBeHidden({ timeout: PROCESSING_TIMEOUT_MS });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await card.getByRole('link', { name: 'View Report' }).click();
    await expect(page.getByRole('article', { name: /^Card \d+:/ })).toHaveCount(FILM_CLIPS.length);
  });
});
