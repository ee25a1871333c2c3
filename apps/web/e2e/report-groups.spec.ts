import { expect, test, type Page } from '@playwright/test';
import { apiAs, openSignedIn, keepSession } from './support';

/** Where the screenshots of these pages go (looked at by people, not compared). */
const SHOTS = 'test-results/report-groups';
const VIEWPORTS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface PreparedReport {
  id: string;
  title: string;
  snaps: number;
}

/** Three fresh reports of one new opponent with 3, 4 and 5 cards, made through the API. */
async function prepareReports(): Promise<{ opponent: string; reports: PreparedReport[] }> {
  const abbreviation = `G${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')}`;
  const opponent = `Group Opponent ${abbreviation}`;
  const api = await apiAs('coach');
  const reports: PreparedReport[] = [];
  for (const [game, snaps] of [3, 4, 5].entries()) {
    const title = `${opponent} Game ${game + 1}`;
    const created = await api.post('/reports', { data: { title, opponentName: opponent, opponentAbbreviation: abbreviation } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    for (let play = 0; play < snaps; play += 1) {
      const card = await api.post(`/reports/${encodeURIComponent(id)}/cards`, {
        data: { title: `Play ${play + 1}`, breakdown: { odkm: 'O', down: 1, distance: 10, playType: play % 2 ? 'Pass' : 'Run' } },
      });
      expect(card.ok(), await card.text()).toBe(true);
    }
    reports.push({ id, title, snaps });
  }
  await api.dispose();
  prepared = reports;
  return { opponent, reports };
}

/** The reports a test made, deleted after it (a group still holding them loses them on the server). */
let prepared: PreparedReport[] = [];

test.afterEach(async () => {
  if (prepared.length === 0) return;
  const api = await apiAs('coach');
  for (const report of prepared) await api.delete(`/reports/${encodeURIComponent(report.id)}`);
  await api.dispose();
  prepared = [];
});

async function signInAsCoach(page: Page): Promise<void> {
  await openSignedIn(page, 'coach');
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function screenshots(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

/** Today as the pages write a day ('Nov 23, 2026'): the reports were created just now. */
const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());

test.describe('linked reports', () => {
  test('a coach groups three reports, reads the group, renames it, takes a report out and deletes it', async ({ page }) => {
    // Prepare
    const { opponent, reports } = await prepareReports();
    const name = `${opponent}, last three`;
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInAsCoach(page);

    // Act: build the group from the rollup page.
    await page.getByRole('link', { name: 'Report Rollups' }).first().click();
    await expect(page).toHaveURL(/\/reports\/rollup$/);
    await expect(page.getByRole('heading', { name: 'Report Rollups', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group of linked reports' });
    await dialog.getByLabel('Group name').fill(name);
    await dialog.getByLabel('Search reports').fill(opponent);
    const picker = dialog.getByRole('list', { name: 'Reports' });
    await expect(picker.getByRole('button')).toHaveCount(3);
    for (const report of reports) await picker.getByRole('button', { name: new RegExp(report.title) }).click();
    await expect(dialog.getByText('3 of at most 12 reports chosen')).toBeVisible();
    await screenshots(page, 'create-dialog', async () => {
      await expect(dialog).toBeVisible();
    });
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect(dialog).toBeHidden();

    // Assess: the rollup lists it with its reports, snaps and date range.
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('3 reports', { exact: true })).toBeVisible();
    await expect(card.getByText('12 snaps', { exact: true })).toBeVisible();
    await expect(card.getByText(today, { exact: true })).toBeVisible();
    for (const report of reports) await expect(card.getByRole('link', { name: report.title })).toBeVisible();
    await screenshots(page, 'rollup', async () => {
      await expect(card).toBeVisible();
    });

    // Act: open it.
    await card.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/view-linked-report\/grp-/);
    const groupId = page.url().split('/').pop() as string;
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText(`3 reports · 12 snaps · ${today}`)).toBeVisible();
    for (const report of reports) {
      await expect(page.getByRole('link', { name: report.title })).toHaveAttribute('href', `/reports/${report.id}`);
    }
    const analytics = page.getByRole('region', { name: 'Analytics across games' });
    await expect(analytics.getByRole('link', { name: 'Play Concepts' })).toHaveAttribute('href', `/analytics/play-concept/${groupId}`);
    await expect(analytics.getByRole('link', { name: 'Hash' })).toHaveAttribute('href', `/analytics/hash/${groupId}`);
    await expect(analytics.getByRole('link', { name: 'Down & Distance' })).toHaveAttribute('href', `/analytics/down-distance/${groupId}`);
    await expect(analytics.getByRole('link', { name: 'Formation Analysis' })).toHaveAttribute(
      'href',
      `/analytics/formation-analysis/${groupId}`,
    );
    await expect(page.getByRole('region', { name: 'Key tendencies across games' })).toBeVisible();

    // Act: rename it.
    await page.getByRole('button', { name: 'Edit group' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit group' });
    await edit.getByLabel('Group name').fill(`${name} (renamed)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { name: `${name} (renamed)`, level: 1 })).toBeVisible();

    // Act: take the first game out.
    await page.getByRole('button', { name: `Remove ${reports[0]!.title} from the group` }).click();

    // Assess: two reports and their snaps are left.
    await expect(page.getByText(`2 reports · 9 snaps · ${today}`)).toBeVisible();
    await expect(page.getByRole('link', { name: reports[0]!.title })).toHaveCount(0);

    // Act: delete it, after confirming.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete group?' });
    await expect(confirm).toContainText('Its 2 reports stay');
    await confirm.getByRole('button', { name: 'Delete group' }).click();

    // Assess: back on the rollup, the group is gone and its reports are still there.
    await expect(page).toHaveURL(/\/reports\/rollup$/);
    await expect(page.getByRole('region', { name: `${name} (renamed)` })).toHaveCount(0);
    await page.goto(`/reports/${reports[1]!.id}`);
    await expect(page.getByText(reports[1]!.title).first()).toBeVisible();
  });

  test("the seeded group shows key tendencies game by game; another organisation's group is not found", async ({ page }) => {
    await keepSession(page, 'coach');

    await page.goto('/view-linked-report/grp-eagles-last-three');

    await expect(page.getByRole('heading', { name: 'Last three games', level: 1 })).toBeVisible();
    await expect(page.getByText(/^3 reports · 203 snaps · /)).toBeVisible();
    const tendencies = page.getByRole('region', { name: 'Key tendencies across games' });
    await expect(tendencies.getByRole('listitem').first()).toBeVisible();
    expect(await tendencies.getByRole('listitem').count()).toBeLessThanOrEqual(10);
    await expect(tendencies.getByText(/CEN \w+ \d+: \d+ of \d+/).first()).toBeVisible();
    await screenshots(page, 'linked-report', async () => {
      await expect(tendencies.getByRole('listitem').first()).toBeVisible();
    });

    await page.goto('/view-linked-report/grp-ridgeview-season');
    await expect(page.getByText('Group not found.')).toBeVisible();
    await expect(page.getByText('Ridgeview season')).toHaveCount(0);
  });
});
