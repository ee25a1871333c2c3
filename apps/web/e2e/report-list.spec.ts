import { expect, test } from '@playwright/test';
import { apiAs, openSignedIn } from './support';

/** More reports of one opponent than the report list's first page holds (50). */
const REPORTS = 56;

const code = Math.random().toString(36).slice(2, 7).toUpperCase();
const opponent = `Quillfeather ${code} Ospreys`;
let ids: string[] = [];

test.beforeAll(async () => {
  const api = await apiAs('coach');
  for (let i = 0; i < REPORTS; i += 8) {
    const batch = Array.from({ length: Math.min(8, REPORTS - i) }, (_, j) => i + j);
    const created = await Promise.all(
      batch.map((n) =>
        api.post('/reports', { data: { title: `Paging week ${n + 1}`, opponentName: opponent, opponentAbbreviation: 'QFO' } }),
      ),
    );
    for (const answer of created) {
      expect(answer.ok(), await answer.text()).toBe(true);
      ids.push(((await answer.json()) as { id: string }).id);
    }
  }
  await api.dispose();
});

test.afterAll(async () => {
  const api = await apiAs('coach');
  for (const id of ids) await api.delete(`/reports/${encodeURIComponent(id)}`);
  await api.dispose();
  ids = [];
});

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the report list searches on the server and loads the next page as it scrolls', async ({ page }) => {
  // Prepare
  await openSignedIn(page, 'coach', '/reportlist');
  const table = page.getByRole('table', { name: 'Reports' });
  const rows = table.getByRole('row').filter({ hasText: opponent });

  // Act: search by a word prefix of the opponent, in another case, with an accent
  await page.getByRole('searchbox', { name: 'Search reports' }).fill(`quíllfeath ${code.toLowerCase()}`);

  // Assess: the first page, then the rest as the end of the table comes into view
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('50+ found')).toBeVisible();
  await page.getByRole('button', { name: 'Load more reports' }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(REPORTS);
  await expect(page.getByText(`${REPORTS} found`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more reports' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Lakeside Lions' })).toHaveCount(0);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/report-list/phone-search.png', fullPage: false });

  // Act, assess: a single letter lists every report again, with a hint; a search nothing matches says so
  await page.getByRole('searchbox', { name: 'Search reports' }).fill('q');
  await expect(page.getByText('Type two letters or digits to search')).toBeVisible();
  await expect(page.getByText(/^50 of \d+ reports$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search reports' }).fill(`zz${code}`);
  await expect(page.getByText('No reports found')).toBeVisible();
});
