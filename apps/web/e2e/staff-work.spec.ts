import { expect, request, test, type Page } from '@playwright/test';
import { DEFAULT_PACKAGE_OFFERS } from '@scout/shared/domain';
import { API_URL, apiAs, assumeAccessCode, EAGLES, screenshotsAt, openSignedIn, keepSession } from './support';

/** Where the screenshots of these pages go. */
const SHOTS = 'test-results/staff-work';
const screenshots = (page: Page, name: string, ready: () => Promise<void>) => screenshotsAt(page, SHOTS, name, ready);

const unique = () => Math.random().toString(36).slice(2, 7);
const hour = 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

async function signInAsAdmin(page: Page) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openSignedIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A report of `organizationId`, made by staff through the API, with the package, payment and timer given. */
async function staffReport(organizationId: string, title: string, changes: Record<string, unknown>): Promise<string> {
  const api = await apiAs('admin');
  const created = await api.post('/reports', { data: { title, organization_id: organizationId, opponent_name: 'Summit Falcons' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const updated = await api.put(`/reports/${id}`, { data: changes });
  expect(updated.status()).toBe(200);
  await api.dispose();
  return id;
}

/** Raises Express from $399.00 to $419.00 and sets the access code on the Settings page, then checks both and clears the code. */
async function changePriceAndSetCode(page: Page) {
  // Act: raise Express from $399.00 to $419.00.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const express = page.getByLabel('Express price');
  await expect(express).toHaveValue('399.00');
  await express.fill('419');
  await page.getByRole('button', { name: 'Save packages' }).click();
  await expect(page.getByText('Packages saved.')).toBeVisible();

  // Act: set the access code.
  const gate = page.getByRole('form', { name: 'Access code' });
  await expect(gate.getByText('No code set')).toBeVisible();
  await gate.getByLabel('Access code', { exact: true }).fill('preprod-e2e-code');
  await gate.getByRole('button', { name: 'Set code' }).click();

  // Assess: the code is set, by whom, and the public check accepts it (and only it); nobody sees it again.
  await expect(gate.getByText('Code set')).toBeVisible();
  await expect(gate.getByText(/by Alex Morgan$/)).toBeVisible();
  await expect(gate.getByLabel('New access code')).toHaveValue('');
  const anonymous = await request.newContext({ baseURL: API_URL });
  expect(await (await anonymous.post('/access-code/verify', { data: { code: 'preprod-e2e-code' } })).json()).toMatchObject({
    valid: true,
  });
  expect(await (await anonymous.post('/access-code/verify', { data: { code: 'wrong-code' } })).json()).toEqual({
    valid: false,
    codeSet: true,
    message: 'Invalid access code. Please try again.',
    token: null,
  });
  await anonymous.dispose();
  await screenshots(page, 'settings', async () => {
    await expect(gate.getByText('Code set')).toBeVisible();
  });

  await page.goto('/pricing');
  await expect(page.getByRole('article', { name: 'Express' }).getByText('$419.00')).toBeVisible();

  // Act: clear the code again, after confirming.
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Clear code' }).click();
  await page.getByRole('alertdialog', { name: 'Clear the access code?' }).getByRole('button', { name: 'Clear code' }).click();
  await expect(page.getByRole('form', { name: 'Access code' }).getByText('No code set')).toBeVisible();
}

/**
 * Four Inside Zone plays whose success turns on the organisation's rule: 1st & 10 gaining 4 (twice), 2nd & 10
 * gaining 6, 1st & 10 gaining 7. College (50/70/100): only the 7-yard run reaches its share → 25 % (1/4). NFL
 * (40/60/100): 4 of 10 on 1st and 6 of 10 on 2nd are enough → 100 % (4/4).
 */
const RULE_PLAYS = [
  { down: 1, distance: 10, gainLoss: 4 },
  { down: 1, distance: 10, gainLoss: 4 },
  { down: 2, distance: 10, gainLoss: 6 },
  { down: 1, distance: 10, gainLoss: 7 },
].map((play, index) => ({
  ...play,
  odkm: 'O',
  quarter: 1,
  playNumber: index + 1,
  hash: 'M',
  yardLine: -30,
  formation: 'Doubles',
  concept: 'Inside Zone',
  playType: 'Run',
  result: 'Rush',
}));
const COLLEGE_SENTENCE =
  'Success: 50% of the distance on 1st down, 70% on 2nd, 100% on 3rd/4th. Explosive: run 10+ yards, pass 20+ yards. Under 5 plays: thin.';
const NFL_SENTENCE =
  'Success: 40% of the distance on 1st down, 60% on 2nd, 100% on 3rd/4th. Explosive: run 10+ yards, pass 20+ yards. Under 5 plays: thin.';

/** Puts the Eagles' definitions back to Scout's defaults (other browser tests count with them). */
async function restoreEaglesRules() {
  const api = await apiAs('admin');
  const current = (await (await api.get('/organizations/org-eagles/metric-rules')).json()) as { version: number; custom: boolean };
  if (current.custom) {
    const put = await api.put('/organizations/org-eagles/metric-rules', {
      data: { successShare: [0.5, 0.7, 1, 1], explosiveRun: 10, explosivePass: 20, version: current.version },
    });
    expect(put.status()).toBe(200);
  }
  await api.dispose();
}

test.describe('staff tools', () => {
  test('staff filter Manage Reports and assign a staff member to two reports at once', async ({ page }) => {
    // Prepare: an organisation of this test's own, with an overdue and a running Full report and an unpaid one.
    const organizationId = `org-e2e-${unique()}`;
    const overdue = await staffReport(organizationId, 'Overdue Falcons', {
      package_type: 'full',
      payment_status: 'completed',
      timer_started_at: at(-30 * hour),
      timer_expires_at: at(-6 * hour),
    });
    const running = await staffReport(organizationId, 'Running Falcons', {
      package_type: 'full',
      payment_status: 'completed',
      timer_started_at: at(-hour),
      timer_expires_at: at(20 * hour),
    });
    await staffReport(organizationId, 'Unpaid Falcons', { package_type: 'express' });
    await keepSession(page, 'admin');

    // Act: filter by the organisation, then by package, then overdue only.
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'Manage Reports', level: 1 })).toBeVisible();
    await page.getByLabel('Organisation').fill(organizationId);
    await page.getByLabel('Organisation').press('Enter');
    const table = page.getByRole('table', { name: 'Reports' });
    await expect(table.getByRole('row')).toHaveCount(4);
    // Nearest deadline first: the overdue one, the running one, then the unpaid one without a deadline.
    await expect(table.getByRole('row').nth(1)).toContainText('Overdue Falcons');
    await expect(table.getByRole('row').nth(2)).toContainText('Running Falcons');
    await expect(table.getByRole('row').nth(1)).toContainText('Overdue');
    await page.getByRole('combobox', { name: 'Package' }).click();
    await page.getByRole('option', { name: 'Full' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByLabel('Overdue only').check();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Overdue Falcons');
    await page.getByLabel('Overdue only').uncheck();
    await expect(table.getByRole('row')).toHaveCount(3);

    // Act: select both Full reports and assign Alex Morgan to them.
    await page.getByLabel('Select Overdue Falcons').check();
    await page.getByLabel('Select Running Falcons').check();
    await page.getByRole('combobox', { name: 'Staff member' }).click();
    await page.getByRole('option', { name: 'Alex Morgan' }).click();
    await screenshots(page, 'manage-reports', async () => {
      await expect(page.getByText('2 selected')).toBeVisible();
    });
    await page.getByRole('button', { name: 'Assign to selected' }).click();

    // Assess: both took the assignment; the report page lists Alex Morgan among its staff.
    await expect(page.getByText('Assigned Alex Morgan to 2 reports.')).toBeVisible();
    const api = await apiAs('admin');
    for (const id of [overdue, running]) {
      const assignments = (await (await api.get(`/reports/${id}/assignments`)).json()) as { assignments: { userId: string }[] };
      expect(assignments.assignments.map((a) => a.userId)).toContain('user-admin');
    }
    await api.dispose();
    await table.getByRole('link', { name: 'Running Falcons' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${running}$`));
    await expect(page.getByRole('list', { name: 'Assigned staff' })).toContainText('Alex Morgan');
  });

  test('staff change a package price that the pricing page then shows, and set the access code', async ({ page }) => {
    // Other browser tests read the seeded prices and an open gate: both are put back at the end.
    await signInAsAdmin(page);
    try {
      await changePriceAndSetCode(page);
    } finally {
      // The code may still be set (a failure before it was cleared): the API then wants the gate's pass.
      assumeAccessCode('preprod-e2e-code');
      const api = await apiAs('admin');
      await api.put('/packages', { data: { packages: DEFAULT_PACKAGE_OFFERS } });
      await api.delete('/settings/access-code');
      await api.dispose();
      assumeAccessCode(null);
    }
  });

  test("an administrator sets an organisation's success rule to 40/60/100, and its analytics and printout count with it", async ({
    page,
  }) => {
    // Prepare: an Eagles report of four plays (RULE_PLAYS), made by its coach.
    const coach = await apiAs('coach');
    const created = await coach.post('/reports', { data: { title: `Rule Falcons ${unique()}`, opponent_name: 'Summit Falcons' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const play of RULE_PLAYS) {
      const card = await coach.post(`/reports/${id}/cards`, { data: { title: `Play ${play.playNumber}`, breakdown: play } });
      expect(card.ok(), await card.text()).toBe(true);
    }
    await signInAsAdmin(page);
    const successOfInsideZone = page.locator('tr[data-row="Inside Zone"] td[data-column="Success"]');
    try {
      await page.goto(`/reports/${id}/analytics/play-concepts`);
      await expect(successOfInsideZone).toHaveText('25% (1/4)');
      await expect(page.getByText(COLLEGE_SENTENCE)).toBeVisible();

      // Act: on the Settings page, pick the Eagles; a share out of range is refused in words.
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: 'Metric definitions', level: 2 })).toBeVisible();
      await page.getByRole('combobox', { name: 'Organisation' }).click();
      await page.getByRole('option', { name: 'Eagles Football' }).click();
      const form = page.getByRole('form', { name: 'Metric definitions' });
      await expect(form.getByText("Scout's defaults")).toBeVisible();
      await expect(form.getByRole('button', { name: 'College 50/70/100' })).toHaveAttribute('aria-pressed', 'true');
      await form.getByLabel('Success on 1st down, percent of the distance').fill('150');
      await expect(form.getByTestId('metric-rules-preview')).toHaveText('Fix the definitions above to see the sentence.');
      await form.getByRole('button', { name: 'Save definitions' }).click();
      await expect(form.getByText('Success on 1st down must be from 10% to 100% of the distance')).toBeVisible();

      // Act: the NFL preset, previewed as every report will print it, then saved.
      await form.getByRole('button', { name: 'NFL 40/60/100' }).click();
      await expect(form.getByLabel('Success on 1st down, percent of the distance')).toHaveValue('40');
      await expect(form.getByLabel('Success on 2nd down, percent of the distance')).toHaveValue('60');
      await expect(form.getByTestId('metric-rules-preview')).toHaveText(NFL_SENTENCE);
      await form.getByRole('button', { name: 'Save definitions' }).click();
      await expect(form.getByText('Definitions saved.', { exact: false })).toBeVisible();
      await expect(form.getByText('Own definitions')).toBeVisible();
      await expect(form.getByText(/by Alex Morgan\.$/)).toBeVisible();
      await screenshots(page, 'metric-rules', async () => {
        await page.getByRole('heading', { name: 'Metric definitions', level: 2 }).scrollIntoViewIfNeeded();
        await expect(form.getByText('Own definitions')).toBeVisible();
      });

      // Assess: the Eagles' report counts with the rule and prints it; the coach reads the same through the API.
      await page.goto(`/reports/${id}/analytics/play-concepts`);
      await expect(successOfInsideZone).toHaveText('100% (4/4)');
      await expect(page.getByText(NFL_SENTENCE)).toBeVisible();
      await page.goto(`/reports/${id}/print`);
      await expect(page.getByText(NFL_SENTENCE, { exact: false })).toBeVisible();
      const own = (await (await coach.get('/organization/metric-rules')).json()) as { rules: { successShare: number[] } };
      expect(own.rules.successShare).toEqual([0.4, 0.6, 1, 1]);
    } finally {
      await restoreEaglesRules();
      await coach.delete(`/reports/${id}`);
      await coach.dispose();
    }
  });

  test('staff create a task, move it across the board, find it in the list and delete it', async ({ page }) => {
    const title = `Re-cut Summit film ${unique()}`;
    const yesterday = new Date(Date.now() - 24 * hour);
    const due = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    await keepSession(page, 'admin');

    // Act: create the task, due yesterday, assigned to Alex Morgan.
    await page.goto('/development-work');
    await expect(page.getByRole('heading', { name: 'Development Work', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('End-zone angle of the last three games.');
    await dialog.getByLabel('Due date').fill(due);
    await dialog.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Alex Morgan' }).click();
    await dialog.getByLabel('Linked report (optional)').fill('Central Tigers');
    await page.getByRole('option', { name: 'Central Tigers Defense · Eagles Football' }).click();
    await screenshots(page, 'task-dialog', async () => {
      await expect(dialog).toBeVisible();
    });
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect(dialog).toBeHidden();

    // Assess: it is in To do, marked overdue.
    const todo = page.getByRole('region', { name: 'To do' });
    const card = page.getByRole('article', { name: title });
    await expect(todo.getByRole('article', { name: title })).toBeVisible();
    await expect(card.getByText(/^Overdue · /)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Central Tigers Defense' })).toBeVisible();

    // Act: move it to In progress, then Done.
    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Move to In progress' }).click();
    await expect(page.getByRole('region', { name: 'In progress' }).getByRole('article', { name: title })).toBeVisible();
    await screenshots(page, 'development-board', async () => {
      await expect(page.getByRole('region', { name: 'In progress' }).getByRole('article', { name: title })).toBeVisible();
    });
    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Move to Done' }).click();
    const done = page.getByRole('region', { name: 'Done' });
    await expect(done.getByRole('article', { name: title })).toBeVisible();
    await expect(done.getByRole('article', { name: title }).getByText(/^Overdue/)).toHaveCount(0);

    // Assess: the list view has it, done, filtered to Alex Morgan's tasks.
    await page.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Alex Morgan' }).click();
    await page.getByRole('button', { name: 'List' }).click();
    const row = page.getByRole('table', { name: 'Development tasks' }).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Done');
    await expect(row).toContainText('Alex Morgan');
    await screenshots(page, 'development-list', async () => {
      await expect(row).toBeVisible();
    });

    // Act: delete it, after confirming.
    await row.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete task?' }).getByRole('button', { name: 'Delete task' }).click();
    await expect(page.getByRole('table', { name: 'Development tasks' }).getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });

  test('staff review a random play from Manage Reports, and add test data to a report on this development host', async ({ page }) => {
    // Prepare: a fresh report of the Eagles, with one card of its own.
    const reportId = await staffReport(EAGLES.organizationId, `Test data ${unique()}`, {});
    const api = await apiAs('admin');
    expect((await api.post(`/reports/${reportId}/cards`, { data: { title: 'Own play' } })).status()).toBe(201);
    await api.dispose();
    await keepSession(page, 'admin');

    // Act: the spot-check on Manage Reports.
    await page.goto('/admin/reports');
    await screenshots(page, 'random-play', () => expect(page.getByRole('button', { name: 'Review a random play' })).toBeVisible());
    await page.getByRole('button', { name: 'Review a random play' }).click();

    // Assess: one card of some report opens (the seeded reports have cards).
    await expect(page).toHaveURL(/\/reports\/[^/]+\/cards\/[^/]+\/carddetail$/);

    // Act: test data on the fresh report (localhost is a development host).
    await page.goto(`/reports/${reportId}`);
    const addTestData = page.getByRole('button', { name: 'Add test data' });
    // On a laptop: on a phone the report's actions fold into one menu.
    await expect(addTestData).toBeVisible();
    await addTestData.click();

    // Assess: five defensive plays numbered after the report's own card.
    await expect(page.getByText('Added 5 test plays (cards 2–6).')).toBeVisible();
    await expect(page.getByText('3rd & 7: Nickel, Cover 2 with a zone pressure').first()).toBeVisible();

    const cleanup = await apiAs('admin');
    expect((await cleanup.delete(`/reports/${reportId}`)).status()).toBe(200);
    await cleanup.dispose();
  });

  test('a coach is sent to the dashboard from the staff pages and refused by their calls', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openSignedIn(page, 'coach');
    await expect(page).toHaveURL(/\/dashboard$/);

    for (const path of ['/admin/reports', '/admin/settings', '/development-work']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }

    const api = await apiAs('coach');
    const calls = await Promise.all([
      api.get('/development-tasks'),
      api.post('/development-tasks', { data: { title: 'Coach task' } }),
      api.get('/settings/access-code'),
      api.put('/settings/access-code', { data: { code: 'coach-code' } }),
      api.delete('/settings/access-code'),
      api.put('/packages', { data: { packages: DEFAULT_PACKAGE_OFFERS } }),
      api.post('/reports/rpt-eagles-central/assignments', { data: { userId: 'user-admin' } }),
      api.get('/internal-users'),
      api.put('/organizations/org-eagles/metric-rules', {
        data: { successShare: [0.4, 0.6, 1, 1], explosiveRun: 10, explosivePass: 20, version: 0 },
      }),
    ]);
    expect(calls.map((call) => call.status())).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403]);
    await api.dispose();
  });
});
