import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiAs, deleteCoachReportsAfterEach, screenshotsAt, openSignedIn } from './support';

const SHOTS = 'test-results/tables-print';
const reports = deleteCoachReportsAfterEach();

/**
 * Thirty offensive plays of a sheet without HASH, with PLAY DIR on every play and GAP on the runs: downs cycle
 * 1st, 2nd, 3rd (so plays 3, 6, …, 30 are the ten 3rd downs, each 3rd & 4), formations and plays with long
 * names so the tables' columns are tested for clipping.
 */
const FORMATIONS = ['TRIPS RT FLEX', 'DOUBLES', 'UNB DOUBLE TIGHT', 'EMPTY', 'ACE WING'];
const PLAYS = ['INSIDE ZONE', 'FOUR VERTICALS', 'POWER', 'MESH', 'COUNTER TREY'];
function breakdownOf(index: number) {
  const down = (index % 3) + 1;
  const run = index % 2 === 0;
  return {
    odkm: 'O',
    playNumber: index + 1,
    quarter: 1 + Math.floor(index / 8),
    down,
    distance: down === 3 ? 4 : down === 2 ? 7 : 10,
    yardLine: -30 + index,
    formation: FORMATIONS[index % 5],
    personnel: '11',
    concept: PLAYS[index % 5],
    playType: run ? 'Run' : 'Pass',
    result: run ? 'Rush' : index % 4 === 1 ? 'Incomplete' : 'Complete',
    gainLoss: ((index * 7) % 13) - 2,
    playDirection: ['L', 'M', 'R'][index % 3],
    runGap: run ? ['A', 'B', 'C'][index % 3] : undefined,
  };
}

async function prepareReport(): Promise<{ id: string; opponentName: string }> {
  const abbreviation = `T${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')}`;
  const opponentName = `Tables Opponent ${abbreviation}`;
  const api = await apiAs('coach');
  const created = await api.post('/reports', {
    data: { title: `${opponentName} Offense`, opponentName, opponentAbbreviation: abbreviation },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  reports.add(id);
  for (let index = 0; index < 30; index += 1) {
    const card = await api.post(`/reports/${encodeURIComponent(id)}/cards`, {
      data: { title: `Play ${index + 1}`, status: 'complete', breakdown: breakdownOf(index) },
    });
    expect(card.ok(), await card.text()).toBe(true);
  }
  await api.dispose();
  return { id, opponentName };
}

/** The page scrolls sideways (its content is wider than the window). */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

let workDir = '';
test.beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'scout-tables-print-'));
});
test.afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

test('a coach reads the tables of a sheet without HASH on a laptop and a phone, then prints its 3rd downs', async ({ page }) => {
  // Thirty cards through the API, two viewports, four views and a PDF read back.
  test.setTimeout(180_000);
  const report = await prepareReport();
  await openSignedIn(page, 'coach');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // The hash view of a sheet without HASH says so in words, with no 'No hash 30' bar; PLAY DIR and GAP read.
  await page.goto(`/reports/${report.id}/analytics/lmr-hash`);
  // The machine is shared: the first analytics page can take a while to load its chunk.
  await expect(page.getByTestId('analytics-snaps')).toContainText('30', { timeout: 60_000 });
  await expect(page.getByText('This breakdown has no HASH column: tag hashes to see this view')).toBeVisible();
  await expect(page.locator('tr[data-row="No hash"]')).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Play direction' })).toBeVisible();
  // L: plays 1, 4, …, 28 → 10 of 30; runs by gap: A on the runs at 0, 6, 12, 18, 24 (index % 3 = 0).
  await expect(page.locator('tr[data-row="Left"] td[data-column="Plays"]')).toHaveText('10');
  await expect(page.locator('tr[data-row="A gap"] td[data-column="Plays"]')).toHaveText('5');

  // Laptop: no table of any view scrolls or clips a column at 1400 px.
  for (const view of ['play-concepts', 'lmr-hash', 'down-distance', 'formation-analysis']) {
    await page.goto(`/reports/${report.id}/analytics/${view}`);
    await expect(page.getByTestId('analytics-snaps')).toContainText('30');
    const clipped = await page
      .locator('table')
      .evaluateAll(
        (tables) => tables.filter((table) => (table.parentElement?.scrollWidth ?? 0) > (table.parentElement?.clientWidth ?? 0) + 1).length,
      );
    if (clipped > 0) await page.screenshot({ path: `${SHOTS}/clipped-${view}.png`, fullPage: true });
    expect(clipped, `${view}: a table wider than its card`).toBe(0);
    await screenshotsAt(page, SHOTS, view, async () => {
      await expect(page.getByTestId('analytics-snaps')).toBeVisible();
    });
  }

  // Phone: each row of down & distance stacks — its label, then plays, run, pass and success beneath — inside
  // the window, and the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reports/${report.id}/analytics/down-distance`);
  const row = page.locator('tr[data-row="3rd & medium (4–6)"]');
  await expect(row).toBeVisible();
  const label = await row.locator('th').boundingBox();
  const plays = await row.locator('td[data-column="Plays"]').boundingBox();
  expect(label && plays && plays.y >= label.y + label.height - 1).toBe(true);
  await expect(row.locator('td[data-column="Plays"]')).toHaveText(/Plays\s*10|10/);
  const outside = await row
    .locator('th, td')
    .evaluateAll((cells) => cells.filter((cell) => cell.getBoundingClientRect().right > window.innerWidth + 1).length);
  expect(outside).toBe(0);
  expect(await scrollsSideways(page)).toBe(false);

  // Print what the filter shows: 3rd downs only, from the analytics, as the tendency sheet + call list.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/reports/${report.id}/analytics/down-distance?down=3`);
  await expect(page.getByTestId('analytics-snaps')).toContainText('10');
  await page.getByRole('link', { name: 'Print these' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${report.id}/print\\?side=offense&down=3$`));
  await page.getByRole('button', { name: 'Tendency sheet + call list' }).click();
  await expect(page).toHaveURL(/print=sheet/);
  await expect(page.getByRole('heading', { level: 2, name: 'Call list' })).toBeVisible();
  await screenshotsAt(page, SHOTS, 'print-sheet', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Call list' })).toBeVisible();
  });

  const file = join(workDir, 'third-downs.pdf');
  await page.pdf({ path: file, format: 'Letter', printBackground: true });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Offense · 3rd down: 10 of 30 plays');
  expect(text).not.toContain('L/M/R hash');
  expect(text).toContain('Play direction');
  // The call list: one line per play, the ten 3rd downs (plays 3, 6, …, 30) and nothing else.
  const calls = text
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d)(?:st|nd|rd|th) & \d+/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null);
  expect(calls.map((match) => Number(match[1]))).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
  expect(calls.every((match) => match[2] === '3')).toBe(true);
  // No number cut to '…' anywhere on the paper.
  expect(text).not.toMatch(/\d…/);
});
