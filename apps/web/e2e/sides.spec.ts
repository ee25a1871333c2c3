import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiAs, deleteCoachReportsAfterEach, openAsGuest, screenshotsAt, webUrlOn, openSignedIn } from './support';

/**
 * A DEFENSIVE report of one game's breakdown, as a Hudl export holds it: six defensive snaps (ODK D), one
 * offensive, three kicks (the same plays as the unit test apps/web/src/features/analytics/side-views.test.ts).
 *
 *  #  ODK D&D       hash yard  formation faced  pers front  coverage pressure type  result      gain
 *  1  D   1st & 10  L    −25   TRIPS RT         11   Over   Cover 3  none     Run   Rush          3
 *  2  D   2nd & 7   L    −28   TRIPS RT         11   Over   Cover 1  Mike     Pass  Complete     12
 *  3  D   1st & 10  R    −40   TRIPS LT         11   Under  Cover 3  -        Pass  Incomplete    0
 *  4  D   2nd & 10  R    −40   DOUBLES          12   Over   Cover 3  5-man    Run   Rush          2
 *  5  D   3rd & 8   M    −42   TRIPS RT         11   Under  Cover 1  Mike     Pass  Complete      9
 *  6  D   3rd & 2   M    +30   DOUBLES          12   Over   Cover 3  —        Run   Rush          1
 *  7  O   1st & 10  M    −20   Ace                                            Run   Rush          4
 *  8  K   kickoff, Deep, 60 yards, touchback
 *  9  K   field goal, 35 yards, good
 * 10  K   punt, 40 yards, 4.1 s hang, returned 8
 */
const D = (
  down: number,
  distance: number,
  hash: string,
  yardLine: number,
  formation: string,
  personnel: string,
  front: string,
  coverage: string,
) => ({
  odkm: 'D',
  down,
  distance,
  hash,
  yardLine,
  formation,
  personnel,
  front,
  coverage,
});
const PLAYS: Record<string, unknown>[] = [
  { ...D(1, 10, 'L', -25, 'TRIPS RT', '11', 'Over', 'Cover 3'), pressure: 'none', playType: 'Run', result: 'Rush', gainLoss: 3 },
  { ...D(2, 7, 'L', -28, 'TRIPS RT', '11', 'Over', 'Cover 1'), pressure: 'Mike', playType: 'Pass', result: 'Complete', gainLoss: 12 },
  { ...D(1, 10, 'R', -40, 'TRIPS LT', '11', 'Under', 'Cover 3'), pressure: '-', playType: 'Pass', result: 'Incomplete', gainLoss: 0 },
  { ...D(2, 10, 'R', -40, 'DOUBLES', '12', 'Over', 'Cover 3'), pressure: '5-man', playType: 'Run', result: 'Rush', gainLoss: 2 },
  { ...D(3, 8, 'M', -42, 'TRIPS RT', '11', 'Under', 'Cover 1'), pressure: 'Mike', playType: 'Pass', result: 'Complete', gainLoss: 9 },
  { ...D(3, 2, 'M', 30, 'DOUBLES', '12', 'Over', 'Cover 3'), playType: 'Run', result: 'Rush', gainLoss: 1 },
  {
    odkm: 'O',
    down: 1,
    distance: 10,
    hash: 'M',
    yardLine: -20,
    formation: 'Ace',
    concept: 'Inside Zone',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 4,
  },
  { odkm: 'K', playType: 'KO', kickType: 'Deep', kickYards: 60, result: 'Touchback' },
  { odkm: 'K', playType: 'FG', kickYards: 35, result: 'Good' },
  { odkm: 'K', playType: 'Punt', kickYards: 40, hangTime: 4.1, returnYards: 8, result: 'Return' },
].map((play, index) => ({ ...play, quarter: 1, playNumber: index + 1 }));

/** Chunks load slowly on a busy test machine (two cores for several stacks): waits get 30 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const madeReports = deleteCoachReportsAfterEach();

/** A defensive report (the default type) with the ten plays, made through the API. */
async function defensiveReport(): Promise<{ id: string; opponentName: string; abbreviation: string }> {
  const abbreviation = `S${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')}`;
  const opponentName = `Sides Opponent ${abbreviation}`;
  const api = await apiAs('coach');
  const created = await api.post('/reports', {
    data: { title: `${opponentName} Defense`, opponentName, opponentAbbreviation: abbreviation },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  madeReports.add(id);
  for (const [index, breakdown] of PLAYS.entries()) {
    const card = await api.post(`/reports/${encodeURIComponent(id)}/cards`, {
      data: { title: `Play ${index + 1}`, status: 'complete', breakdown },
    });
    expect(card.ok(), await card.text()).toBe(true);
  }
  await api.dispose();
  return { id, opponentName, abbreviation };
}

function sideSwitch(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Side of the ball' });
}

/** A table's row (by its label) cells' texts, by column header. */
async function cellsOf(table: Locator, label: string, headers: string[]): Promise<string[]> {
  const line = table.locator(`tr[data-row="${label}"]`);
  return Promise.all(headers.map((header) => line.locator(`td[data-column="${header}"]`).innerText()));
}

/** The page does not scroll sideways (tables scroll inside their own box). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shots(page: Page, name: string): Promise<void> {
  await screenshotsAt(page, 'test-results/sides', name, async () => {
    await page.waitForTimeout(300);
    await expectNoSidewaysScroll(page);
  });
}

test.describe('every side of the ball', () => {
  test("a defensive report's analytics open on the defense; the switch changes the side in the address and the tables; special teams has its view", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const report = await defensiveReport();
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The report page's key tendencies read the defense.
    await page.goto(`/reports/${report.id}`);
    const insights = page.getByRole('region', { name: 'Analytics' });
    await expect(insights.getByTestId('insights-side')).toHaveText(`${report.abbreviation}'s defense: the 6 plays tagged D`);
    await expect(insights.getByRole('button', { name: 'Defense' })).toHaveAttribute('aria-pressed', 'true');

    // Act: open Play Concepts from the report.
    await insights.getByRole('link', { name: 'Play Concepts' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${report.id}/analytics/play-concepts$`));

    // Assess: the side is the defense's, its calls in three tables. Over = plays 1, 2, 4, 6: (3 + 12 + 2 + 1) / 4
    // = 4.5 yards allowed, only play 2 successful (12 on 2nd & 7).
    await expect(sideSwitch(page).getByRole('link', { name: 'Defense' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('analytics-side')).toHaveText(`${report.abbreviation}'s defense: the 6 plays tagged D`);
    await expect(page.getByTestId('analytics-snaps')).toHaveText('6 defensive snaps');
    const fronts = page.getByRole('table', { name: 'Fronts table' });
    expect(await cellsOf(fronts, 'Over', ['Plays', '% of snaps', 'Yds/play allowed', 'Success allowed'])).toEqual([
      '4',
      '67%',
      '4.5',
      '25% (1/4)',
    ]);
    await expect(page.getByRole('table', { name: 'Coverages table' }).locator('tr[data-row="Cover 3"] td[data-column="Plays"]')).toHaveText(
      '4',
    );
    await expect(page.getByRole('table', { name: 'Pressures table' }).locator('tr[data-row="Mike"] td[data-column="Plays"]')).toHaveText(
      '2',
    );
    await shots(page, 'defense-play-concepts');

    // Act: the offense. Assess: the address says so, the table is the offense's play concepts (one snap).
    await sideSwitch(page).getByRole('link', { name: 'Offense' }).click();
    await expect(page).toHaveURL(/[?&]side=offense(&|$)/);
    await expect(page.getByTestId('analytics-snaps')).toHaveText('1 offensive snap');
    await expect(page.getByRole('table', { name: 'Play Concepts table' }).locator('tr[data-row="Inside Zone"]')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fronts table' })).toHaveCount(0);

    // Act: back to the defense, on the hash view (the side goes along with the view's tab).
    await sideSwitch(page).getByRole('link', { name: 'Defense' }).click();
    await expect(page).toHaveURL(/[?&]side=defense$/);
    // The page has drawn the defense (the tabs' links carry the side) before the next click, as a person sees it.
    await expect(page.getByTestId('analytics-snaps')).toHaveText('6 defensive snaps');
    await page.getByRole('tab', { name: 'LMR Hash' }).click();
    await expect(page).toHaveURL(new RegExp(`/analytics/lmr-hash\\?side=defense$`));
    const hash = page.getByRole('table', { name: 'LMR Hash table' });
    expect(await cellsOf(hash, 'Left hash', ['Plays', 'Pressure', 'Top fronts', 'Top coverages'])).toEqual([
      '2',
      '50% (1)',
      'Over 2',
      'Cover 1 1, Cover 3 1',
    ]);
    await shots(page, 'defense-lmr-hash');

    // A number opens its plays: the left hash's pressure is play 2 (Mike).
    await hash.locator('tr[data-row="Left hash"] td[data-column="Pressure"]').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: /Left hash · pressure/ });
    await expect(dialog.getByRole('link', { name: /^Card \d+$/ })).toHaveText(['2']);
    await expect(dialog.getByRole('link', { name: 'Watch these in the scout film' })).toHaveAttribute('href', /\/scoutfilm\?plays=2$/);
    await page.keyboard.press('Escape');

    // Down & distance: 2nd and 3rd apart, the 3rd-down total (plays 5 and 6, pressure on 5); the merged view one click away.
    await page.getByRole('tab', { name: 'Down & Distance' }).click();
    const downs = page.getByRole('table', { name: 'Down & Distance table' });
    expect(await cellsOf(downs, '3rd down total', ['Plays', 'Pressure'])).toEqual(['2', '50% (1)']);
    await page.getByRole('button', { name: '2nd/3rd merged' }).click();
    await expect(page).toHaveURL(/[?&]layout=merged/);
    await expect(downs.locator('tr[data-row="3rd down total"]')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Situations table' })).toBeVisible();

    // Formations faced, and grouped: TRIPS RT (1, 2, 5) Cover 1 twice; TRIPS 4 plays, right 3 and left 1.
    await page.getByRole('tab', { name: 'Formation Analysis' }).click();
    const faced = page.getByRole('table', { name: 'Formations faced table' });
    expect(await cellsOf(faced, 'TRIPS RT', ['Plays', 'Top coverages', 'Pressure'])).toEqual(['3', 'Cover 1 2, Cover 3 1', '67% (2)']);
    await page.getByRole('button', { name: 'Grouped' }).click();
    expect(await cellsOf(faced, 'TRIPS', ['Plays', 'Right / left'])).toEqual(['4', 'R 3 · L 1']);
    await shots(page, 'defense-formations-grouped');

    // Special teams: its own view, each phase with its plays, the empty ones said in a line.
    await sideSwitch(page).getByRole('link', { name: 'Special teams' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${report.id}/analytics/special-teams$`));
    await expect(page.getByTestId('analytics-side')).toHaveText(
      `${report.abbreviation}'s kicking game: the 3 kicks and returns (tagged K or by play type)`,
    );
    const punts = page.getByRole('table', { name: 'Punts table' });
    expect(await cellsOf(punts, 'All punts', ['Plays', 'Kick yds', 'Hang time', 'Return yds'])).toEqual([
      '1',
      '40.0 (1)',
      '4.1 (1)',
      '8.0 (1)',
    ]);
    await expect(
      page.getByRole('table', { name: 'Field goals table' }).locator('tr[data-row="All field goals"] td[data-column="Made %"]'),
    ).toHaveText('100% (1/1)');
    await expect(page.getByTestId('empty-phases')).toContainText('kickoff returns');
    await punts.locator('tr[data-row="All punts"] td[data-column="Plays"]').getByRole('button').click();
    await expect(page.getByRole('dialog', { name: /Punts · All punts/ }).getByRole('link', { name: /^Card \d+$/ })).toHaveText(['10']);
    await page.keyboard.press('Escape');
    await shots(page, 'special-teams');

    // From special teams, a side goes back to the views.
    await sideSwitch(page).getByRole('link', { name: 'Defense' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${report.id}/analytics/play-concepts\\?side=defense$`));
    await expect(page.getByRole('table', { name: 'Fronts table' })).toBeVisible();
  });

  test('the printed booklet has a section per side the plays hold, and the play list at the end', async ({ page }) => {
    test.setTimeout(120_000);
    const report = await defensiveReport();
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/reports/${report.id}/print?perPage=6`);
    await expect(page.getByRole('heading', { level: 1, name: report.opponentName })).toBeVisible();

    const dir = mkdtempSync(join(tmpdir(), 'scout-sides-'));
    try {
      const file = join(dir, 'sides.pdf');
      await page.pdf({ path: file, format: 'Letter', printBackground: true });
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      // The defense first (the report's type), then the offense, then the kicking game.
      const defense = text.indexOf('Tendencies · Defense');
      const offense = text.indexOf('Tendencies · Offense');
      const kicking = text.indexOf('Special teams');
      expect(defense).toBeGreaterThan(0);
      expect(offense).toBeGreaterThan(defense);
      expect(kicking).toBeGreaterThan(offense);
      for (const heading of ['Fronts', 'Coverages', 'Pressures', 'Formations faced', 'Punts', 'Field goals', 'All plays'])
        expect(text).toContain(heading);
      expect(text).toMatch(/Over \*\s+4\s+67%\s+75% \(3\)\s+25% \(1\)\s+4\.5\s+25% \(1\/4\)/);
      expect(text).toMatch(/All punts \*\s+1\s+40\.0 \(1\)\s+4\.1 \(1\)\s+8\.0 \(1\)/);
      // The play list names each play's call: the defense's front / coverage / pressure.
      expect(text).toContain('Over / Cover 1 / Mike');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a share link opens its analytics on the report’s side, with the switch', async ({ browser }) => {
    test.setTimeout(180_000);
    const report = await defensiveReport();
    const api = await apiAs('coach');
    const created = await api.post(`/reports/${encodeURIComponent(report.id)}/share`, { data: {} });
    expect(created.ok(), await created.text()).toBe(true);
    const { token } = (await created.json()) as { token: string };
    await api.dispose();

    const { guest, guestPage } = await openAsGuest(browser, webUrlOn('localhost', `/shared/${token}?view=analytics`));
    await expect(guestPage.getByTestId('analytics-side')).toHaveText(`${report.abbreviation}'s defense: the 6 plays tagged D`);
    await expect(guestPage.getByRole('table', { name: 'Fronts table' })).toBeVisible();
    await sideSwitch(guestPage).getByRole('link', { name: 'Special teams' }).click();
    await expect(guestPage).toHaveURL(/[?&]analysis=special-teams/);
    await expect(guestPage.getByRole('table', { name: 'Punts table' })).toBeVisible();
    await sideSwitch(guestPage).getByRole('link', { name: 'Offense' }).click();
    await expect(guestPage).toHaveURL(/[?&]side=offense/);
    await expect(guestPage.getByTestId('analytics-snaps')).toHaveText('1 offensive snap');
    await shots(guestPage, 'shared-offense');
    await guest.close();
  });
});
