import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, screenshotsAt, signInWithForm } from './support';

interface LogFile {
  sessionId: string;
  filters: { category: string; level: string; timeRange: string };
  count: number;
  logs: { timestamp: string; level: string; category: string; message: string; data?: Record<string, unknown> }[];
}

test.describe('the in-browser logs', () => {
  test('a coach downloads the API logs: filtered, counted, named, and with no password, token or e-mail in them', async ({ page }) => {
    // Prepare: a session with some API calls.
    await page.setViewportSize({ width: 1400, height: 900 });
    // The form, not a kept session: the logs this test reads hold the sign-in's call (its password redacted).
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Opponent: Ridgeview Rams').first()).toBeVisible();

    // Act: open 'Download API Logs' from the user menu.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Download Logs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download API Logs' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Log Statistics' }).click();

    // Assess: statistics and the default filters.
    await expect(dialog.getByText(/^Total logs: \d+$/)).toBeVisible();
    await expect(dialog.getByText(/^Session: session-/)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText(/^All Categories \(\d+\)$/);
    await expect(dialog.getByRole('combobox', { name: 'Log Level' })).toHaveText('All Levels');
    await expect(dialog.getByRole('combobox', { name: 'Time Range' })).toHaveText('All Time');
    await expect(dialog.getByText('Leave empty for auto-generated filename with timestamp')).toBeVisible();

    // Act: no debug entries are kept at the info level, so that filter leaves nothing to download.
    await dialog.getByRole('combobox', { name: 'Log Level' }).click();
    await page.getByRole('option', { name: /^Debug/ }).click();
    await expect(dialog.getByText('Preview: 0 logs will be downloaded', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download 0 Logs' })).toBeDisabled();

    // Act: the API calls of the last 10 minutes, to a named file.
    await dialog.getByRole('combobox', { name: 'Log Level' }).click();
    await page.getByRole('option', { name: 'All Levels' }).click();
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: /^api \(\d+\)$/ }).click();
    await dialog.getByRole('combobox', { name: 'Time Range' }).click();
    await page.getByRole('option', { name: 'Last 10 minutes' }).click();
    await dialog.getByLabel('Custom Filename (optional)').fill('  dashboard-session  ');
    const preview = await dialog.getByText(/^Preview: \d+ logs? will be downloaded/).textContent();
    const expected = Number(/Preview: (\d+)/.exec(preview ?? '')?.[1]);
    expect(expected).toBeGreaterThan(1);
    await screenshotsAt(page, 'test-results/logs', 'download-dialog', async () => {
      await expect(dialog).toBeVisible();
    });
    // The count can grow between reading and clicking: live events from other browsers of the organisation make
    // the dashboard read again, and each call is logged.
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /^Download \d+ Logs$/ }).click();
    const download = await downloading;

    // Assess: the file's name and content.
    expect(download.suggestedFilename()).toBe('dashboard-session.json');
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as LogFile;
    expect(file.filters).toEqual({ category: 'api', level: 'All Levels', timeRange: 'Last 10 minutes' });
    expect(file.count).toBeGreaterThanOrEqual(expected);
    expect(file.logs).toHaveLength(file.count);
    expect(new Set(file.logs.map((log) => log.category))).toEqual(new Set(['api']));
    const login = file.logs.find((log) => log.message.startsWith('POST /api/v2/login -> 200'));
    expect(login?.data).toMatchObject({ status: 200, request: { username: 'coach', password: '[REDACTED]' } });
    expect((login?.data?.response as Record<string, unknown>).token).toBe('[REDACTED]');
    const text = JSON.stringify(file);
    expect(text).not.toContain(DEMO_ACCOUNTS.coach.password);
    expect(text).not.toContain('coach@eaglesfootball.example');
    expect(text).not.toContain('organization_id=org-eagles');
    const reports = file.logs.find((log) => log.message.startsWith('GET /reports -> 200'));
    // Paths are contract templates and queries are not kept (no id or share token in the logs).
    expect(reports?.data).toMatchObject({ path: '/reports' });
    expect(reports?.data).not.toHaveProperty('query');
    expect(file.logs.filter((log) => /^[A-Z]+ \S*\?/.test(log.message))).toEqual([]);
    await expect(dialog).toBeHidden();
  });
});
