import { expect, test } from '@playwright/test';
import { apiAs, API_URL, EAGLES, opponentsOnDashboard, RIDGEVIEW, openSignedIn } from './support';

test.describe('the dashboard', () => {
  test("a coach sees their organisation's reports and none of the rival's", async ({ page }) => {
    await openSignedIn(page, 'coach');

    const opponents = await opponentsOnDashboard(page);

    // Other browser tests add reports of their own to the coach's organisation, so only the seeded ones are
    // known by name: at least one of them shows, and no opponent of the rival's does.
    expect(opponents.some((opponent) => (EAGLES.opponents as readonly string[]).includes(opponent))).toBe(true);
    for (const opponent of opponents) expect(RIDGEVIEW.opponents as readonly string[]).not.toContain(opponent);
    for (const rivalOpponent of RIDGEVIEW.opponents) {
      await expect(page.getByText(`Opponent: ${rivalOpponent}`)).toHaveCount(0);
    }
    await expect(page.getByText(`Ridgeview Football · ${RIDGEVIEW.organizationId}`)).toHaveCount(0);
  });

  test("the summary tiles count the coach's reports", async ({ page }) => {
    await openSignedIn(page, 'coach');
    const opponents = await opponentsOnDashboard(page);

    await expect(page.getByLabel(`Total Reports: ${opponents.length}`)).toBeVisible();
    for (const tile of ['In Progress', 'Completed', 'Pending Review']) {
      await expect(page.getByText(tile, { exact: true }).first()).toBeVisible();
    }
  });

  test("an administrator sees every organisation's reports, with their organisations' names and ids", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in as Admin' }).click();

    const opponents = await opponentsOnDashboard(page);

    expect(opponents.some((opponent) => (RIDGEVIEW.opponents as readonly string[]).includes(opponent))).toBe(true);
    expect(opponents.some((opponent) => (EAGLES.opponents as readonly string[]).includes(opponent))).toBe(true);
    await expect(page.getByText(`Eagles Football · ${EAGLES.organizationId}`).first()).toBeVisible();
    await expect(page.getByText(`Ridgeview Football · ${RIDGEVIEW.organizationId}`).first()).toBeVisible();
  });

  test('each report card offers View Report, which opens the report', async ({ page }) => {
    await openSignedIn(page, 'coach');
    await opponentsOnDashboard(page);
    const firstCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'View Report' }) })
      .first();
    const title = await firstCard.getByRole('heading').textContent();

    await firstCard.getByRole('link', { name: 'View Report' }).click();

    await expect(page).toHaveURL(/\/reports\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  });

  test('New Report leads to the upload page', async ({ page }) => {
    await openSignedIn(page, 'coach');
    await expect(page.getByRole('heading', { name: 'Your Reports' })).toBeVisible();

    await page.getByRole('link', { name: 'New Report', exact: true }).click();

    await expect(page).toHaveURL(/\/upload-zip$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Report' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose the game film ZIP' })).toBeVisible();
  });

  test('the Filters panel narrows the list by status', async ({ page }) => {
    await openSignedIn(page, 'coach');
    await opponentsOnDashboard(page);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.getByRole('button', { name: 'Done' }).click();

    const chips = page.getByRole('article').getByText('Completed', { exact: true });
    const cards = page.getByRole('article');
    await expect(async () => {
      expect(await chips.count()).toBe(await cards.count());
    }).toPass();
  });

  test('on a phone, the pager reads the next and the previous page by the keys the server gave, never by number', async ({
    browser,
    page,
  }) => {
    // Thirty reports made and deleted, two sign-ins: more than a minute on a busy machine.
    test.slow();
    // Prepare: more reports than a page holds, newest first (made one after another, so their order is known).
    const code = Math.random().toString(36).slice(2, 7).toUpperCase();
    const made = 30;
    const api = await apiAs('coach');
    const ids: string[] = [];
    try {
      for (let n = 1; n <= made; n += 1) {
        const answer = await api.post('/reports', { data: { title: `Keyed week ${n}`, opponentName: `Keyed ${code} ${n}` } });
        expect(answer.ok(), await answer.text()).toBe(true);
        ids.push(((await answer.json()) as { id: string }).id);
      }
      const listCalls: URL[] = [];
      const watch = (target: typeof page) =>
        target.on('request', (request) => {
          const url = new URL(request.url());
          if (request.method() === 'GET' && url.origin === API_URL && url.pathname === '/reports') listCalls.push(url);
        });
      watch(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await openSignedIn(page, 'coach');
      await expect(page.getByRole('heading', { name: 'Your Reports' })).toBeVisible({ timeout: 30_000 });
      expect((await opponentsOnDashboard(page)).slice(0, 2)).toEqual([`Keyed ${code} ${made}`, `Keyed ${code} ${made - 1}`]);
      const pager = page.getByRole('navigation', { name: 'Report pages' });

      // Act: Next, Previous, then page 2 by its number
      await pager.getByRole('button', { name: 'Go to next page' }).click();
      await expect(page.getByText(`Opponent: Keyed ${code} 5`, { exact: true })).toBeVisible();
      await pager.getByRole('button', { name: 'Go to previous page' }).click();
      await expect(page.getByText(`Opponent: Keyed ${code} ${made}`, { exact: true })).toBeVisible();
      await pager.getByRole('button', { name: 'Go to page 2' }).click();

      // Assess: page 2 starts where page 1 ended, read with page 1's key; no call asked for a page by number
      await expect(page.getByText(`Opponent: Keyed ${code} 5`, { exact: true })).toBeVisible();
      const opponents = await opponentsOnDashboard(page);
      expect(opponents.slice(0, 5)).toEqual([5, 4, 3, 2, 1].map((n) => `Keyed ${code} ${n}`));
      expect(listCalls.some((url) => url.searchParams.has('lastKey'))).toBe(true);
      expect(listCalls.filter((url) => url.searchParams.has('page'))).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      await pager.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/dashboard/phone-page-2.png', fullPage: false });

      // Act, assess: Manage Reports' pager reads its next page by key too
      const staff = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const staffPage = await staff.newPage();
      watch(staffPage);
      listCalls.length = 0;
      await staffPage.goto('/');
      await staffPage.getByRole('button', { name: 'Sign in as Admin' }).click();
      await expect(staffPage.getByRole('heading', { name: 'Your Reports' })).toBeVisible({ timeout: 30_000 });
      await staffPage.goto('/admin/reports');
      const table = staffPage.getByRole('table', { name: 'Reports' });
      await expect(table.getByRole('row')).toHaveCount(26, { timeout: 30_000 });
      await staffPage.getByRole('button', { name: 'Go to next page' }).click();
      await expect(staffPage.getByText(/^26–\d+ of \d+$/)).toBeVisible();
      await expect(staffPage.getByLabel('Loading reports')).toHaveCount(0);
      expect(listCalls.some((url) => url.searchParams.has('lastKey'))).toBe(true);
      expect(listCalls.filter((url) => url.searchParams.has('page'))).toEqual([]);
      await staffPage.screenshot({ path: 'test-results/dashboard/manage-reports-page-2.png', fullPage: false });
      await staff.close();
    } finally {
      for (const id of ids) await api.delete(`/reports/${encodeURIComponent(id)}`);
      await api.dispose();
    }
  });
});
