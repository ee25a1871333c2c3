import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, EAGLES, opponentsOnDashboard, RIDGEVIEW, signInWithForm } from './support';

test.describe('the dashboard', () => {
  test("a coach sees their organisation's reports and none of the rival's", async ({ page }) => {
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);

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
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
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
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
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
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page.getByRole('heading', { name: 'Your Reports' })).toBeVisible();

    await page.getByRole('link', { name: 'New Report', exact: true }).click();

    await expect(page).toHaveURL(/\/upload-zip$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Report' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose the game film ZIP' })).toBeVisible();
  });

  test('the Filters panel narrows the list by status', async ({ page }) => {
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
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
});
