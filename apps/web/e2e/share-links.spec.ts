import { expect, test } from '@playwright/test';
import { addVideo, newReportWithCards, practiceVideo } from './media-fixture';
import { apiAs, openAsGuest, openSignedIn } from './support';

test.describe('share links', () => {
  test('a coach shares a report; the link opens without signing in, plays a clip, counts the view, and stops once turned off', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    // Prepare: a report with two plays, the first with a playable clip.
    const opponent = `Lighthouse ${Date.now().toString(36).toUpperCase()}`;
    const api = await apiAs('coach');
    const { reportId, cardIds } = await newReportWithCards(api, opponent, ['Opening drive', 'Third and long']);
    await addVideo(api, reportId, cardIds[0]!, practiceVideo('shared-clip.mp4', 1));
    await api.dispose();

    // The coach makes a link from the report page.
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/reports/${reportId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this report' });
    await dialog.getByLabel('Open for').click();
    await page.getByRole('option', { name: '3 days' }).click();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await expect(dialog.getByRole('list', { name: 'Links to this report' }).getByRole('listitem')).toHaveCount(1);
    await expect(dialog).toContainText('0 views');

    // Someone without an account opens it: no sign-in, no bearer token on any API call.
    const { guest, guestPage, authorised } = await openAsGuest(browser, url);
    await expect(guestPage.getByRole('heading', { level: 1, name: opponent })).toBeVisible();
    await expect(guestPage.getByText('Shared report · read-only')).toBeVisible();
    const plays = guestPage.getByRole('list', { name: 'Plays' });
    await expect(plays.getByRole('button')).toHaveCount(2);
    await expect(plays).toContainText('3rd & 6');

    // A play opens with its clip, which plays (through the link's media redirect).
    await plays.getByRole('button', { name: 'Play 1: Opening drive' }).click();
    const clip = guestPage.getByLabel('Clip of play 1');
    await expect(clip).toBeVisible();
    await expect.poll(() => clip.evaluate((video) => (video as HTMLVideoElement).duration), { timeout: 20_000 }).toBeGreaterThan(1.5);
    await guestPage.keyboard.press('Escape');

    // The scout film plays the link's clips.
    await guestPage.getByRole('tab', { name: 'Scout film' }).click();
    await expect(guestPage).toHaveURL(/[?&]view=film/);
    await expect(guestPage.getByText('1 of 1 plays')).toBeVisible();

    // The analytics read the link's plays: both are 3rd & 6 from the left hash.
    await guestPage.getByRole('tab', { name: 'Analytics' }).click();
    await guestPage.getByRole('tab', { name: 'LMR Hash' }).click();
    await expect(guestPage).toHaveURL(/[?&]view=analytics&analysis=lmr-hash/);
    await expect(guestPage.locator('tr[data-row="Left hash"] td[data-column="Plays"]')).toHaveText('2');
    await expect(guestPage.getByRole('region', { name: "What's next" })).toBeVisible();
    expect(authorised).toEqual([]);

    // The owner sees the view, and turns the link off.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog).toContainText('1 view');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog).toContainText('Turned off');

    // The link no longer opens, and says why.
    await guestPage.reload();
    await expect(guestPage.getByRole('heading', { name: 'This link does not open' })).toBeVisible();
    await expect(guestPage.getByText('This share link was turned off by the coach who shared it. Ask them for a new one.')).toBeVisible();
    await guest.close();
  });

  test('a made-up link shows a clear page, not an error', async ({ page }) => {
    await page.goto(`/shared/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'This link does not open' })).toBeVisible();
    await expect(page.getByText('This share link is not valid.', { exact: false })).toBeVisible();
  });
});
