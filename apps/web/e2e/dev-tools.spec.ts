import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { newReportWithCards, stillImage } from './media-fixture';
import { apiAs, DEMO_ACCOUNTS, openSignedIn, screenshotsAt, signInWithForm } from './support';

const SHOTS = 'test-results/dev-tools';

/**
 * Opens a drawer entry as a person would (an in-app navigation: the page's logs are those of this visit), at
 * the desktop width. After screenshotsAt's phone shot the layout takes a moment to be the desktop one again: the
 * toggle says whether the drawer is expanded only once it is (clicking it while the phone layout lingered had
 * collapsed the desktop drawer), and it is clicked only if the drawer is collapsed.
 */
async function openFromDrawer(page: Page, title: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', /^(true|false)$/);
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('browser dev tools', () => {
  test('staff watch this visit’s API calls, console lines, Web Vitals and API latency', async ({ page }) => {
    // Prepare: a visit with API calls, a console line and an interaction.
    await page.setViewportSize({ width: 1400, height: 900 });
    // The form, not a kept session: the visit's calls this test reads include the sign-in.
    await signInWithForm(page, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Opponent: Ridgeview Rams').first()).toBeVisible();
    await page.evaluate(() => console.warn('scout e2e: a warning from the page', { password: 'hunter2', s3_key: 'media/x.mp4' }));

    // Act: the Network Monitor.
    await openFromDrawer(page, 'Network Monitor');
    const calls = page.getByRole('table', { name: 'API calls' });
    await expect(calls.getByRole('row', { name: /^GET \/reports 200$/ }).first()).toBeVisible();
    await page.getByLabel('Filter by path or route').fill('login');
    await calls.getByRole('row', { name: /^POST \/api\/v2\/login 200$/ }).click();

    // Assess: the call's bodies, redacted.
    const details = page.getByRole('region', { name: 'Call details' });
    await expect(details.getByRole('heading', { name: 'POST /api/v2/login' })).toBeVisible();
    await expect(details).toContainText('"password": "[REDACTED]"');
    await expect(details).toContainText('"token": "[REDACTED]"');
    await expect(details).not.toContainText(DEMO_ACCOUNTS.admin.password);
    await screenshotsAt(page, SHOTS, 'network', async () => {
      await expect(details).toBeVisible();
    });
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: '4xx refused' }).click();
    await expect(page.getByText(/^0 of \d+ calls$/)).toBeVisible();

    // Act + assess: the Console, with the page's warning (its object redacted) and the level filters.
    await openFromDrawer(page, 'Console');
    const lines = page.getByRole('list', { name: 'Console lines' });
    const warning = lines.getByRole('listitem').filter({ hasText: 'scout e2e: a warning from the page' });
    await expect(warning).toContainText('"password":"[REDACTED]"');
    await expect(warning).toContainText('"s3_key":"media/x.mp4"');
    await expect(warning).toContainText('/dashboard');
    await page.getByRole('button', { name: /^warn/ }).click();
    await expect(warning).toBeHidden();
    await page.getByRole('button', { name: /^warn/ }).click();
    await expect(warning).toBeVisible();
    await screenshotsAt(page, SHOTS, 'console', async () => {
      await expect(lines).toBeVisible();
    });

    // Act + assess: Performance: LCP and CLS of this visit, and the latency of the routes called.
    await openFromDrawer(page, 'Performance');
    await expect(page.getByRole('region', { name: 'Largest Contentful Paint' })).toContainText(/\d+(\.\d+)? (ms|s)/);
    await expect(page.getByRole('region', { name: 'Cumulative Layout Shift' })).toContainText(/\d\.\d{3}/);
    const latency = page.getByRole('table', { name: 'Latency by route' });
    await expect(latency.getByRole('row').filter({ hasText: 'GET /reports' }).first()).toBeVisible();
    await expect(page.getByRole('figure', { name: 'p50 and p95 latency of the slowest routes' })).toBeVisible();
    await screenshotsAt(page, SHOTS, 'performance', async () => {
      await expect(page.getByRole('figure', { name: 'p50 and p95 latency of the slowest routes' })).toBeVisible();
    });
  });

  test('staff browse the table by partition and entity type, and the media bucket down to an image they preview', async ({ page }) => {
    // Prepare: a report with a card and an image, through the API as the app adds them.
    const api = await apiAs('coach');
    const { reportId, cardIds } = await newReportWithCards(api, 'Explorer Eagles', ['Explorer play']);
    const bytes = readFileSync(stillImage('explorer.png', 'png'));
    const signed = await api.post(`/reports/${reportId}/cards/${cardIds[0]}`, {
      data: { fileName: 'whiteboard.png', fileType: 'image/png', mediaType: 'image', fileSize: bytes.length },
    });
    expect(signed.ok()).toBe(true);
    const { uploadUrl, mediaId, contentType } = (await signed.json()) as { uploadUrl: string; mediaId: string; contentType: string };
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes })).status).toBe(200);
    expect((await api.post(`/cards/${cardIds[0]}/media/${mediaId}/complete`)).ok()).toBe(true);
    await api.dispose();
    await page.setViewportSize({ width: 1400, height: 900 });

    // Act: the report's partition in the Database Explorer.
    await openSignedIn(page, 'admin', '/dev/db-explorer');
    await page.getByLabel('Partition key (pk)').fill(`REPORT#${reportId}`);
    await page.getByRole('button', { name: 'Browse' }).click();
    const items = page.getByRole('list', { name: 'Items' });
    const reportItem = items.getByRole('button', { name: new RegExp(`^REPORT#${reportId} · .*Report$`) });
    await reportItem.click();

    // Assess: the item as stored.
    await expect(items.getByLabel(/^Item REPORT#/)).toContainText('"opponentName": "Explorer Eagles"');
    await screenshotsAt(page, SHOTS, 'db-explorer', async () => {
      await expect(items).toBeVisible();
    });

    // Act + assess: a scan of one entity type.
    await page.getByLabel('Partition key (pk)').fill('');
    await page.getByRole('combobox', { name: 'Entity type' }).click();
    await page.getByRole('option', { name: 'Concept', exact: true }).click();
    await page.getByRole('button', { name: 'Browse' }).click();
    await expect(page.getByText(/^Page 1: \d+ items? \(\d+ read\) from a scan, Concept only$/)).toBeVisible();

    // Act: the S3 Browser, down the card's folders to the image.
    await page.goto('/dev/s3-browser');
    const objects = page.getByRole('list', { name: 'Objects' });
    for (const folder of ['organizations/', 'org-eagles/', 'reports/', `${reportId}/`, 'cards/']) {
      await objects.getByRole('button', { name: folder, exact: true }).click();
    }
    // The card's folder, by its number: the first button of the list could still be the folder above's, read
    // before the cards/ listing came (this test failed that way once, clicking cards/ again).
    await objects.getByRole('button', { name: /^\d+\/$/ }).click();
    for (const folder of ['media/', `${mediaId}/`]) await objects.getByRole('button', { name: folder, exact: true }).click();
    await objects.getByRole('button', { name: /^original\.png/ }).click();
    await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Preview' }).click();

    // Assess: the image shows through its short-lived link.
    const image = page.getByRole('region', { name: 'Preview' }).getByRole('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(640);
    await screenshotsAt(page, SHOTS, 's3-browser', async () => {
      await expect(image).toBeVisible();
    });
  });

  test('a coach has no dev tools: no drawer group, and the pages send them to the dashboard', async ({ page }) => {
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Dev Tools', { exact: true })).toHaveCount(0);
    for (const path of ['/dev/network', '/dev/console', '/dev/performance', '/dev/db-explorer', '/dev/s3-browser']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });
});
