import { expect, request, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ACCESS_GATE_HEADER } from '@scout/shared/api';
import { DEMO_ACCOUNTS } from '@scout/shared/domain';

export { DEMO_ACCOUNTS };

/** The test stack's API (playwright.config.ts starts it; SCOUT_E2E_PORT_OFFSET moves its ports). */
export const API_URL = `http://127.0.0.1:${3101 + Number(process.env.SCOUT_E2E_PORT_OFFSET ?? 0)}`;

/** The test stack's live-events WebSocket server. */
export const LIVE_URL = `ws://127.0.0.1:${3102 + Number(process.env.SCOUT_E2E_PORT_OFFSET ?? 0)}`;

/** The test stack's web port (the page's origin is http://<host>:WEB_PORT). */
export const WEB_PORT = 5273 + Number(process.env.SCOUT_E2E_PORT_OFFSET ?? 0);

/** The web app's address under one of the test host names (TEST_HOSTS in playwright.shared.ts). */
export function webUrlOn(host: string, path = '/'): string {
  return `http://${host}:${WEB_PORT}${path}`;
}

/**
 * A fresh browser context (no session, no storage) whose pages open the web app under a test host name, e.g.
 * http://scout-dev.test:<port>: the launch flags of playwright.shared.ts map those names to this machine, and
 * the test stack accepts them. Relative page.goto('/') goes there.
 */
export async function pageOnHost(browser: Browser, host: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: webUrlOn(host), viewport: { width: 1400, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Sets (a string) or clears (null) the restricted-environment gate's access code, as staff would. */
export async function setAccessCode(code: string | null): Promise<void> {
  const admin = await apiAs('admin');
  const response =
    code === null ? await admin.delete('/settings/access-code') : await admin.put('/settings/access-code', { data: { code } });
  expect(response.ok()).toBe(true);
  await admin.dispose();
  currentAccessCode = code;
}

/** A code set some other way (the Settings page in a test): apiAs passes the gate with it until told null. */
export function assumeAccessCode(code: string | null): void {
  currentAccessCode = code;
}

/** The code this spec set last: while one is set the API needs the gate's pass, which apiAs gets with it. */
let currentAccessCode: string | null = null;

/** The headers that pass the gate while this spec has a code set (x-scout-gate), none otherwise. */
async function gateHeaders(): Promise<Record<string, string>> {
  if (currentAccessCode === null) return {};
  const anonymous = await request.newContext({ baseURL: API_URL });
  const verified = await anonymous.post('/access-code/verify', { data: { code: currentAccessCode } });
  expect(verified.ok()).toBe(true);
  const { token } = (await verified.json()) as { token: string | null };
  await anonymous.dispose();
  return token ? { [ACCESS_GATE_HEADER]: token } : {};
}

/** Seed data of the local stack (apps/local): the coach's organisation and its rival's. */
export const EAGLES = {
  organizationId: 'org-eagles',
  organizationName: 'Eagles Football',
  opponents: ['Ridgeview Rams', 'Central Tigers', 'Lakeside Lions', 'North Valley Bears', 'Westfield Wolves', 'Harbor Pirates'],
} as const;

export const RIDGEVIEW = {
  organizationId: 'org-ridgeview',
  /** Opponents only the rival organisation scouts. */
  opponents: ['Summit Falcons', 'Canyon Coyotes'],
} as const;

/** Signs in through the form, as a person would. */
export async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username / Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * On the Change password page a temporary password's sign-in leads to: replaces `current` with `next`, which
 * takes the person on to the dashboard.
 */
export async function chooseOwnPassword(page: Page, current: string, next: string): Promise<void> {
  await expect(page).toHaveURL(/\/change-password$/, { timeout: 30_000 });
  await page.getByLabel(/^(Temporary|Current) password/).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  // Two scrypt hashes on the server (the current password, the new one): slow on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
}

/** Waits for the dashboard's report list to finish loading and returns the opponents shown. */
export async function opponentsOnDashboard(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { name: 'Your Reports' })).toBeVisible();
  await expect(page.getByLabel('Loading reports')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  const lines = await page
    .getByRole('article')
    .getByText(/^Opponent: /)
    .allTextContents();
  return lines.map((line) => line.replace(/^Opponent: /, '').trim());
}

/** The API as a demo account, for preparing data the way the app would. */
export async function apiAs(account: keyof typeof DEMO_ACCOUNTS): Promise<APIRequestContext> {
  const gate = await gateHeaders();
  const anonymous = await request.newContext({ baseURL: API_URL, extraHTTPHeaders: gate });
  const login = await anonymous.post('/api/v2/login', {
    data: { username: DEMO_ACCOUNTS[account].username, password: DEMO_ACCOUNTS[account].password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL: API_URL, extraHTTPHeaders: { ...gate, Authorization: `Bearer ${token}` } });
}

/**
 * A share link opened by someone without an account: a fresh browser context (no session), and every API call
 * it made with an Authorization header (there should be none).
 */
export async function openAsGuest(
  browser: Browser,
  url: string,
): Promise<{ guest: BrowserContext; guestPage: Page; authorised: string[] }> {
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const authorised: string[] = [];
  guestPage.on('request', (request) => {
    if (request.url().startsWith(API_URL) && request.headers().authorization) authorised.push(request.url());
  });
  await guestPage.goto(url);
  return { guest, guestPage, authorised };
}

/** The viewports every page's screenshots are taken at. */
export const SCREENSHOT_VIEWPORTS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Full-page screenshots of what is on screen at each viewport, into `folder` (looked at by people, not
 * compared); `ready` waits for the page to settle at each size. The page goes back to 1400×900 after.
 */
export async function screenshotsAt(page: Page, folder: string, name: string, ready: () => Promise<void>): Promise<void> {
  for (const viewport of SCREENSHOT_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await ready();
    await page.screenshot({ path: `${folder}/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

/**
 * Deletes, as the coach, the reports a spec's test made once the test ends (passed or not), so specs that share
 * the demo organisation don't leave it growing. Call at the top of a spec; `add` each report the test makes.
 */
export function deleteCoachReportsAfterEach(): { add(reportId: string): void } {
  const made = new Set<string>();
  test.afterEach(async () => {
    if (made.size === 0) return;
    const api = await apiAs('coach');
    for (const id of made) await api.delete(`/reports/${encodeURIComponent(id)}`);
    await api.dispose();
    made.clear();
  });
  return { add: (reportId) => void made.add(reportId) };
}
