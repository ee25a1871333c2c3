import { expect, request, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ACCESS_GATE_HEADER, authSessionRoutes } from '@scout/shared/api';
import { DEMO_ACCOUNTS, isMfaChallenge } from '@scout/shared/domain';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../src/features/auth/restore-session';
import { buildSessionUser, withOrganizationDetails } from '../src/features/auth/session-user';
import { readTokenClaims } from '../src/features/auth/token';

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
 * Opens `path` signed in as a demo account, without the sign-in page: the API's login and organisation details,
 * kept as the app keeps a session (its own functions: session-user.ts, restore-session.ts), then the page. For
 * the tests whose subject is not signing in: the sign-in page and the dashboard a form sign-in lands on cost
 * several seconds of a loaded machine each time. Each call is a session of its own, as a form sign-in is
 * (sign-in.spec and the journeys that start at the form keep signInWithForm). Not while an access code is set.
 */
export async function openSignedIn(page: Page, account: keyof typeof DEMO_ACCOUNTS, path = '/dashboard'): Promise<void> {
  await keepSession(page, account);
  await page.goto(path);
}

/** Keeps a session of `account` in the browser as openSignedIn does; the test's next page.goto opens signed in. */
export async function keepSession(page: Page, account: keyof typeof DEMO_ACCOUNTS): Promise<void> {
  expect(currentAccessCode, 'a session kept this way does not pass the access gate').toBeNull();
  const { username, password } = DEMO_ACCOUNTS[account];
  const login = await page.request.post(`${API_URL}/api/v2/login`, { data: { username, password } });
  expect(login.ok()).toBe(true);
  const answer = authSessionRoutes.login.response.parse(await login.json());
  if (isMfaChallenge(answer)) throw new Error(`${username} signs in in two steps: open the page with signInWithForm`);
  const details = await page.request.get(`${API_URL}/api/v2/get-organization-details`, {
    headers: { Authorization: `Bearer ${answer.token}` },
  });
  expect(details.ok()).toBe(true);
  const user = withOrganizationDetails(
    buildSessionUser(answer, readTokenClaims(answer.token), username, () => username),
    authSessionRoutes.getOrganizationDetails.response.parse(await details.json()),
  );
  // Any page of the site's origin (a static file: no app code runs) to write the session where the app reads it.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([keys, token, stored]) => {
      localStorage.setItem(keys[0], token);
      localStorage.setItem(keys[1], stored);
    },
    [[TOKEN_STORAGE_KEY, USER_STORAGE_KEY], answer.token, JSON.stringify(user)] as const,
  );
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
