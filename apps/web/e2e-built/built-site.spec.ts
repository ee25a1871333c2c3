import { expect, test, type Page } from '@playwright/test';
import { siteSecurityHeaders } from '@scout/shared/web';
import { BUILT_SITE } from './built-site-ports';
import { DEMO_ACCOUNTS, opponentsOnDashboard, signInWithForm } from '../e2e/support';

/**
 * The production bundle, served with the headers CloudFront sends, used as a coach would. Any
 * Content-Security-Policy violation, console error or uncaught exception fails the test: a policy that
 * blocks the app must show up here, not after a deploy.
 */

const EXPECTED_HEADERS = siteSecurityHeaders({ api: BUILT_SITE.api, storage: [BUILT_SITE.storage], websocket: BUILT_SITE.websocket });

interface Problems {
  console: string[];
  violations: () => Promise<string[]>;
}

/** Records console errors, page errors and CSP violations (reported by the page itself, from its first script). */
async function watchForProblems(page: Page): Promise<Problems> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') console.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []),
  };
}

test.describe('the built site against the local API', () => {
  test('a coach signs in, opens the dashboard and a report, with no CSP violation or console error', async ({ page }) => {
    // prepare
    const problems = await watchForProblems(page);
    const assetCaching = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(BUILT_SITE.webPort) && url.pathname.startsWith('/assets/')) {
        assetCaching.set(url.pathname, response.headers()['cache-control']);
      }
    });

    // act: the sign-in page, straight from the server
    const document = await page.goto('/');

    // assess: the security headers CloudFront will send, and a page revalidated on each load
    expect(document?.status()).toBe(200);
    const headers = document?.headers() ?? {};
    for (const [name, value] of Object.entries(EXPECTED_HEADERS)) expect(headers[name], name).toBe(value);
    expect(headers['cache-control']).toBe('no-cache');

    // act: sign in and wait for the dashboard (its chunk and the signed-in shell load lazily)
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const opponents = await opponentsOnDashboard(page);

    // act: open a report (another lazy chunk), then reload it (the server's SPA fallback)
    const firstCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'View Report' }) })
      .first();
    const title = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('link', { name: 'View Report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // assess
    expect(opponents.length).toBeGreaterThan(0);
    expect(await problems.violations()).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(assetCaching.size).toBeGreaterThan(1);
    for (const [path, cacheControl] of assetCaching) expect(cacheControl, path).toBe('public, max-age=31536000, immutable');
  });

  test('a signed-out deep link to /dashboard goes to sign-in, without a console error', async ({ page }) => {
    const problems = await watchForProblems(page);

    await page.goto('/dashboard');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Please login to access the dashboard')).toBeVisible();
    expect(await problems.violations()).toEqual([]);
    expect(problems.console).toEqual([]);
  });

  test('the API documentation renders the OpenAPI document with Swagger UI, under the same policy', async ({ page, request }) => {
    const problems = await watchForProblems(page);

    // act: the document tools read, then the page people read
    const openapi = await request.get('/openapi.json');
    await page.goto('/api-docs.html');

    // assess: OpenAPI 3.1 of the contract, served beside the page
    expect(openapi.status()).toBe(200);
    const document = (await openapi.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v2/login', '/reports', '/reports/{id}']));
    // assess: the viewer lists the operations by function, and one opens with its parameters and answers
    await expect(page.getByRole('heading', { name: 'Scout API' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^reports/ })).toBeVisible();
    const getReport = page.locator('#operations-reports-getReport');
    await getReport.getByRole('button').first().click();
    await expect(getReport.getByText('Parameters', { exact: true })).toBeVisible();
    await expect(getReport.getByText('No such object in the caller’s organisation.')).toBeVisible();
    expect(await problems.violations()).toEqual([]);
    expect(problems.console).toEqual([]);
  });
});
