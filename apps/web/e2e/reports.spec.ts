import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS, openSignedIn, keepSession } from './support';

type Account = { username: string; password: string };

/** The API as one demo user, for preparing and cleaning up data the way the app would. */
async function apiAs(account: Account): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: API_URL });
  const login = await anonymous.post('/api/v2/login', { data: { username: account.username, password: account.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL: API_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** A short code no seed report uses: 'Q' and four random letters or digits. */
function uniqueAbbreviation(): string {
  return `Q${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')}`;
}

interface FreshReport {
  id: string;
  abbreviation: string;
  opponentName: string;
  version: number;
}

/** Reports a test created, deleted after it so other specs still see the seed's reports only. */
const created: { account: Account; id: string }[] = [];

async function createReport(account: Account, body: Record<string, unknown> = {}): Promise<FreshReport> {
  const abbreviation = uniqueAbbreviation();
  const opponentName = `E2E Opponent ${abbreviation}`;
  const api = await apiAs(account);
  const response = await api.post('/reports', {
    data: { title: `${opponentName} Defense`, opponentName, opponentAbbreviation: abbreviation, ...body },
  });
  expect(response.ok()).toBe(true);
  const report = (await response.json()) as { id: string; version: number };
  await api.dispose();
  created.push({ account, id: report.id });
  return { id: report.id, abbreviation, opponentName, version: report.version };
}

test.afterEach(async () => {
  for (const { account, id } of created.splice(0)) {
    const api = await apiAs(account);
    await api.delete(`/reports/${encodeURIComponent(id)}`);
    await api.dispose();
  }
});

function reportCard(page: Page, abbreviation: string, side: 'DEFENSIVE' | 'OFFENSIVE' = 'DEFENSIVE') {
  return page.getByRole('article', { name: `${abbreviation} ${side} Scouting Report` });
}

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in as Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Your Reports' })).toBeVisible();
}

test.describe('report actions on the dashboard', () => {
  test("a coach edits a report's details (the abbreviation in capitals, five at most) and sees the new abbreviation", async ({ page }) => {
    const report = await createReport(DEMO_ACCOUNTS.coach);
    const newAbbreviation = uniqueAbbreviation();
    await openSignedIn(page, 'coach');
    const card = reportCard(page, report.abbreviation);

    await card.getByRole('button', { name: 'Edit report details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Report Details' });
    await expect(dialog.getByText('3-5 character abbreviation')).toBeVisible();
    // Typed in capitals, five at most (the rule itself: report-form.test.ts).
    const abbreviationField = dialog.getByLabel('Opponent Abbreviation');
    await abbreviationField.fill('');
    await abbreviationField.pressSequentially('tigers');
    await expect(abbreviationField).toHaveValue('TIGER');
    await abbreviationField.fill(newAbbreviation.toLowerCase());
    await dialog.getByLabel('Opponent Name').fill(`${report.opponentName} Renamed`);
    await dialog.getByRole('radio', { name: 'Away' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(dialog).toBeHidden();
    const renamed = reportCard(page, newAbbreviation);
    await expect(renamed).toBeVisible();
    await expect(renamed.getByText(`Opponent: ${report.opponentName} Renamed`)).toBeVisible();
    await expect(reportCard(page, report.abbreviation)).toHaveCount(0);
  });

  test('saving over a newer version shows who won instead of overwriting it', async ({ page }) => {
    const report = await createReport(DEMO_ACCOUNTS.coach);
    await openSignedIn(page, 'coach');
    await reportCard(page, report.abbreviation).getByRole('button', { name: 'Edit report details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Report Details' });
    await expect(dialog.getByLabel('Report Title')).toBeVisible();

    // Someone else saves first.
    const api = await apiAs(DEMO_ACCOUNTS.coach);
    const other = await api.put(`/reports/${report.id}`, { data: { title: 'Changed elsewhere', version: report.version } });
    expect(other.ok()).toBe(true);
    await api.dispose();
    await dialog.getByLabel('Report Title').fill('My change');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText(/changed by someone else/i);
    await expect(dialog).toBeVisible();
  });

  test('a coach cancels a delete and the report stays, then deletes it after confirming, and it disappears', async ({ page }) => {
    const report = await createReport(DEMO_ACCOUNTS.coach);
    await openSignedIn(page, 'coach');
    const card = reportCard(page, report.abbreviation);

    // Cancelling keeps it.
    await card.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete report' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete report?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete report' }).click();
    await expect(confirm.getByText('Are you sure you want to delete this report? This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();

    // The message shows for 4 s from the answer; the card goes once the list is read again, which on a busy
    // machine can take longer, so the message is looked for first.
    await expect(page.getByText(`${report.abbreviation} DEFENSIVE Scouting Report was deleted.`)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('an administrator marks a report paid and starts a 12 hour timer with the dev timer', async ({ page }) => {
    const report = await createReport(DEMO_ACCOUNTS.admin, { packageType: 'full' });
    await signInAsAdmin(page);
    const card = reportCard(page, report.abbreviation);
    await expect(card.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Test Purchase' })).toBeVisible();

    await card.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Dev timer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dev Timer Controls' });
    await dialog.getByRole('switch', { name: 'Mark as paid' }).check();
    await dialog.getByRole('button', { name: '12h' }).click();
    await expect(dialog.getByLabel('Hours')).toHaveValue('12');
    await dialog.getByRole('button', { name: 'Start Timer' }).click();

    await expect(dialog.getByText('Timer settings updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await expect(card.getByText('Full', { exact: true })).toBeVisible();
    await expect(card.getByText(/^(11h \d+m|12h 0m)$/)).toBeVisible();
  });

  test('a coach sees the purchase action, which opens Buy Report, and no dev timer', async ({ page }) => {
    const report = await createReport(DEMO_ACCOUNTS.coach, { packageType: 'full' });
    await openSignedIn(page, 'coach');
    const card = reportCard(page, report.abbreviation);
    await expect(card.getByRole('button', { name: 'Test Purchase' })).toHaveCount(0);

    await card.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Dev timer' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Purchase report' }).click();

    await expect(page).toHaveURL(/\/buy-report$/);
  });

  test('each report card counts its cards', async ({ page }) => {
    await openSignedIn(page, 'coach');
    const card = page.getByRole('article', { name: 'CEN DEFENSIVE Scouting Report' });

    await expect(card.getByText(/^\d+ cards?$/)).toBeVisible();
    await expect(card.getByText('0 cards')).toHaveCount(0);
  });
});

test.describe('report screens', () => {
  test('a coach creates a report at /createreport and lands on its page', async ({ page }) => {
    const abbreviation = uniqueAbbreviation();
    await openSignedIn(page, 'coach');
    await expect(page.getByRole('heading', { name: 'Your Reports' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Report' }).click();
    await expect(page).toHaveURL(/\/createreport$/);

    await page.getByLabel('Opponent Name').fill(`E2E Opponent ${abbreviation}`);
    await page.getByLabel('Opponent Abbreviation').fill(abbreviation);
    await page.getByRole('radio', { name: 'Offense', exact: true }).check();
    await page.getByRole('combobox', { name: 'Package' }).click();
    await page.getByRole('option', { name: /Express/ }).click();
    await expect(page.getByText('Deadline: 12 h after payment')).toBeVisible();
    await page.getByRole('switch', { name: 'Analysis add-on' }).check();
    await page.getByRole('combobox', { name: 'Analysis Type' }).click();
    await page.getByRole('option', { name: 'Play Concepts' }).click();
    await page.getByRole('button', { name: 'Create Report' }).click();

    await expect(page).toHaveURL(/\/reports\/[^/]+$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    created.push({ account: DEMO_ACCOUNTS.coach, id });
    // The title the coach typed (here the suggested one) heads the page; the dashboard card's title is under it.
    await expect(page.getByRole('heading', { level: 1, name: `E2E Opponent ${abbreviation} Offense` })).toBeVisible();
    await expect(page.getByText(`${abbreviation} OFFENSIVE Scouting Report`).first()).toBeVisible();
    await expect(page.getByText(`Opponent: E2E Opponent ${abbreviation}`)).toBeVisible();
    await expect(page.getByText('No cards yet')).toBeVisible();
    await expect(page.getByText('Timer starts after payment')).toBeVisible();
  });

  test('the report page shows its numbered cards, completion and countdown', async ({ page }) => {
    const api = await apiAs(DEMO_ACCOUNTS.coach);
    const report = (await (await api.get('/reports/rpt-eagles-central')).json()) as { completionPercentage: number };
    await api.dispose();
    await keepSession(page, 'coach');

    await page.goto('/reports/rpt-eagles-central');

    await expect(page.getByRole('heading', { level: 1, name: 'Central Tigers Defense' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Completion' })).toHaveAttribute(
      'aria-valuenow',
      String(report.completionPercentage),
    );
    await expect(page.getByText(`${report.completionPercentage}%`, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('timer')).toContainText(/\d+ hours \d+ minutes \d+ seconds remaining/);
    await expect(page.getByRole('banner').getByLabel('Delivery timer')).toContainText(/^CEN\d+h \d+m$/);
    const first = page.getByRole('article', { name: /^Card 1: / });
    await expect(first).toBeVisible();
    await expect(first.getByText('#1', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: /^Card 2: / })).toBeVisible();
    await expect(first.getByRole('link')).toHaveAttribute('href', /\/reports\/rpt-eagles-central\/cards\/[^/]+\/carddetail$/);
    await expect(page.getByRole('link', { name: 'Breakdown grid' })).toHaveAttribute('href', '/reports/rpt-eagles-central/cards');
    await expect(page.getByRole('link', { name: 'New card' }).first()).toHaveAttribute('href', '/reports/rpt-eagles-central/cards/new');
    await expect(page.getByRole('heading', { name: 'Assigned staff' })).toBeVisible();
  });

  test('the metadata page saves a field, and a coach cannot change the package', async ({ page }) => {
    const report = await createReport(DEMO_ACCOUNTS.coach);
    await keepSession(page, 'coach');
    await page.goto(`/reports/${report.id}`);
    await page.getByRole('link', { name: 'Metadata' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Report Metadata' })).toBeVisible();
    await expect(page.getByText(report.id, { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Package' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByLabel('Jersey Color').fill('Maroon and white');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Report details saved.')).toBeVisible();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Jersey Color')).toHaveValue('Maroon and white');
  });

  test('the metadata page refuses to save over a newer version, then saves just this person’s change on top of it', async ({ page }) => {
    // Prepare: the metadata page open on version 1
    const report = await createReport(DEMO_ACCOUNTS.coach);
    await keepSession(page, 'coach');
    await page.goto(`/reports/${report.id}/metadata`);
    await expect(page.getByRole('heading', { level: 1, name: 'Report Metadata' })).toBeVisible();
    await expect(page.getByLabel('Report Title')).not.toHaveValue('');

    // Act: this coach changes the jersey while someone else renames the report (the page hears of it live)
    await page.getByLabel('Jersey Color').fill('Maroon');
    const api = await apiAs(DEMO_ACCOUNTS.coach);
    const other = await api.put(`/reports/${report.id}`, { data: { title: 'Renamed elsewhere', version: report.version } });
    expect(other.ok()).toBe(true);
    await api.dispose();
    await page.getByRole('button', { name: 'Save Changes' }).click();

    // Assess: refused; the form now holds the other person's title and still this person's jersey
    await expect(page.getByRole('alert').filter({ hasText: /changed by someone else/i })).toBeVisible();
    await expect(page.getByLabel('Report Title')).toHaveValue('Renamed elsewhere');
    await expect(page.getByLabel('Jersey Color')).toHaveValue('Maroon');

    // Act: save again
    await page.getByRole('button', { name: 'Save Changes' }).click();

    // Assess: both changes are kept
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Report Title')).toHaveValue('Renamed elsewhere');
    await expect(page.getByLabel('Jersey Color')).toHaveValue('Maroon');
  });

  test('the report list finds reports by opponent and sorts them', async ({ page }) => {
    await keepSession(page, 'coach');
    await page.goto('/reportlist');
    const rows = page.getByRole('table', { name: 'Reports' }).getByRole('row');
    // The list reads a page at a time (other specs' reports may fill the first): the search finds older ones.
    await page.getByRole('searchbox', { name: 'Search reports' }).fill('lakeside');
    await expect(rows.filter({ hasText: 'Lakeside Lions' })).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Search reports' }).fill('tigers');
    await expect(rows.filter({ hasText: 'Central Tigers' })).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Lakeside Lions' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Completion' }).click();
    await expect(page.getByRole('columnheader', { name: 'Completion' })).toHaveAttribute('aria-sort', 'descending');
    await rows.filter({ hasText: 'CEN OFFENSIVE Scouting Report' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/reports\/rpt-eagles-central-offense$/);
  });
});
