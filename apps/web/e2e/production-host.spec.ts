import { expect, test, type Page } from '@playwright/test';
import { TEST_HOSTS } from '../playwright.shared';
import { DEMO_ACCOUNTS, pageOnHost, signInWithForm } from './support';

/**
 * The app opened under a production-like name (http://scout.example.org:<port>) against the same stack as a
 * dev host (http://scout-dev.test:<port>): what only non-production hosts show must be absent. (With an access code
 * set the stage itself is gated: its API refuses calls without the gate's pass, so any host shows the gate.)
 */

/** The host-dependent chrome of a signed-in admin's dashboard. */
async function hostChrome(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  return {
    devTools: page.getByRole('list', { name: 'Dev Tools' }),
    environmentBanner: page.getByRole('region', { name: 'Environment' }),
    modeChip: page.getByText(/^(LOCAL|DEV) MODE$/),
  };
}

test.describe('a production host', () => {
  test('has no gate, no quick login, no Dev Tools, no environment banner and no mode chip; a dev host has them', async ({ browser }) => {
    // Prepare
    const production = await pageOnHost(browser, TEST_HOSTS.production);

    // Act: open the production host and sign in as internal staff.
    await production.page.goto('/');

    // Assess: straight to the sign-in page, without the dev hosts' quick login.
    await expect(production.page.getByText('Sign in to your account')).toBeVisible();
    await expect(production.page.getByRole('heading', { name: 'Restricted environment' })).toHaveCount(0);
    await expect(production.page.getByRole('button', { name: 'Sign in as Admin' })).toHaveCount(0);

    await signInWithForm(production.page, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    await expect(production.page).toHaveURL(/\/dashboard$/);
    const onProduction = await hostChrome(production.page);
    await expect(onProduction.devTools).toHaveCount(0);
    await expect(onProduction.environmentBanner).toHaveCount(0);
    await expect(onProduction.modeChip).toHaveCount(0);

    // Prepare / Act: the same admin on the dev host.
    const dev = await pageOnHost(browser, TEST_HOSTS.dev);
    await signInWithForm(dev.page, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    await expect(dev.page).toHaveURL(/\/dashboard$/);

    // Assess: the dev host shows what production hides.
    const onDev = await hostChrome(dev.page);
    await expect(onDev.devTools).toBeVisible();
    await expect(onDev.environmentBanner).toContainText('AWS DEVELOPMENT');
    await expect(onDev.modeChip).toHaveText('DEV MODE');

    await production.context.close();
    await dev.context.close();
  });
});
