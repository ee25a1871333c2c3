import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, apiAs, screenshotsAt, signInWithForm } from './support';

/** Where the screenshots of these pages go. */
const SHOTS = 'test-results/system-tools';
const screenshots = (page: Page, name: string, ready: () => Promise<void>) => screenshotsAt(page, SHOTS, name, ready);

async function signInAs(page: Page, account: 'admin' | 'coach') {
  await signInWithForm(page, DEMO_ACCOUNTS[account].username, DEMO_ACCOUNTS[account].password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('system tools, as staff', () => {
  test('the health page shows every check green with its time, and refreshes on demand', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/health');

    await expect(page.getByRole('heading', { name: 'System Health', level: 1 })).toBeVisible();
    const checks = page.getByRole('list', { name: 'Checks' });
    for (const label of ['Database', 'File storage', 'Processing queue', 'ffmpeg', 'Deployed version']) {
      const check = checks.getByRole('listitem', { name: label });
      await expect(check).toContainText('Green');
      await expect(check).toContainText(/Took (<1|\d+) ms/);
    }
    await expect(page.getByText('All systems working')).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await screenshots(page, 'health', () => expect(checks.getByRole('listitem', { name: 'Database' })).toContainText('Green'));
  });

  test('running the pipeline shows its stages live until they pass, then the build in the history', async ({ page }) => {
    // The local stack runs a fast but real command set (playwright.config.ts: PIPELINE_LOCAL_STAGES).
    test.setTimeout(120_000);
    await signInAs(page, 'admin');
    await page.goto('/pipeline');
    await expect(page.getByRole('heading', { name: 'Pipeline', level: 1 })).toBeVisible();

    await page.getByLabel('Branch').fill('main');
    await page.getByRole('button', { name: 'Run pipeline' }).click();

    const running = page.getByRole('region', { name: 'Running build' });
    await expect(running).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run pipeline' })).toBeDisabled();
    await expect(running.getByRole('listitem', { name: /Format check: (running|passed)/ })).toBeVisible();
    await screenshots(page, 'pipeline-running', () => expect(running).toBeVisible());
    await expect(running).toBeHidden({ timeout: 90_000 });

    const history = page.getByRole('region', { name: 'Build history' });
    const build = history.getByRole('button', { name: /passed.*main/ }).first();
    await expect(build).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run pipeline' })).toBeEnabled();
    await build.click();
    const stage = history.getByRole('listitem', { name: 'Unit tests (permissions): passed' }).first();
    await expect(stage).toBeVisible();
    await stage.getByRole('button').click();
    await expect(stage.getByLabel('Unit tests (permissions) log')).toContainText('passed');
    await expect(page.getByRole('definition').nth(2)).not.toHaveText('0'); // Passed count
    await screenshots(page, 'pipeline', () => expect(history).toBeVisible());
  });

  test("a function's invocation count moves after using the app", async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/lambdas');
    const reports = page.getByTestId('invocations-reports');
    await expect(reports).toHaveText(/^\d+$/);
    const before = Number(await reports.textContent());

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/lambdas');

    await expect.poll(async () => Number(await page.getByTestId('invocations-reports').textContent())).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Routes of reports' }).click();
    await expect(page.getByRole('list', { name: 'Routes of reports' })).toContainText('/reports');
    await expect(page.getByRole('row', { name: 'processing' })).toContainText('3008 MB · 900 s · nodejs24.x');
    // The live-events function is listed too, and has counted this browser's connection
    await expect(page.getByRole('row', { name: 'websocket' })).toContainText('512 MB · 29 s · nodejs24.x');
    await expect.poll(async () => Number(await page.getByTestId('invocations-websocket').textContent())).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Routes of websocket' }).click();
    await expect(page.getByRole('list', { name: 'Routes of websocket' })).toContainText('$connect');
    await screenshots(page, 'lambdas', () => expect(page.getByRole('heading', { name: 'Lambda Functions', level: 1 })).toBeVisible());
  });
});

test.describe('system tools, as a coach', () => {
  test('the three pages send a coach to the dashboard and their calls answer 403', async ({ page }) => {
    await signInAs(page, 'coach');
    for (const path of ['/health', '/pipeline', '/lambdas']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    const api = await apiAs('coach');
    for (const path of ['/health/details', '/pipeline/status', '/lambdas']) expect((await api.get(path)).status(), path).toBe(403);
    expect((await api.post('/pipeline/trigger', { data: { branch: 'main' } })).status()).toBe(403);
    // The public health answer: levels and times only.
    const health = (await (await api.get('/health')).json()) as { checks: Record<string, unknown>[] };
    expect(Object.keys(health.checks[0]!).sort()).toEqual(['durationMs', 'name', 'status']);
    await api.dispose();
  });
});
