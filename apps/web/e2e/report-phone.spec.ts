import { expect, test, type Page } from '@playwright/test';
import { apiAs, deleteCoachReportsAfterEach, keepSession } from './support';

/** The demo seed's game with 64 plays (read here, never changed), and its import that failed. */
const SEEDED_REPORT = 'rpt-eagles-central';
const FAILED_REPORT = 'rpt-eagles-harbor';

test.use({ viewport: { width: 390, height: 844 } });

const reports = deleteCoachReportsAfterEach();

/** Nothing on the page is wider than the screen: it never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe('a report on a phone', () => {
  test('a coach reads the key tendencies first, finds the actions in one menu, pages through the cards and opens a card for viewing', async ({
    page,
  }) => {
    await keepSession(page, 'coach');

    await page.goto(`/reports/${SEEDED_REPORT}`);

    // Assess: the key tendencies come right under the header, before the overview and the cards.
    await expect(page.getByRole('heading', { level: 1, name: 'Central Tigers Defense' })).toBeVisible();
    const analytics = page.getByRole('region', { name: 'Analytics' });
    await expect(analytics.getByRole('heading', { name: 'Key tendencies' })).toBeVisible();
    const analyticsTop = (await analytics.boundingBox())?.y ?? Infinity;
    expect(analyticsTop).toBeLessThan(844);
    expect(analyticsTop).toBeLessThan((await page.getByText('Delivery timer').boundingBox())?.y ?? 0);
    // Coaches read the plays without the staff's workflow badges.
    const first = page.getByRole('article', { name: /^Card 1: / });
    await expect(first).toBeVisible();
    await expect(first.getByText(/^(Pending|In Progress|Review|Complete)$/)).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // Act: the actions are one menu.
    await expect(page.getByRole('link', { name: 'Print', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Actions' }).click();
    const actions = page.getByRole('group', { name: 'Report actions' });
    for (const name of ['Metadata', 'Print', 'Export', 'Scout film']) await expect(actions.getByRole('link', { name })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(actions).toBeHidden();

    // Act: the cards come 12 to a page.
    await expect(page.getByRole('article', { name: /^Card \d+: / })).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Pages of cards' }).getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByRole('article', { name: /^Card 13: / })).toBeVisible();
    await expect(page.getByRole('article', { name: /^Card 1: / })).toHaveCount(0);

    // Act: a card opens for viewing: its film, then its breakdown read-only, with Edit a step away.
    await page
      .getByRole('article', { name: /^Card 13: / })
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Card #13' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Situation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete card' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/cards\/[^/]+\/edit-view$/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    // Delete sits in the header, not beside previous/next.
    await expect(page.getByRole('button', { name: 'Delete card' })).toBeVisible();
    const deleteTop = (await page.getByRole('button', { name: 'Delete card' }).boundingBox())?.y ?? 0;
    const nextTop = (await page.getByRole('button', { name: /^Next card/ }).boundingBox())?.y ?? 0;
    expect(Math.abs(nextTop - deleteTop)).toBeGreaterThan(100);
    await expectNoSidewaysScroll(page);
  });

  test('a report without film offers "Upload game film" instead of print, export, scout film and share', async ({ page }) => {
    // Prepare: a report made without film.
    const api = await apiAs('coach');
    const response = await api.post('/reports', {
      data: { title: 'Film to follow', opponentName: 'Phone Test Opponent', opponentAbbreviation: 'PTO' },
    });
    expect(response.ok()).toBe(true);
    const { id } = (await response.json()) as { id: string };
    reports.add(id);
    await api.dispose();
    await keepSession(page, 'coach');

    await page.goto(`/reports/${id}`);

    await expect(page.getByText('This report has no plays yet')).toBeVisible();
    await expect(page.getByText('Print, export, scout film and sharing open once the report has plays.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upload game film' })).toHaveAttribute('href', `/upload-zip?report=${id}`);
    await page.getByRole('button', { name: 'Actions' }).click();
    const actions = page.getByRole('group', { name: 'Report actions' });
    await expect(actions.getByRole('link', { name: 'Metadata' })).toBeVisible();
    for (const name of ['Print', 'Export', 'Scout film']) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectNoSidewaysScroll(page);

    // A failed import says why and offers a new ZIP for the same report.
    await page.goto(`/reports/${FAILED_REPORT}`);
    await expect(page.getByText('FAILED: The ZIP contains no video files.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upload a new ZIP' })).toHaveAttribute('href', `/upload-zip?report=${FAILED_REPORT}`);
    await expectNoSidewaysScroll(page);
  });
});
