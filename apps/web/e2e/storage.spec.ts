import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiAs, openSignedIn } from './support';
import { newReportWithCards, stillImage } from './media-fixture';

test.describe('storage', () => {
  test('a coach sees what their organisation stores, by kind and by report; staff choose the organisation', async ({ page }) => {
    const api = await apiAs('coach');
    const { reportId, cardIds } = await newReportWithCards(api, 'Storage Hawks', ['Whiteboard']);
    const png = readFileSync(stillImage('storage-board.png', 'png'));
    const signed = await api.post(`/reports/${reportId}/cards/${cardIds[0]}`, {
      data: { fileName: 'board.png', fileType: 'image/png', mediaType: 'image', fileSize: png.length },
    });
    const { uploadUrl, mediaId } = (await signed.json()) as { uploadUrl: string; mediaId: string };
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png })).status).toBe(200);
    expect((await api.post(`/cards/${cardIds[0]}/media/${mediaId}/complete`)).ok()).toBe(true);

    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/storage');

    await expect(page.getByRole('heading', { name: 'Storage', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quota' })).toContainText('of 100.0 GB used');
    await expect(page.getByRole('table', { name: 'Storage by kind of media' }).getByRole('row', { name: /Images/ })).toBeVisible();
    const row = page.getByRole('table', { name: 'Storage by report' }).getByRole('row', { name: /Storage Hawks Defense/ });
    await expect(row).toContainText(png.length < 1024 ? `${png.length} bytes` : 'KB');
    await expect(row).toContainText('1');
    // A coach cannot look at another organisation: the parameter is for staff, and the server refuses it anyway.
    await page.goto('/storage?organization=org-ridgeview');
    await expect(page.getByRole('table', { name: 'Storage by report' }).getByRole('row', { name: /Storage Hawks Defense/ })).toBeVisible();
    await expect(page.getByLabel('Organisation id')).toHaveCount(0);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/reports/${reportId}$`));
  });

  test('staff open any organisation by its id', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/storage');
    await page.getByLabel('Organisation id').fill('org-eagles');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/organization=org-eagles/);
    await expect(page.getByText('Organisation Eagles Football')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quota' })).toBeVisible();
  });
});
