import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addVideo, practiceVideo } from './media-fixture';
import { apiAs, openAsGuest, openSignedIn } from './support';

const SHOTS = 'test-results/staff-film';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Three tagged plays: a 3rd-down pass, a 1st-down run and a punt with its kick data. */
const PLAYS = [
  {
    title: 'Third and six',
    breakdown: { odkm: 'O', down: 3, distance: 6, playType: 'Pass', result: 'Complete', formation: 'TREY', gainLoss: 8 },
  },
  {
    title: 'First and ten',
    breakdown: { odkm: 'O', down: 1, distance: 10, playType: 'Run', result: 'Rush', formation: 'DEUCE', gainLoss: 4 },
  },
  {
    title: 'Punt',
    breakdown: { odkm: 'K', playType: 'Punt', result: 'Return', kickType: 'Rugby', kickYards: 42, hangTime: 4.3, returnYards: 8 },
  },
] as const;

/** A coach's report of these plays, a clip on the pass and the punt. */
async function taggedReport(api: APIRequestContext, opponentName: string): Promise<{ reportId: string; cardIds: string[] }> {
  const report = await api.post('/reports', { data: { title: `${opponentName} Offense`, opponentName } });
  expect(report.ok()).toBe(true);
  const reportId = ((await report.json()) as { id: string }).id;
  const cardIds: string[] = [];
  for (const play of PLAYS) {
    const card = await api.post(`/reports/${reportId}/cards`, { data: play });
    expect(card.ok()).toBe(true);
    cardIds.push(((await card.json()) as { id: string }).id);
  }
  await addVideo(api, reportId, cardIds[0]!, practiceVideo('staff-film-pass.mp4', 1));
  await addVideo(api, reportId, cardIds[2]!, practiceVideo('staff-film-punt.mp4', 1));
  return { reportId, cardIds };
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

test.describe('staff and film', () => {
  test('Manage Reports names the organisation, shows who is assigned and filters the unassigned', async ({ page }) => {
    test.setTimeout(120_000);
    // Prepare: two Eagles reports due long ago (first in the deadline order), one assigned to Alex Morgan.
    const tag = unique();
    const admin = await apiAs('admin');
    const ids: string[] = [];
    for (const name of [`Assigned ${tag}`, `Open ${tag}`]) {
      const created = await admin.post('/reports', {
        data: { title: name, organization_id: 'org-eagles', opponent_name: name, deadline: '2001-01-01T00:00:00.000Z' },
      });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { id: string }).id);
    }
    expect((await admin.post(`/reports/${ids[0]}/assignments`, { data: { user_id: 'user-admin' } })).status()).toBe(201);
    await admin.dispose();

    // Act: staff find the Eagles by name.
    await page.setViewportSize({ width: 1400, height: 900 });
    await openSignedIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await page.goto('/admin/reports');
    await page.getByRole('combobox', { name: 'Organisation' }).fill('Eagles Football');
    await page.getByRole('combobox', { name: 'Organisation' }).press('Enter');
    const table = page.getByRole('table', { name: 'Reports' });
    const assigned = table.getByRole('row').filter({ hasText: `Assigned ${tag}` });
    const open = table.getByRole('row').filter({ hasText: `Open ${tag}` });

    // Assess: the organisation by name, the assignee, and Unassigned.
    await expect(assigned).toContainText('Eagles Football');
    await expect(assigned).not.toContainText('org-eagles');
    await expect(assigned).toContainText('Alex Morgan');
    await expect(open).toContainText('Unassigned');
    await shoot(page, 'manage-reports');

    // Act: only the unassigned.
    await page.getByLabel('Unassigned').check();
    await expect(open).toBeVisible();
    await expect(assigned).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(open).toContainText('Eagles Football');
    await shoot(page, 'manage-reports');
  });

  test('film shows play type and result and a kick its kick data; the grid plays the selected row; a shared view filters and prints', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const opponent = `Harbor ${unique()}`;
    const coach = await apiAs('coach');
    const { reportId } = await taggedReport(coach, opponent);
    const shared = await coach.post(`/reports/${reportId}/share`, { data: { expiresInDays: 3 } });
    expect(shared.ok()).toBe(true);
    const { token } = (await shared.json()) as { token: string };
    await coach.dispose();
    await page.setViewportSize({ width: 1400, height: 900 });
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

    // Scout film: play type and result beside the play and in the playlist; one set of controls.
    await page.goto(`/reports/${reportId}/scoutfilm`);
    const currentPlay = page.getByRole('region', { name: 'Current play' });
    await expect(currentPlay.getByRole('heading', { name: 'Card #1' })).toBeVisible();
    await expect(currentPlay).toContainText('Pass · Complete');
    const playlist = page.getByRole('region', { name: 'Playlist' });
    await expect(playlist.getByRole('button', { name: /Card #1/ })).toContainText('3rd & 6 · Pass · Complete · TREY');
    await expect(page.locator('video[controls]')).toHaveCount(0);
    await expect(page.getByRole('slider', { name: 'Seek' })).toBeVisible();
    await playlist.getByRole('button', { name: /Card #3/ }).click();
    await expect(currentPlay).toContainText('Punt · Return');
    for (const text of ['Rugby', '42', '4.3 s', '8']) await expect(currentPlay).toContainText(text);
    await expect(page.getByText('No breakdown yet')).toHaveCount(0);
    await shoot(page, 'scout-film');

    // The breakdown grid: the selected row's clip beside it, following the selection.
    await page.goto(`/reports/${reportId}/cards`);
    const video = page.getByRole('region', { name: 'Selected play video' });
    await expect(video.getByRole('heading', { name: 'Card #1' })).toBeVisible();
    await expect(video.getByLabel('Clip of card 1')).toBeVisible();
    await page.getByRole('row', { name: 'Card 3', exact: true }).getByRole('gridcell').nth(3).click();
    await expect(video.getByRole('heading', { name: 'Card #3' })).toBeVisible();
    await expect(video.getByLabel('Clip of card 3')).toBeVisible();
    await page.getByRole('row', { name: 'Card 2', exact: true }).getByRole('gridcell').nth(3).click();
    await expect(video).toContainText('This play has no clip yet.');
    await shoot(page, 'breakdown-grid');

    // A shared view on a phone: filter to 3rd downs, then print exactly those plays.
    const { guest, guestPage } = await openAsGuest(browser, new URL(`/shared/${token}`, page.url()).toString());
    await guestPage.setViewportSize({ width: 390, height: 844 });
    await guestPage.getByRole('button', { name: 'Filters' }).click();
    await guestPage.getByRole('group', { name: 'Down' }).getByRole('button', { name: /^3rd/ }).click();
    await expect(guestPage.getByText('Filtered: 1 of 3 plays')).toBeVisible();
    await expect(guestPage.getByRole('list', { name: 'Plays' }).getByRole('button')).toHaveCount(1);
    await shoot(guestPage, 'shared-filtered');
    await guestPage.getByRole('link', { name: 'Print' }).click();
    await expect(guestPage).toHaveURL(/view=print/);
    await expect(guestPage.getByText('Filtered: 1 of 3 plays: the printout holds these plays only.')).toBeVisible();
    const printout = guestPage.getByLabel('Printout', { exact: true });
    await expect(printout).toContainText('TREY');
    await expect(printout).not.toContainText('DEUCE');
    await shoot(guestPage, 'shared-print');
    await guest.close();
  });
});
