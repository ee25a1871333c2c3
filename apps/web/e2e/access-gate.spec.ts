import { expect, test } from '@playwright/test';
import { TEST_HOSTS } from '../playwright.shared';
import { pageOnHost, screenshotsAt, setAccessCode } from './support';

/** The restricted-environment gate on a dev host, http://scout-dev.test:<port>. */

const CODE = 'scout-gate-e2e-1';
const SHOTS = 'test-results/access-gate';

test.describe('the restricted-environment gate', () => {
  test.afterEach(async () => {
    // The code is the whole stack's: clear it whatever happened, or every dev-host page after this is locked.
    await setAccessCode(null);
  });

  test('locks a dev host, sign-in included, until the right code is entered; then open for the browser session', async ({ browser }) => {
    // Prepare: staff set a code.
    await setAccessCode(CODE);
    const { context, page } = await pageOnHost(browser, TEST_HOSTS.dev);

    // Act: open the app.
    await page.goto('/');

    // Assess: the gate, not the sign-in form; Unlock is off while the field is empty.
    const gate = page.getByRole('heading', { name: 'Restricted environment' });
    const field = page.getByLabel('Access code', { exact: true });
    const unlock = page.getByRole('button', { name: 'Unlock' });
    await expect(gate).toBeVisible();
    await expect(page.getByLabel('Username / Email')).toHaveCount(0);
    await expect(unlock).toBeDisabled();
    await screenshotsAt(page, SHOTS, 'gate', () => expect(unlock).toBeDisabled());

    // Act: a wrong code.
    await field.fill('not-the-code');
    await expect(unlock).toBeEnabled();
    await unlock.click();

    // Assess: the wrong-code message, the field cleared, Unlock off again.
    await expect(page.getByRole('alert')).toHaveText('Invalid access code. Please try again.');
    await expect(field).toHaveValue('');
    await expect(unlock).toBeDisabled();
    await screenshotsAt(page, SHOTS, 'gate-wrong-code', () => expect(page.getByRole('alert')).toBeVisible());

    // Act: the right code, submitted with Enter.
    await field.fill(CODE);
    await field.press('Enter');

    // Assess: the sign-in page.
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(gate).toHaveCount(0);

    // Act / Assess: a reload in the same session stays open.
    await page.reload();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(gate).toHaveCount(0);

    // Act / Assess: another browser session is locked again.
    const other = await pageOnHost(browser, TEST_HOSTS.dev);
    await other.page.goto('/');
    await expect(other.page.getByRole('heading', { name: 'Restricted environment' })).toBeVisible();
    await expect(other.page.getByLabel('Username / Email')).toHaveCount(0);

    await other.context.close();
    await context.close();
  });

  test('stays away where no code is set, and on localhost even when one is', async ({ browser, page }) => {
    // Prepare: no code.
    await setAccessCode(null);
    const devHost = await pageOnHost(browser, TEST_HOSTS.dev);

    // Act / Assess: the dev host opens on the sign-in page.
    await devHost.page.goto('/');
    await expect(devHost.page.getByText('Sign in to your account')).toBeVisible();
    await expect(devHost.page.getByRole('heading', { name: 'Restricted environment' })).toHaveCount(0);

    // Prepare: a code set.
    await setAccessCode(CODE);

    // Act / Assess: localhost (the default page of the suite) is never gated.
    await page.goto('/');
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Restricted environment' })).toHaveCount(0);

    await devHost.context.close();
  });

  test("shows the server's message when it refuses more tries (429)", async ({ browser }) => {
    // Prepare: a code is set; the API's answer to a check is a lock-out (the real limit is tested on the server,
    // lambdas/test/staff.test.ts: reaching it here would lock this machine's IP out of every later test).
    await setAccessCode(CODE);
    const { context, page } = await pageOnHost(browser, TEST_HOSTS.dev);
    const lockedOut = 'Too many wrong access codes. Please try again in 15 minutes.';
    await page.route('**/access-code/verify', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '900' },
        json: { statusCode: 429, error: 'Too Many Requests', message: lockedOut },
      }),
    );
    await page.goto('/');

    // Act
    await page.getByLabel('Access code', { exact: true }).fill(CODE);
    await page.getByRole('button', { name: 'Unlock' }).click();

    // Assess: the message, still locked.
    await expect(page.getByRole('alert')).toHaveText(lockedOut);
    await expect(page.getByRole('heading', { name: 'Restricted environment' })).toBeVisible();
    await expect(page.getByLabel('Username / Email')).toHaveCount(0);

    await context.close();
  });
});
