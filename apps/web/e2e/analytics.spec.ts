import { expect, test, type Locator, type Page } from '@playwright/test';
import { uploadFilm } from './film-fixture';
import { apiAs, API_URL, deleteCoachReportsAfterEach, openSignedIn } from './support';

/**
 * Eight offensive plays, one drive and the first play of the next. Cards 1–3 come from the film ZIP (they have
 * clips), 4–8 are added through the API (no clips).
 *
 *  #  D&D        hash yard  formation    play         type  result      gain
 *  1  1st & 10   L    −25   Trips Right  Inside Zone  Run   Rush         4
 *  2  2nd & 6    L    −29   Trips Right  Smash        Pass  Complete     8
 *  3  1st & 10   L    −37   Trips Right  Inside Zone  Run   Rush        12
 *  4  1st & 10   R    −49   Doubles      Smash        Pass  Incomplete   0
 *  5  2nd & 10   R    −45   Doubles      Mesh         Pass  Complete     3   ← should be at −49: the one play to check
 *  6  3rd & 7    M    −48   Doubles      Power        Run   Rush         2
 *  7  4th & 5    M    50    Empty        Mesh         Pass  Incomplete   0   (turnover on downs: the drive ends)
 *  8  1st & 10   R    −30   Trips Right  Inside Zone  Run   Rush         6
 */
const PLAYS = [
  {
    down: 1,
    distance: 10,
    hash: 'L',
    yardLine: -25,
    formation: 'Trips Right',
    concept: 'Inside Zone',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 4,
  },
  {
    down: 2,
    distance: 6,
    hash: 'L',
    yardLine: -29,
    formation: 'Trips Right',
    concept: 'Smash',
    playType: 'Pass',
    result: 'Complete',
    gainLoss: 8,
  },
  {
    down: 1,
    distance: 10,
    hash: 'L',
    yardLine: -37,
    formation: 'Trips Right',
    concept: 'Inside Zone',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 12,
  },
  {
    down: 1,
    distance: 10,
    hash: 'R',
    yardLine: -49,
    formation: 'Doubles',
    concept: 'Smash',
    playType: 'Pass',
    result: 'Incomplete',
    gainLoss: 0,
  },
  {
    down: 2,
    distance: 10,
    hash: 'R',
    yardLine: -45,
    formation: 'Doubles',
    concept: 'Mesh',
    playType: 'Pass',
    result: 'Complete',
    gainLoss: 3,
  },
  { down: 3, distance: 7, hash: 'M', yardLine: -48, formation: 'Doubles', concept: 'Power', playType: 'Run', result: 'Rush', gainLoss: 2 },
  {
    down: 4,
    distance: 5,
    hash: 'M',
    yardLine: 50,
    formation: 'Empty',
    concept: 'Mesh',
    playType: 'Pass',
    result: 'Incomplete',
    gainLoss: 0,
  },
  {
    down: 1,
    distance: 10,
    hash: 'R',
    yardLine: -30,
    formation: 'Trips Right',
    concept: 'Inside Zone',
    playType: 'Run',
    result: 'Rush',
    gainLoss: 6,
  },
].map((play, index) => ({ ...play, odkm: 'O', quarter: 1, playNumber: index + 1, personnel: '11' }));

/** Gives the film's three cards the first three plays and adds the other five, through the API. */
async function breakDown(reportId: string): Promise<void> {
  const api = await apiAs('coach');
  const base = `/reports/${encodeURIComponent(reportId)}/cards`;
  const listed = await api.get(base);
  expect(listed.ok()).toBe(true);
  const { cards } = (await listed.json()) as { cards: { id: string; card_number?: number; cardNumber?: number }[] };
  const byNumber = [...cards].sort((a, b) => (a.cardNumber ?? a.card_number ?? 0) - (b.cardNumber ?? b.card_number ?? 0));
  expect(byNumber).toHaveLength(3);
  for (const [index, card] of byNumber.entries()) {
    const updated = await api.put(`${base}/${encodeURIComponent(card.id)}`, { data: { breakdown: PLAYS[index] } });
    expect(updated.ok(), await updated.text()).toBe(true);
  }
  for (const play of PLAYS.slice(3)) {
    const created = await api.post(base, { data: { title: `Play ${play.playNumber}`, status: 'complete', breakdown: play } });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await api.dispose();
}

/** The table's row for a label (its header cell), on the page or in one table. */
function row(scope: Page | Locator, label: string): Locator {
  return scope.locator(`tr[data-row="${label}"]`);
}

/** The row's cells' texts by column header. */
async function cellsOf(scope: Page | Locator, label: string, headers: string[]): Promise<string[]> {
  const line = row(scope, label);
  return Promise.all(headers.map((header) => line.locator(`td[data-column="${header}"]`).innerText()));
}

const madeReports = deleteCoachReportsAfterEach();

test.describe('analytics', () => {
  test('a coach reads each view of a report against hand-computed numbers and watches a cell’s plays', async ({ page }) => {
    test.setTimeout(180_000);

    // Prepare: a report of eight plays, the first three with clips.
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);
    const reportId = await uploadFilm(page, `Analytics ${Date.now().toString(36).toUpperCase()}`, 'ANL');
    madeReports.add(reportId);
    await breakDown(reportId);

    // Act: open the report.
    await page.goto(`/reports/${reportId}`);

    // Assess: the report links its analytics, says one play breaks the chain (card 5 at −45, expected −49).
    const insights = page.getByRole('region', { name: 'Analytics' });
    await expect(insights.getByRole('link', { name: 'LMR Hash' })).toBeVisible();
    await insights.getByRole('button', { name: '1 play to check' }).click();
    const checks = page.getByRole('dialog', { name: 'Plays to check' });
    await expect(checks.getByRole('link', { name: 'Card 5' })).toBeVisible();
    await expect(checks).toContainText('expected 2nd & 10 at −49');
    await checks.getByRole('button', { name: 'Close' }).click();

    // Act: open the hash view from the report.
    await insights.getByRole('link', { name: 'LMR Hash' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${reportId}/analytics/lmr-hash$`));
    await expect(page.getByTestId('analytics-snaps')).toHaveText('8 offensive snaps');

    // Assess (by hand): left #1 #2 #3 → 3 plays, 3/8 = 38 %, runs 2 of 3 = 67 %, pass 1 = 33 %;
    // middle #6 #7 → 2, 25 %, 1 run, 1 pass; right #4 #5 #8 → 3, 38 %, run 1 = 33 %, pass 2 = 67 %.
    const columns = ['Plays', '% of snaps', 'Run', 'Pass'];
    expect(await cellsOf(page, 'Left hash', columns)).toEqual(['3', '38%', '67% (2)', '33% (1)']);
    expect(await cellsOf(page, 'Middle', columns)).toEqual(['2', '25%', '50% (1)', '50% (1)']);
    expect(await cellsOf(page, 'Right hash', columns)).toEqual(['3', '38%', '33% (1)', '67% (2)']);
    await expect(row(page, 'Left hash').getByText('thin')).toBeVisible();

    // Play concepts (by hand): Inside Zone #1 #3 #8 → 3 runs, (4 + 12 + 6) / 3 = 7.3 yards, 1st & 10 needs 5:
    // 4 fails, 12 and 6 succeed → 67 % (2/3), one run of 10+; Smash #2 #4 → 2 passes, 4.0 yards, 50 % (1/2).
    await page.getByRole('tab', { name: 'Play Concepts' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${reportId}/analytics/play-concepts$`));
    const conceptColumns = ['Plays', 'Run', 'Pass', 'Yds/play', 'Success', 'Explosive'];
    expect(await cellsOf(page, 'Inside Zone', conceptColumns)).toEqual(['3', '100% (3)', '0% (0)', '7.3', '67% (2/3)', '1']);
    expect(await cellsOf(page, 'Smash', conceptColumns)).toEqual(['2', '0% (0)', '100% (2)', '4.0', '50% (1/2)', '0']);

    // Down & distance (by hand): 1st & 10+ #1 #3 #4 #8 → 4, runs 3 = 75 %, successes #3 #8 = 50 % (2/4);
    // long #5 #6 → 2, 3rd & 7 gained 2: 0 % converted (0/1); 4th down #7 → 1, not converted (0/1); 1st & <10 none.
    // By down (the default): 2nd & long #5, 3rd & long #6 and the 3rd-down total #6, set apart.
    await page.getByRole('tab', { name: 'Down & Distance' }).click();
    const downs = page.getByRole('table', { name: 'Down & Distance table' });
    expect(await cellsOf(downs, '1st & 10+', ['Plays', 'Run', 'Pass', 'Success'])).toEqual(['4', '75% (3)', '25% (1)', '50% (2/4)']);
    expect(await cellsOf(downs, '2nd & long (7+)', ['Plays'])).toEqual(['1']);
    expect(await cellsOf(downs, '3rd down total', ['Plays', '3rd/4th converted'])).toEqual(['1', '0% (0/1)']);
    // One click to the merged view: 2nd/3rd & long #5 #6.
    await page.getByRole('button', { name: '2nd/3rd merged' }).click();
    expect(await cellsOf(downs, '2nd/3rd & long (7+)', ['Plays', '3rd/4th converted'])).toEqual(['2', '0% (0/1)']);
    expect(await cellsOf(downs, '4th down', ['Plays', '3rd/4th converted'])).toEqual(['1', '0% (0/1)']);
    expect(await cellsOf(downs, '1st & <10', ['Plays', 'Run'])).toEqual(['0', '—']);

    // Formations (by hand): Trips Right #1 #2 #3 #8 → 4, 50 %, runs 3 = 75 %, (4 + 8 + 12 + 6) / 4 = 7.5 yards, L 3, R 1.
    await page.getByRole('tab', { name: 'Formation Analysis' }).click();
    expect(await cellsOf(page, 'Trips Right', ['Plays', '% of snaps', 'Run', 'Yds/play', 'Hash (L/M/R)'])).toEqual([
      '4',
      '50%',
      '75% (3)',
      '7.5',
      'L 3, R 1',
    ]);

    // A filter narrows every view and stays in the address: the left hash only → 3 snaps.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Hash' }).getByRole('button', { name: 'L (3)' }).click();
    await expect(page.getByTestId('analytics-snaps')).toHaveText('3 offensive snaps');
    await expect(page).toHaveURL(/[?&]hash=L(&|$)/);
    await expect(page.getByRole('link', { name: 'Scout film' })).toHaveAttribute('href', /\/scoutfilm\?hash=L$/);
    await expect(page.getByRole('link', { name: 'Export' })).toHaveAttribute('href', /\/export-data\?hash=L$/);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // Act: on the hash view, open the left hash's run plays.
    await page.getByRole('tab', { name: 'LMR Hash' }).click();
    await row(page, 'Left hash').locator('td[data-column="Run"]').getByRole('button').click();

    // Assess: the list holds cards 1 and 3, each linking to its card.
    const dialog = page.getByRole('dialog', { name: /Left hash · run plays/ });
    await expect(dialog.getByRole('link', { name: /^Card \d+$/ })).toHaveText(['1', '3']);
    await expect(dialog.getByRole('link', { name: 'Card 1' })).toHaveAttribute('href', /\/reports\/.+\/cards\/.+\/carddetail$/);

    // Act: watch them.
    await dialog.getByRole('link', { name: 'Watch these in the scout film' }).click();

    // Assess: the film plays exactly cards 1 and 3 of its three clips, says a play list is on, and can drop it.
    await expect(page).toHaveURL(new RegExp(`/reports/${reportId}/scoutfilm\\?plays=1,3$`));
    await expect(page.getByText('2 of 3 plays').first()).toBeVisible();
    const playlist = page.getByRole('region', { name: 'Playlist' });
    await expect(playlist.getByRole('button')).toHaveCount(2);
    await expect(playlist.getByRole('button', { name: /Card #1/ })).toBeVisible();
    await expect(playlist.getByRole('button', { name: /Card #3/ })).toBeVisible();
    await expect(page.getByText('Play list: 2 plays chosen (cards 1, 3)')).toBeVisible();
    await page.getByRole('button', { name: 'Show all plays' }).click();
    await expect(page.getByText('3 of 3 plays').first()).toBeVisible();
    await expect(page).not.toHaveURL(/plays=/);
  });

  for (const view of ['lmr-hash', 'play-concepts', 'down-distance', 'formation-analysis']) {
    test(`the public demo ${view} loads without signing in and without calling the API`, async ({ page }) => {
      const apiCalls: string[] = [];
      const apiHost = new URL(API_URL).host;
      page.on('request', (sent) => {
        if (new URL(sent.url()).host === apiHost) apiCalls.push(sent.url());
      });

      await page.goto(`/demo/${view}`);

      await expect(page.getByRole('heading', { level: 1, name: /Demo/ })).toBeVisible();
      await expect(page.getByRole('figure')).toBeVisible();
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Key tendencies' })).toBeVisible();
      // A cell opens its plays (no film link on the demo).
      await page.locator('td[data-column="Plays"]').getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Watch these in the scout film' })).toHaveCount(0);
      expect(apiCalls).toEqual([]);
    });
  }

  test('the public demo shows the defense and the kicking game of its sample game', async ({ page }) => {
    await page.goto('/demo/play-concepts?side=defense');

    await expect(page.getByTestId('analytics-side')).toHaveText('Defense: 44 plays tagged D');
    await expect(page.getByRole('table', { name: 'Coverages table' }).locator('tbody tr').first()).toBeVisible();
    // What's next reads the defense's snaps on the demo too (read-only): pressure, the likely front and coverage.
    const next = page.getByRole('region', { name: "What's next" });
    await expect(next.getByText('Pressure', { exact: true })).toBeVisible();
    await expect(next.getByText('Likely front', { exact: true })).toBeVisible();
    await expect(next.getByText('Likely coverage', { exact: true })).toBeVisible();

    // The kicking game: the defense's 20 K plays and the 15 of the offense's drives (kickoffs, punts, kicks).
    await page.goto('/demo/special-teams');
    await expect(page.getByTestId('analytics-side')).toHaveText('Special teams: 35 plays tagged K or a kick');
    await expect(page.getByRole('table', { name: 'Kickoffs table' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Field goals table' })).toBeVisible();
  });
});
