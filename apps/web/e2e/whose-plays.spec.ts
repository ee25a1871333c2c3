import { expect as baseExpect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureCacheDir } from './fixture-cache';
import { holdProcessingChecks, makeClip, PROCESSING_TIMEOUT_MS } from './film-fixture';
import { deleteCoachReportsAfterEach, screenshotsAt, openSignedIn } from './support';

/**
 * A coach's own game against the opponent, as his staff tagged it: the opponent's offense on the D rows.
 *
 *  clip  ODK  OFF FORM   OFF PLAY      DN DIST
 *  1     D    TRIPS RT   INSIDE ZONE   1  10   ← the opponent's offense
 *  2     D    TRIPS RT   POWER         2  6    ← the opponent's offense
 *  3     O    ACE        SMASH         1  10   ← the coach's own offense (the opponent's defense)
 *  4     K                                     ← a kickoff
 */
const OWN_GAME_ROWS = ['1,D,TRIPS RT,INSIDE ZONE,1,10,Run', '2,D,TRIPS RT,POWER,2,6,Run', '3,O,ACE,SMASH,1,10,Pass', '4,K,,,,,KO'];
const OWN_GAME_ZIP = 'Own game vs ASU.zip';

/** Made by makeClip (film-fixture.ts) from the rows above: both files are its generator. */
const CACHE_DIR = fixtureCacheDir('own-game', [import.meta.url, new URL('./film-fixture.ts', import.meta.url)]);

function ensureOwnGameZip(): string {
  const zipPath = join(CACHE_DIR, OWN_GAME_ZIP);
  if (existsSync(zipPath)) return zipPath;
  const work = join(CACHE_DIR, 'own-game-contents');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'Game'), { recursive: true });
  OWN_GAME_ROWS.forEach((_row, index) => makeClip(join(work, 'Game', `Clip ${index + 1}.mp4`), index % 3));
  writeFileSync(join(work, 'breakdown.csv'), ['PLAY #,ODK,OFF FORM,OFF PLAY,DN,DIST,PLAY TYPE', ...OWN_GAME_ROWS].join('\n') + '\n');
  const partial = `${zipPath}.partial`;
  rmSync(partial, { force: true });
  execFileSync(process.env.ZIP_PATH || '/usr/bin/zip', ['-q', '-r', '-X', partial, 'Game', 'breakdown.csv'], { cwd: work, stdio: 'pipe' });
  renameSync(partial, zipPath);
  rmSync(work, { recursive: true, force: true });
  return zipPath;
}

/** Chunks load slowly on a busy test machine (two cores for several stacks): waits get 30 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const madeReports = deleteCoachReportsAfterEach();

async function shots(page: Page, name: string): Promise<void> {
  await screenshotsAt(page, 'test-results/whose-plays', name, async () => {
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a coach uploads his own game, says the opponent’s offense is tagged D, and the analytics read the D rows; switched to O on the report, they read the O rows', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const abbreviation = `W${Math.random().toString(36).slice(2, 5).toUpperCase().padEnd(3, 'X')}`;
  await openSignedIn(page, 'coach');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Prepare: the upload page, the own-game ZIP chosen; the sheet's counts and each side's formations show.
  await page.getByRole('link', { name: 'New Report', exact: true }).click();
  await page.getByLabel('Opponent Name').fill(`Own Game ${abbreviation}`);
  await page.getByLabel('Opponent Abbreviation').fill(abbreviation);
  await page.getByRole('radio', { name: 'Offense', exact: true }).check();
  const scouting = page.getByRole('radio', { name: "In this breakdown the opponent's offense is tagged O (scouting film)" });
  const ownGame = page.getByRole('radio', { name: "In this breakdown the opponent's offense is tagged D (our game against them)" });
  await expect(scouting).toBeChecked();
  await page.getByLabel('Game film ZIP file').setInputFiles(ensureOwnGameZip());
  const preview = page.getByTestId('sheet-preview');
  await expect(preview).toContainText('breakdown.csv: 1 play tagged O · 2 tagged D · 1 tagged K');
  await expect(preview).toContainText('D rows: formations TRIPS RT (2) · plays INSIDE ZONE (1), POWER (1)');
  await expect(preview).toContainText('O rows: formations ACE (1) · plays SMASH (1)');

  // Act: the opponent's offense is on the D rows.
  await ownGame.check();
  await shots(page, 'upload-choice');
  const releaseChecks = await holdProcessingChecks(page);
  await page.getByRole('button', { name: 'Create report and upload' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const stored = await page.evaluate(() => localStorage.getItem('scout.processing'));
  const { reportId } = JSON.parse(stored ?? '{}') as { reportId: string };
  expect(reportId, 'the report being processed').toBeTruthy();
  madeReports.add(reportId);
  await releaseChecks();
  await expect(page.getByText(`Your film is processed: ${OWN_GAME_ROWS.length} cards are ready.`)).toBeVisible({
    timeout: PROCESSING_TIMEOUT_MS,
  });

  // Assess: the report says whose plays, and its analytics read the two D rows as the opponent's offense.
  await page.goto(`/reports/${reportId}`);
  const whose = page.getByTestId('whose-plays');
  await expect(whose).toContainText(`${abbreviation}'s offense is tagged D`);
  await expect(whose).toContainText('1 play tagged O · 2 tagged D · 1 tagged K');
  await expect(page.getByTestId('insights-side')).toHaveText(`${abbreviation}'s offense: the 2 plays tagged D`);
  await page.goto(`/reports/${reportId}/analytics/play-concepts`);
  await expect(page.getByTestId('analytics-side')).toHaveText(`${abbreviation}'s offense: the 2 plays tagged D`);
  await expect(page.getByTestId('analytics-snaps')).toHaveText('2 offensive snaps');
  await shots(page, 'analytics-line-d');

  // Act: on the report, the coach changes his mind: the opponent's offense is tagged O.
  await page.goto(`/reports/${reportId}`);
  await whose.getByRole('button', { name: 'Change' }).click();
  await whose.getByRole('radio', { name: "In this breakdown the opponent's offense is tagged O (scouting film)" }).click();
  await expect(whose).toContainText(`${abbreviation}'s offense is tagged O`);
  await shots(page, 'report-control');

  // Assess: the analytics now read the one O row.
  await expect(page.getByTestId('insights-side')).toHaveText(`${abbreviation}'s offense: the 1 play tagged O`);
  await page.goto(`/reports/${reportId}/analytics/play-concepts`);
  await expect(page.getByTestId('analytics-side')).toHaveText(`${abbreviation}'s offense: the 1 play tagged O`);
  await expect(page.getByTestId('analytics-snaps')).toHaveText('1 offensive snap');
});
