import { expect, test, type Locator, type Page } from '@playwright/test';
import { deletePrepared, GAMES, prepareGroup, today } from './group-fixture';
import { openSignedIn } from './support';

/** Where the screenshots of these pages go (looked at by people, not compared). */
const SHOTS = 'test-results/group-analytics';
const VIEWPORTS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.afterEach(deletePrepared);

async function screenshots(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

/** The table's row for a label (its header cell). */
function row(page: Page, label: string): Locator {
  return page.locator(`tr[data-row="${label}"]`);
}

/** The row's cells' texts by column header. */
async function cellsOf(page: Page, label: string, headers: readonly string[]): Promise<string[]> {
  const line = row(page, label);
  return Promise.all(headers.map((header) => line.locator(`td[data-column="${header}"]`).innerText()));
}

test.describe('group analytics', () => {
  test('a coach reads each view across three games, game by game, and opens a cell’s plays with their games', async ({ page }) => {
    test.setTimeout(120_000);

    // Prepare: three games of one opponent, all made today, so their columns are told apart by (2) and (3).
    const abbreviation = `Q${Math.random().toString(36).slice(2, 5).toUpperCase().padEnd(3, 'X')}`;
    const opponent = `Group Analytics ${abbreviation}`;
    const { groupId, reports } = await prepareGroup(opponent, abbreviation, GAMES);
    const games = [`${abbreviation} ${today}`, `${abbreviation} ${today} (2)`, `${abbreviation} ${today} (3)`];

    // Act: open the group, then its hash view.
    await openSignedIn(page, 'coach', `/view-linked-report/${groupId}`);
    await page.getByRole('region', { name: 'Analytics across games' }).getByRole('link', { name: 'Hash' }).click();

    // Assess: the header names the group and its reports and leads back; 9 snaps (3 + 4 + 2).
    await expect(page).toHaveURL(new RegExp(`/analytics/hash/${groupId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${opponent}, last games` })).toBeVisible();
    const members = page.getByRole('list', { name: "The group's reports" });
    for (const report of reports)
      await expect(members.getByRole('link', { name: report.title })).toHaveAttribute('href', `/reports/${report.id}`);
    await expect(page.getByRole('link', { name: 'Back to Linked Report' })).toHaveAttribute('href', `/view-linked-report/${groupId}`);
    await expect(page.getByTestId('analytics-snaps')).toHaveText('9 offensive snaps');

    // Hash (by hand): left = game 1 #1 #2, game 2 #1 #2, game 3 #1 → 5 (2, 2, 1), 5/9 = 56 %, runs 3 of 5 = 60 %;
    // middle = game 2 #3 → 1 (0, 1, 0); right = game 1 #3, game 2 #4, game 3 #2 → 3 (1, 1, 1), all passes.
    const hashColumns = ['Plays', ...games, '% of snaps', 'Run', 'Pass'];
    expect(await cellsOf(page, 'Left hash', hashColumns)).toEqual(['5', '2', '2', '1', '56%', '60% (3)', '40% (2)']);
    expect(await cellsOf(page, 'Middle', hashColumns)).toEqual(['1', '0', '1', '0', '11%', '100% (1)', '0% (0)']);
    expect(await cellsOf(page, 'Right hash', hashColumns)).toEqual(['3', '1', '1', '1', '33%', '0% (0)', '100% (3)']);
    // Each game's column heads its snaps: 3, 4 and 2.
    const header = page.locator('thead th');
    await expect(header.filter({ hasText: games[1]! })).toContainText('4 snaps');
    await expect(header.filter({ hasText: games[2]! })).toContainText('2 snaps');
    await screenshots(page, 'hash', async () => {
      await expect(row(page, 'Left hash')).toBeVisible();
      await expect(page.getByRole('figure')).toBeVisible();
    });

    // Play concepts (by hand): Inside Zone game 1 #1, game 2 #1 #2 → 3 (1, 2, 0); Smash game 1 #2, game 2 #4,
    // game 3 #1 → 3 (1, 1, 1); Mesh game 1 #3, game 3 #2 → 2 (1, 0, 1); Power game 2 #3 → 1 (0, 1, 0).
    await page.getByRole('tab', { name: 'Play Concepts' }).click();
    await expect(page).toHaveURL(new RegExp(`/analytics/play-concept/${groupId}$`));
    const perGame = ['Plays', ...games];
    expect(await cellsOf(page, 'Inside Zone', perGame)).toEqual(['3', '1', '2', '0']);
    expect(await cellsOf(page, 'Smash', perGame)).toEqual(['3', '1', '1', '1']);
    expect(await cellsOf(page, 'Mesh', perGame)).toEqual(['2', '1', '0', '1']);
    expect(await cellsOf(page, 'Power', perGame)).toEqual(['1', '0', '1', '0']);
    await screenshots(page, 'play-concepts', async () => {
      await expect(row(page, 'Smash')).toBeVisible();
    });

    // Down & distance (by hand): 1st & 10+ = game 1 #1 #3, game 2 #1 #4, game 3 #1 → 5 (2, 2, 1);
    // medium = 2nd & 6, 2nd & 4, 3rd & 5 → 3 (1, 1, 1); short = 3rd & 2 → 1 (0, 1, 0), converted (gain 3).
    await page.getByRole('tab', { name: 'Down & Distance' }).click();
    await expect(page).toHaveURL(new RegExp(`/analytics/down-distance/${groupId}$`));
    // 2nd and 3rd down apart by default; the merged buckets one click away.
    await expect(row(page, '3rd down total')).toBeVisible();
    await page.getByRole('button', { name: '2nd/3rd merged' }).click();
    expect(await cellsOf(page, '1st & 10+', perGame)).toEqual(['5', '2', '2', '1']);
    expect(await cellsOf(page, '2nd/3rd & medium (4–6)', perGame)).toEqual(['3', '1', '1', '1']);
    expect(await cellsOf(page, '2nd/3rd & short (1–3)', [...perGame, '3rd/4th converted'])).toEqual(['1', '0', '1', '0', '100% (1/1)']);

    // Formations (by hand): Trips = game 1 #1 #2, game 2 #1 #2 #3, game 3 #1 → 6 (2, 3, 1); Doubles → 2 (1, 1, 0);
    // Empty → 1 (0, 0, 1).
    await page.getByRole('tab', { name: 'Formation Analysis' }).click();
    await expect(page).toHaveURL(new RegExp(`/analytics/formation-analysis/${groupId}$`));
    expect(await cellsOf(page, 'Trips', perGame)).toEqual(['6', '2', '3', '1']);
    expect(await cellsOf(page, 'Doubles', perGame)).toEqual(['2', '1', '1', '0']);
    expect(await cellsOf(page, 'Empty', perGame)).toEqual(['1', '0', '0', '1']);

    // Act: on the hash view, open the left hash's plays of the second game.
    await page.getByRole('tab', { name: 'LMR Hash' }).click();
    await row(page, 'Left hash').locator(`td[data-column="${games[1]}"]`).getByRole('button').click();

    // Assess: game 2's cards 1 and 2, each linking to its card in its own report; the film of that game.
    let dialog = page.getByRole('dialog', { name: new RegExp(`Left hash · ${games[1]!.replace(/[()]/g, '\\$&')}`) });
    await expect(dialog.getByText('2 plays', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /card \d+$/ })).toHaveText(['1', '2']);
    await expect(dialog.getByRole('link', { name: `${games[1]}, card 1` })).toHaveAttribute(
      'href',
      new RegExp(`^/reports/${reports[1]!.id}/cards/.+/carddetail$`),
    );
    await expect(dialog.getByRole('link', { name: /in the scout film/ })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Act: open all the left hash's plays.
    await row(page, 'Left hash').locator('td[data-column="Plays"]').getByRole('button').click();

    // Assess: five plays, game by game, each naming its game; the film is offered per game (2, 2 and 1 plays).
    dialog = page.getByRole('dialog', { name: /Left hash/ });
    await expect(dialog.getByText('5 plays', { exact: true })).toBeVisible();
    await expect(dialog.locator('tbody tr td:first-child')).toHaveText([games[0]!, games[0]!, games[1]!, games[1]!, games[2]!]);
    await expect(dialog.getByRole('link', { name: `Watch the 2 plays of ${games[0]} in the scout film` })).toHaveAttribute(
      'href',
      `/reports/${reports[0]!.id}/scoutfilm?plays=1,2`,
    );
    await expect(dialog.getByRole('link', { name: `Watch the 1 play of ${games[2]} in the scout film` })).toHaveAttribute(
      'href',
      `/reports/${reports[2]!.id}/scoutfilm?plays=1`,
    );
    await screenshots(page, 'plays-dialog', async () => {
      await expect(dialog.getByText('5 plays', { exact: true })).toBeVisible();
    });

    // Act: follow a play to its card.
    await dialog.getByRole('link', { name: `${games[2]}, card 1` }).click();

    // Assess: the card of game 3.
    await expect(page).toHaveURL(new RegExp(`/reports/${reports[2]!.id}/cards/.+/carddetail$`));
  });

  test('a group without plays says so; the seeded group opens; another organisation’s group is not found', async ({ page }) => {
    // Prepare: a group of one report without cards.
    const opponent = `Empty Group ${Date.now().toString(36).toUpperCase()}`;
    const { groupId } = await prepareGroup(opponent, 'EMP', [[]]);
    await openSignedIn(page, 'coach', `/analytics/down-distance/${groupId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${opponent}, last games` })).toBeVisible();
    await expect(page.getByText('These reports have no plays yet.')).toBeVisible();

    // The seeded group: three games, a column each.
    await page.goto('/analytics/formation-analysis/grp-eagles-last-three');
    await expect(page.getByRole('heading', { level: 1, name: 'Last three games' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(
      page
        .locator('table')
        .first()
        .locator('thead th')
        .filter({ hasText: /^CEN \w+ \d+/ }),
    ).toHaveCount(1);
    await screenshots(page, 'seeded-formations', async () => {
      await expect(page.getByRole('figure')).toBeVisible();
    });

    await page.goto('/analytics/hash/grp-ridgeview-season');
    await expect(page.getByText('Group not found.')).toBeVisible();
    await expect(page.getByText('Ridgeview season')).toHaveCount(0);
  });
});
