import { expect, test, type Page } from '@playwright/test';
import { TEST_HOSTS } from '../playwright.shared';
import { DEMO_ACCOUNTS, pageOnHost, screenshotsAt, setAccessCode, signInWithForm } from './support';

/**
 * The layout's update check on a dev host, where the periodic check is on
 * (it is off on localhost). A deployed build is faked by answering /commit-info.json with another commit.
 */

const SHOTS = 'test-results/updates';
const NEWER = { hash: 'feedc0de'.repeat(5), shortHash: 'feedc0d', message: 'A newer build', generated: new Date().toISOString() };
const NEWEST = { ...NEWER, hash: 'c0ffee00'.repeat(5), shortHash: 'c0ffee0' };

/** Answers the version file with `body`, or with a failure when `body` is null. */
async function deployed(page: Page, body: object | null): Promise<void> {
  await page.unroute('**/commit-info.json*');
  await page.route('**/commit-info.json*', (route) =>
    body ? route.fulfill({ json: body, headers: { 'cache-control': 'no-store' } }) : route.fulfill({ status: 503, body: 'Unavailable' }),
  );
}

/** Marks the page so a reload (a new document) can be told from none. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { scoutMark?: number }).scoutMark = 1));
}
const isMarked = (page: Page) => page.evaluate(() => (window as unknown as { scoutMark?: number }).scoutMark === 1);

async function checkForUpdates(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Check for Updates' }).click();
}

test.describe('the update check', () => {
  test.beforeAll(async () => {
    // A gate left locked by another run would stand in front of the app.
    await setAccessCode(null);
  });

  test('shows the running build and no banner while it is the deployed one', async ({ browser }) => {
    // Prepare
    const { context, page } = await pageOnHost(browser, TEST_HOSTS.dev);
    const versionFile = page.waitForResponse((response) => new URL(response.url()).pathname === '/commit-info.json');

    // Act
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const running = (await (await versionFile).json()) as { hash: string; shortHash: string; message: string; author: string };

    // Assess: the check ran at start (with a cache-busting t), found the same build, and the chip names it.
    expect(new URL((await versionFile).url()).searchParams.get('t')).toMatch(/^\d+$/);
    expect(running.shortHash).toBe(running.hash.slice(0, 7));
    await expect(page.getByRole('region', { name: 'Update available' })).toHaveCount(0);
    const chip = page.getByLabel(`Version: build ${running.shortHash}`);
    await expect(chip).toHaveText(`Build ${running.shortHash}`);
    await chip.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText(running.message);
    await expect(tooltip).toContainText(`Author: ${running.author}`);
    await expect(tooltip).toContainText('Branch:');

    await context.close();
  });

  test('offers a newer build: Later puts it off, Check for Updates brings it back, Refresh reloads', async ({ browser }) => {
    // Prepare: a newer build is deployed before the app starts.
    const { context, page } = await pageOnHost(browser, TEST_HOSTS.dev);
    await deployed(page, NEWER);
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Assess: the banner.
    const banner = page.getByRole('region', { name: 'Update available' });
    await expect(banner).toContainText('A new version of Scout is available (feedc0d).');
    await screenshotsAt(page, SHOTS, 'banner', () => expect(banner).toBeVisible());

    // Act / Assess: Later hides it.
    await banner.getByRole('button', { name: 'Later' }).click();
    await expect(banner).toHaveCount(0);

    // Act / Assess: asked again, it shows again; Refresh loads the page anew.
    await checkForUpdates(page);
    await expect(banner).toBeVisible();
    await markDocument(page);
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Refresh', exact: true }).click()]);
    expect(await isMarked(page)).toBe(false);
    await expect(page).toHaveURL(/\/dashboard$/);

    await context.close();
  });

  test('auto-reload counts down 15 s with Cancel, is remembered, and reloads when not cancelled', async ({ browser }) => {
    test.setTimeout(120_000);
    // Prepare: the page's clock runs as usual until the test moves it on past the countdown (Playwright's clock).
    const { context, page } = await pageOnHost(browser, TEST_HOSTS.dev);
    await context.clock.install();
    await deployed(page, NEWER);
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('region', { name: 'Update available' });
    await expect(banner).toBeVisible();
    await markDocument(page);

    // Act: turn auto-reload on in the banner.
    await banner.getByRole('switch', { name: 'Auto-reload' }).check();

    // Assess: a visible countdown with Cancel.
    await expect(banner).toContainText(/Reloading in (15|14|13) s…/);
    await screenshotsAt(page, SHOTS, 'countdown', () => expect(banner.getByRole('button', { name: 'Cancel' })).toBeVisible());

    // Act: Cancel.
    await banner.getByRole('button', { name: 'Cancel' }).click();

    // Assess: no countdown, the offer stays, the page is not reloaded (past when it would have been), the mode kept.
    await expect(banner).not.toContainText('Reloading in');
    await expect(banner.getByRole('button', { name: 'Later' })).toBeVisible();
    await page.clock.fastForward(16_000);
    // A reload the countdown had still started would begin within a moment.
    await page.waitForTimeout(1_000);
    expect(await isMarked(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('scout.updates'))).toContain('"autoReload":true');

    // Act: a newer build again, found by the user menu's check.
    await deployed(page, NEWEST);
    await checkForUpdates(page);

    // Assess: it counts down by itself and reloads.
    await expect(banner).toContainText('(c0ffee0)');
    await expect(banner).toContainText(/Reloading in \d+ s…/);
    const reloaded = page.waitForEvent('load', { timeout: 25_000 });
    await page.clock.fastForward(15_000);
    await reloaded;
    expect(await isMarked(page)).toBe(false);

    // Act / Assess: the mode is also a switch in the user menu; turning it off there stops the next countdown.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    const menuSwitch = page.getByRole('menuitemcheckbox', { name: 'Auto-reload updates' });
    await expect(menuSwitch).toHaveAttribute('aria-checked', 'true');
    await menuSwitch.click();
    await expect(menuSwitch).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Escape');
    await expect(banner).toContainText('(c0ffee0)');
    await expect(banner).not.toContainText('Reloading in');

    await context.close();
  });

  test("asks whether to refresh anyway when 'Check for Updates' cannot read the version file", async ({ browser }) => {
    // Prepare: the version file fails from the start.
    const { context, page } = await pageOnHost(browser, TEST_HOSTS.dev);
    await deployed(page, null);
    const startCheck = page.waitForResponse((response) => new URL(response.url()).pathname === '/commit-info.json');
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Assess: the layout's own check failed and only logged it: no dialog, no banner.
    expect((await startCheck).status()).toBe(503);
    const dialog = page.getByRole('alertdialog', { name: 'Check for Updates' });
    await expect(page.getByRole('heading', { name: 'Your Reports' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Update available' })).toHaveCount(0);

    // Act: the user asks.
    await checkForUpdates(page);

    // Assess: an MUI dialog (not the browser's confirm) with its fixed text; Cancel closes it without a reload.
    await expect(dialog).toContainText('Unable to check version info. Refresh anyway?');
    await screenshotsAt(page, SHOTS, 'check-failed', () => expect(dialog).toBeVisible());
    await markDocument(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await isMarked(page)).toBe(true);

    // Act / Assess: asked again, Refresh reloads.
    await checkForUpdates(page);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Refresh' }).click()]);
    expect(await isMarked(page)).toBe(false);

    await context.close();
  });
});
