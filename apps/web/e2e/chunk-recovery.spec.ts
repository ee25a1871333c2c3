import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { STACK_FOLDERS } from '../playwright.stack';
import { openSignedIn, screenshotsAt } from './support';

/**
 * A tab opened on one build visits a page whose code a deploy has since removed: the page reloads once at the
 * same address, and when the code is still missing after that, says Scout was updated and offers a Reload that
 * stays there. The chunk is removed from the build the test stack serves (playwright.stack.ts: .data/e2e/dist,
 * served as CloudFront serves it: a missing /assets/ file is a 404) while the page runs, and put back in
 * `finally`. It is the Storage page's chunk: of the specs that run beside this one, none opens that page.
 */

const DIST = join(import.meta.dirname, '..', '..', '..', STACK_FOLDERS.test);
const STORAGE_ROUTE = 'src/app/routes/storage.tsx';
const SHOTS = 'test-results/chunk-recovery';

/** The Storage page's own chunk in the served build, read from the build's manifest. */
function storageChunk(): string {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[STORAGE_ROUTE];
  if (!entry) throw new Error(`${STORAGE_ROUTE} is not a chunk of the build in ${DIST}`);
  return entry.file;
}

/** Hides a file of the served build (as a deploy that replaced it would) and gives back the way to restore it. */
function removeFromServedBuild(file: string): () => void {
  const path = join(DIST, file);
  const hidden = `${path}.removed-by-chunk-recovery-spec`;
  renameSync(path, hidden);
  return () => {
    if (existsSync(hidden)) renameSync(hidden, path);
  };
}

/** The pages the tab loads from the server from now on (the first load and every reload), by path. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

test.describe('a page whose code a deploy removed', () => {
  test('reloads once at the same address, then shows Scout was updated with a Reload that stays there', async ({ page }) => {
    // Two page loads of the signed-in app and a sign-in: more than the default minute on a busy 2-core machine.
    test.slow();
    // Prepare: a coach signed in on the dashboard, on a build whose Storage page they have not opened yet.
    await openSignedIn(page, 'coach');
    // Signing in hashes a password: slow on a busy machine.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Your Reports' })).toBeVisible({ timeout: 30_000 });
    const chunk = storageChunk();
    const chunkAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `/${chunk}`) chunkAnswers.push(response.status());
    });
    const loads = documentLoads(page);
    const restore = removeFromServedBuild(chunk);
    try {
      // Act: the coach opens Storage from the navigation.
      await page.getByRole('link', { name: 'Storage' }).first().click();

      // Assess: one automatic reload, at /storage; the code is still missing, so the page says why.
      await expect(page.getByText('Scout was updated — reload to continue')).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/storage$/);
      expect(loads).toEqual(['/storage']);
      expect(chunkAnswers.length).toBeGreaterThanOrEqual(2);
      expect(chunkAnswers.every((status) => status === 404)).toBe(true);
      await expect(page.getByText('Something went wrong on this page.')).toHaveCount(0);
      // No second automatic reload comes.
      await page.waitForTimeout(1_000);
      expect(loads).toEqual(['/storage']);
      await screenshotsAt(page, SHOTS, 'scout-was-updated', () => expect(page.getByRole('button', { name: 'Reload' })).toBeVisible());
    } finally {
      restore();
    }

    // Act: with the code back (the new build's files in place), the coach presses Reload.
    await page.getByRole('button', { name: 'Reload' }).click();

    // Assess: the same address, now with its page.
    await expect(page.getByRole('heading', { name: 'Storage', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/storage$/);
    expect(loads).toEqual(['/storage', '/storage']);
  });
});
