import { randomUUID } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { API_URL, apiAs, chooseOwnPassword, screenshotsAt, signInWithForm } from './support';

const SHOTS = 'test-results/least-privilege';

test('a member of staff finds the administrators’ pages closed in words, with the way back', async ({ page }) => {
  // Two sign-ins and a password change (scrypt) on a busy machine.
  test.slow();
  // A member of staff of their own, made by an administrator (temporary password).
  const admin = await apiAs('admin');
  const username = `least-staff-${randomUUID().slice(0, 8)}`;
  const created = await admin.post('/users', {
    data: { username, email: `${username}@scout.example`, name: 'Robin Staff', role: 'staff' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  await admin.dispose();

  // The drawer the server lists for staff has none of the administrators' entries.
  const anonymous = await request.newContext({ baseURL: API_URL });
  const login = await anonymous.post('/api/v2/login', { data: { username, password: temporaryPassword } });
  const menus = ((await login.json()) as { menus?: { title: string }[] }).menus ?? [];
  expect(menus.map((entry) => entry.title)).not.toEqual(expect.arrayContaining(['Pipeline']));
  expect(menus.map((entry) => entry.title)).not.toContain('Audit');
  await anonymous.dispose();

  const password = `Two minute drill ${randomUUID().slice(0, 6)}`;
  await signInWithForm(page, username, temporaryPassword);
  await chooseOwnPassword(page, temporaryPassword, password);

  // A bookmarked Pipeline page: closed in words, with the way back.
  await page.goto('/pipeline');
  await screenshotsAt(page, SHOTS, 'pipeline', () => expect(page.getByRole('heading', { name: 'Only administrators' })).toBeVisible());
  await expect(page.getByText(/Only administrators can open this page/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Settings: staff keep the metric definitions; prices and the access code say who may change them.
  await page.goto('/admin/settings');
  await screenshotsAt(page, SHOTS, 'settings', () => expect(page.getByText(/^Only administrators can change/).first()).toBeVisible());
});
