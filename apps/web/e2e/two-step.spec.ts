import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { totpCode, totpStep } from '../../../lambdas/src/auth/totp';
import { apiAs, chooseOwnPassword, EAGLES, screenshotsAt, signInWithForm } from './support';

const SHOTS = 'test-results/two-step';

/** A code of the authenticator app, `ahead` steps after now (a step already used is refused). */
const appCode = (secret: string, ahead = 0) => totpCode(secret, totpStep(new Date()) + ahead);

test('a coach turns on two-step sign-in with the key typed into an app, then signs in with a code', async ({ page }) => {
  // Four sign-ins (scrypt) and an enrolment on a busy machine.
  test.slow();
  // A coach of their own (the demo accounts stay one step for everyone else's tests).
  const admin = await apiAs('admin');
  const name = `two-step-${randomUUID().slice(0, 8)}`;
  const created = await admin.post('/users', {
    data: { username: name, email: `${name}@example.com`, name: 'Casey Twostep', organizationId: EAGLES.organizationId },
  });
  expect(created.ok()).toBe(true);
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  await admin.dispose();

  // Staff gave a temporary password: the coach chooses their own first.
  const password = `Quarterback sneak ${randomUUID().slice(0, 6)}`;
  await signInWithForm(page, name, temporaryPassword);
  await chooseOwnPassword(page, temporaryPassword, password);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Two-step sign-in' }).click();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await screenshotsAt(page, SHOTS, 'enrol', () => expect(page.getByTestId('mfa-secret')).toBeVisible());
  const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');

  await page.getByLabel('6-digit code').fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await screenshotsAt(page, SHOTS, 'recovery-codes', () => expect(codes.first()).toBeVisible());
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/Two-step sign-in is on since .*10 of 10 recovery codes left/)).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // On a phone, where the code is typed.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, name, password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/code-step-phone.png`, fullPage: true });
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Enter the newest code from your authenticator app, or a recovery code.',
  );
  await page.getByLabel('Authentication code').fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
});
