import { expect, test, type Page } from '@playwright/test';
import { uploadFilm } from './film-fixture';
import { openSignedIn } from './support';

interface FilmWatch {
  ended: { at: number; slot: string }[];
  playing: { at: number; slot: string }[];
  mostSources: number;
}

/**
 * Watches the page's videos: when a clip ends and the next starts playing, and the most <video> elements that
 * ever had a source at once.
 */
async function watchVideos(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watch: FilmWatch = { ended: [], playing: [], mostSources: 0 };
    (window as unknown as { filmWatch: FilmWatch }).filmWatch = watch;
    const slotOf = (target: EventTarget | null) => (target instanceof HTMLVideoElement ? (target.getAttribute('aria-label') ?? '') : '');
    document.addEventListener('ended', (event) => watch.ended.push({ at: performance.now(), slot: slotOf(event.target) }), true);
    document.addEventListener('playing', (event) => watch.playing.push({ at: performance.now(), slot: slotOf(event.target) }), true);
    const count = () => {
      const sources = Array.from(document.querySelectorAll('video')).filter((video) => (video.getAttribute('src') ?? '') !== '').length;
      watch.mostSources = Math.max(watch.mostSources, sources);
    };
    new MutationObserver(count).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
}

function filmWatch(page: Page): Promise<FilmWatch> {
  return page.evaluate(() => (window as unknown as { filmWatch: FilmWatch }).filmWatch);
}

test.describe('scout film', () => {
  test('a coach watches the report film back to back, steps through clips, filters the playlist and jumps to a play', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);

    // Prepare: a report made from three real clips (the demo reports have no film).
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);
    const reportId = await uploadFilm(page, `Film Room ${Date.now().toString(36).toUpperCase()}`, 'FLM');
    await page.goto(`/reports/${reportId}`);
    await watchVideos(page);

    // Act: open the film room from the report.
    await page.getByRole('link', { name: 'Scout film' }).click();

    // Assess: the three clips make the playlist, the first play is up.
    await expect(page).toHaveURL(new RegExp(`/reports/${reportId}/scoutfilm$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Scout Film' })).toBeVisible();
    await expect(page.getByText('3 of 3 plays')).toBeVisible();
    const currentPlay = page.getByRole('region', { name: 'Current play' });
    await expect(currentPlay.getByRole('heading', { name: 'Card #1' })).toBeVisible();
    await expect(currentPlay).toContainText('1st & 10');
    await expect(page.getByRole('region', { name: 'Keyboard' })).toContainText('Next / previous clip');

    // Act: slow the film to 0.25× (each one-second clip lasts four) and play it.
    await page.getByRole('button', { name: '0.25× speed' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();

    // Assess: the first clip plays, then the next one follows on its own.
    const current = page.locator('video[data-film-slot="current"]');
    await expect.poll(() => current.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
    await expect(currentPlay.getByRole('heading', { name: 'Card #2' })).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(async () => (await filmWatch(page)).playing.filter((event) => event.slot === 'Clip of card 2').length)
      .toBeGreaterThan(0);
    await page.keyboard.press('k');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

    // The gap from one clip's end to the next clip playing, recorded (the browser's timing is not asserted).
    const watched = await filmWatch(page);
    const end = watched.ended.find((event) => event.slot === 'Clip of card 1');
    const start = watched.playing.find((event) => event.slot === 'Clip of card 2' && end !== undefined && event.at >= end.at);
    expect(end, 'the first clip ended').toBeDefined();
    expect(start, 'the second clip started after it').toBeDefined();
    const gapMs = Math.round(((start?.at ?? 0) - (end?.at ?? 0)) * 10) / 10;
    testInfo.annotations.push({ type: 'clip gap (ms)', description: String(gapMs) });
    console.log(`scout film: gap between clip 1 ending and clip 2 playing = ${gapMs} ms`);

    // Act: P and N step back and on a clip.
    await page.keyboard.press('p');
    await expect(currentPlay.getByRole('heading', { name: 'Card #1' })).toBeVisible();
    await page.keyboard.press('n');
    await expect(currentPlay.getByRole('heading', { name: 'Card #2' })).toBeVisible();
    await expect(current).toHaveAttribute('aria-label', 'Clip of card 2');

    // Act: keep only third downs.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Down' }).getByRole('button', { name: '3rd (1)' }).click();

    // Assess: the playlist is the one third down, and the filter is in the address to share.
    await expect(page.getByText('1 of 3 plays').first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]down=3(&|$)/);
    const playlist = page.getByRole('region', { name: 'Playlist' });
    await expect(playlist.getByRole('button')).toHaveCount(1);
    await expect(currentPlay.getByRole('heading', { name: 'Card #2' })).toBeVisible();
    await expect(currentPlay).toContainText('3rd & 7');

    // Act: clear the filter and click the last play in the list.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText('3 of 3 plays').first()).toBeVisible();
    await playlist.getByRole('button', { name: /Card #3/ }).click();

    // Assess: the film jumps to it, highlighted in the list.
    await expect(currentPlay.getByRole('heading', { name: 'Card #3' })).toBeVisible();
    await expect(playlist.getByRole('button', { name: /Card #3/ })).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveAttribute('aria-label', 'Clip of card 3');

    // Assess: never more than the current and the next clip had a source.
    const { mostSources } = await filmWatch(page);
    testInfo.annotations.push({ type: 'most video sources at once', description: String(mostSources) });
    expect(mostSources).toBeGreaterThan(0);
    expect(mostSources).toBeLessThanOrEqual(2);

    // A shared address opens the same playlist.
    await page.goto(`/reports/${reportId}/scoutfilm?down=3`);
    await expect(page.getByText('1 of 3 plays').first()).toBeVisible();
    await expect(currentPlay.getByRole('heading', { name: 'Card #2' })).toBeVisible();
  });

  test('a report that does not exist says so', async ({ page }) => {
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/reports/no-such-report/scoutfilm');
    await expect(page.getByText('Report not found.')).toBeVisible();
  });
});
