import { expect, test, type Page } from '@playwright/test';
import { deletePrepared, GAMES, prepareGroup, today } from './group-fixture';
import { addVideo, practiceVideo } from './media-fixture';
import { apiAs, openAsGuest, openSignedIn } from './support';

/** Where the screenshots of these pages go (looked at by people, not compared). */
const SHOTS = 'test-results/group-share';
const VIEWPORTS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function screenshots(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

/** The cells of a table row (by its label) under these column headers. */
async function cellsOf(page: Page, label: string, headers: readonly string[]): Promise<string[]> {
  const line = page.locator(`tr[data-row="${label}"]`);
  return Promise.all(headers.map((header) => line.locator(`td[data-column="${header}"]`).innerText()));
}

test.afterEach(deletePrepared);

test.describe('group share links', () => {
  test('a coach shares a group; the link opens without signing in, game by game with its analytics, and stops once turned off', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // Prepare: two games of one opponent in a group (7 snaps); game 2's fourth play (Smash, right hash) has a clip.
    const abbreviation = `S${Math.random().toString(36).slice(2, 5).toUpperCase().padEnd(3, 'X')}`;
    const opponent = `Group Share ${abbreviation}`;
    const { groupId, reports } = await prepareGroup(opponent, abbreviation, GAMES.slice(0, 2));
    const games = [`${abbreviation} ${today}`, `${abbreviation} ${today} (2)`];
    const api = await apiAs('coach');
    await addVideo(api, reports[1]!.id, reports[1]!.cardIds[3]!, practiceVideo('group-shared-clip.mp4', 1));
    await api.dispose();

    // The coach makes a link from the group's page.
    await openSignedIn(page, 'coach', `/view-linked-report/${groupId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this group' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await expect(dialog.getByRole('list', { name: 'Links to this group' }).getByRole('listitem')).toHaveCount(1);
    await screenshots(page, 'share-dialog');

    // Someone without an account opens it: both games' plays, no bearer token on any API call.
    const { guest, guestPage, authorised } = await openAsGuest(browser, url);
    await expect(guestPage.getByRole('heading', { level: 1, name: `${opponent}, last games` })).toBeVisible();
    await expect(guestPage.getByText('Shared games · read-only')).toBeVisible();
    await expect(guestPage.getByRole('list', { name: `Plays of ${games[0]}`, exact: true }).getByRole('button')).toHaveCount(3);
    await expect(guestPage.getByRole('list', { name: `Plays of ${games[1]}` }).getByRole('button')).toHaveCount(4);
    await screenshots(guestPage, 'shared-group');

    // The viewer picks the second game: its four plays alone.
    await guestPage.getByLabel('Game').click();
    await guestPage.getByRole('option', { name: `${games[1]} · ${reports[1]!.title}` }).click();
    await expect(guestPage).toHaveURL(new RegExp(`[?&]game=${reports[1]!.id}`));
    await expect(guestPage.getByRole('list', { name: 'Plays' }).getByRole('button')).toHaveCount(4);

    // Its analytics: 4 snaps; play concepts by hand: Inside Zone 2, Power 1, Smash 1.
    await guestPage.getByRole('tab', { name: 'Analytics' }).click();
    await expect(guestPage.getByTestId('analytics-snaps')).toHaveText('4 offensive snaps');
    expect(await cellsOf(guestPage, 'Inside Zone', ['Plays'])).toEqual(['2']);

    // Every game: 7 snaps, a column per game. Hash by hand: left = game 1 #1 #2, game 2 #1 #2 → 4 (2, 2), 4/7 = 57 %,
    // runs 3 of 4; right = game 1 #3, game 2 #4 → 2 (1, 1), all passes.
    await guestPage.getByLabel('Game').click();
    await guestPage.getByRole('option', { name: 'All games' }).click();
    await expect(guestPage.getByTestId('analytics-snaps')).toHaveText('7 offensive snaps');
    await guestPage.getByRole('tab', { name: 'LMR Hash' }).click();
    await expect(guestPage).toHaveURL(/[?&]analysis=lmr-hash/);
    const columns = ['Plays', ...games, '% of snaps', 'Run', 'Pass'];
    expect(await cellsOf(guestPage, 'Left hash', columns)).toEqual(['4', '2', '2', '57%', '75% (3)', '25% (1)']);
    expect(await cellsOf(guestPage, 'Right hash', columns)).toEqual(['2', '1', '1', '29%', '0% (0)', '100% (2)']);
    await screenshots(guestPage, 'shared-group-analytics');

    // A cell's plays open in the shared page's film, on their game: no page that needs signing in.
    await guestPage.getByRole('button', { name: `Right hash, ${games[1]}: 1, show the plays` }).click();
    const plays = guestPage.getByRole('dialog');
    await expect(plays.getByRole('link', { name: /card/i })).toHaveCount(0);
    await plays.getByRole('link', { name: `Watch the 1 play of ${games[1]} in the scout film` }).click();
    await expect(guestPage).toHaveURL(new RegExp(`[?&]view=film&game=${reports[1]!.id}&plays=4`));
    await expect(guestPage.getByText('1 of 1 plays')).toBeVisible();
    expect(authorised).toEqual([]);

    // The owner turns the link off; it no longer opens, and says why.
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog).toContainText('Turned off');
    await guestPage.reload();
    await expect(guestPage.getByRole('heading', { name: 'This link does not open' })).toBeVisible();
    await expect(guestPage.getByText('This share link was turned off by the coach who shared it. Ask them for a new one.')).toBeVisible();
    await guest.close();
  });
});
