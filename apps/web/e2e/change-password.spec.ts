import { expect, test } from '@playwright/test';
import { apiAs, chooseOwnPassword, screenshotsAt, signInWithForm } from './support';

/**
 * A person whose account staff made signs in with the temporary password, is led to choose their own (every
 * other page sends them back there), then reaches the dashboard; later the user menu's Change password works.
 */

const SHOTS = 'test-results/change-password';

test.use({ viewport: { width: 390, height: 844 } });

test('a staff-made account is led to choose a password, then changes it again from the user menu', async ({ page }) => {
  // Three password changes and three sign-ins, each a scrypt hash or two.
  test.setTimeout(180_000);
  const t = Math.random().toString(36).slice(2, 8);
  const admin = await apiAs('admin');
  const made = await admin.post('/users', {
    data: { username: `newcoach-${t}`, email: `newcoach-${t}@owls.example`, name: `Jordan Avery ${t}`, organization_id: 'org-eagles' },
  });
  expect(made.status()).toBe(201);
  const { temporaryPassword } = (await made.json()) as { temporaryPassword: string };
  await admin.dispose();

  await signInWithForm(page, `newcoach-${t}`, temporaryPassword);
  await expect(page).toHaveURL(/\/change-password$/, { timeout: 30_000 });
  await expect(page.getByText('Your administrator gave you a temporary password.')).toBeVisible();
  // Every other page leads back here while the password is temporary.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/change-password$/);

  // A common password is refused by the server, in words.
  await page.getByLabel('Temporary password').fill(temporaryPassword);
  await page.getByLabel('New password', { exact: true }).fill('Password1234');
  await page.getByLabel('Confirm new password').fill('Password1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The server hashes the current password first (scrypt): slow on a busy machine.
  await expect(page.getByRole('alert')).toHaveText('This password is too common. Choose one that is harder to guess.', { timeout: 30_000 });
  await screenshotsAt(page, SHOTS, 'temporary-password', async () => {
    await expect(page.getByRole('alert')).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });

  const own = `blue kettle ${t} sideline`;
  await chooseOwnPassword(page, temporaryPassword, own);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // Later, from the user menu.
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
  await screenshotsAt(page, SHOTS, 'from-user-menu', async () => {
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseOwnPassword(page, own, `${own} again`);

  // The new password signs in straight to the dashboard.
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signInWithForm(page, `newcoach-${t}`, `${own} again`);
  await expect(page).toHaveURL(/\/dashboard$/);
});
