import { expect, request, test } from '@playwright/test';
import { newReportWithCards } from './media-fixture';
import { API_URL, apiAs, DEMO_ACCOUNTS, screenshotsAt, openSignedIn } from './support';

test.describe('the audit trail', () => {
  test('an administrator finds the share link they made by its kind; on a phone its row stacks; staff have no Audit page', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Prepare: the coach's report, shared by the administrator (one audit event).
    const opponent = `Audited ${Date.now().toString(36).toUpperCase()}`;
    const coach = await apiAs('coach');
    const { reportId } = await newReportWithCards(coach, opponent, ['Opening drive']);
    const admin = await apiAs('admin');
    const shared = await admin.post(`/reports/${reportId}/share`, { data: { expires_in_days: 3 } });
    expect(shared.status(), await shared.text()).toBe(201);
    const { token } = (await shared.json()) as { token: string };

    // The administrator opens Audit from the drawer and picks the kind.
    await openSignedIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Audit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    await page.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Share link created' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?kind=share\.create$/);

    const row = page
      .getByRole('table', { name: 'Audit events' })
      .getByRole('row')
      .filter({ hasText: `${opponent} Defense` })
      .first();
    await expect(row).toContainText('Share link created');
    await expect(row).toContainText(`${DEMO_ACCOUNTS.admin.name} (admin)`);
    await expect(row).toContainText('Success');
    await expect(page.getByText('Signed in', { exact: true })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(token);

    // The filter is in the URL: a reload keeps it; on a phone the events stack, with no sideways scroll.
    await page.reload();
    await expect(page.getByLabel('Kind')).toHaveText('Share link created');
    await page.setViewportSize({ width: 390, height: 844 });
    const item = page
      .getByRole('list', { name: 'Audit events' })
      .getByRole('listitem')
      .filter({ hasText: `${opponent} Defense` })
      .first();
    await expect(item).toContainText('Share link created');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1400, height: 900 });
    if (process.env.SCOUT_SCREENSHOTS) {
      await screenshotsAt(page, testInfo.outputDir, 'audit', () => expect(page.getByText(`${opponent} Defense`).first()).toBeVisible());
    }

    // A member of staff: no Audit entry in their drawer, and the API refuses the trail.
    const username = `audit-staff-${Date.now().toString(36)}`;
    const created = await admin.post('/users', {
      data: { username, email: `${username}@scout.example`, name: 'Sky Staff', role: 'staff' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
    const anonymous = await request.newContext({ baseURL: API_URL });
    const login = await anonymous.post('/api/v2/login', { data: { username, password: temporaryPassword } });
    expect(login.ok()).toBe(true);
    const signedIn = (await login.json()) as { token: string; menus?: { title: string }[] };
    expect((signedIn.menus ?? []).map((entry) => entry.title)).not.toContain('Audit');
    // A temporary password's token reaches only the password change: the staff member chooses their own first.
    const changed = await anonymous.post('/api/v2/password', {
      headers: { Authorization: `Bearer ${signedIn.token}` },
      data: { currentPassword: temporaryPassword, newPassword: `${temporaryPassword}-own` },
    });
    expect(changed.ok()).toBe(true);
    const { token: ownToken } = (await changed.json()) as { token: string };
    const refused = await anonymous.get('/audit-events', { headers: { Authorization: `Bearer ${ownToken}` } });
    expect(refused.status()).toBe(403);
    await Promise.all([coach.dispose(), admin.dispose(), anonymous.dispose()]);
  });
});
