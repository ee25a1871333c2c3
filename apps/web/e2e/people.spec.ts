import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, chooseOwnPassword, screenshotsAt, signInWithForm, keepSession } from './support';

/** Where the screenshots of these pages go. */
const SHOTS = 'test-results/people';
const screenshots = (page: Page, name: string, ready: () => Promise<void>) => screenshotsAt(page, SHOTS, name, ready);

/** A name of this run's own, so parallel tests and earlier runs never match it. */
const tag = () => Math.random().toString(36).slice(2, 8);

/** Reads the temporary password the dialog shows once, and closes it. */
async function takeTemporaryPassword(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  const password = (await dialog.getByTestId('temporary-password').textContent())?.trim() ?? '';
  expect(password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  return password;
}

/** The coach in a browser of their own (a second context: their own storage and session). */
async function coachBrowser(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithForm(page, username, password);
  return page;
}

test.describe('user management', () => {
  test('staff create a coach, disable them (their open session ends), enable them and reset their password', async ({ browser, page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const t = tag();
    const coach = { name: `Riley Brooks ${t}`, username: `riley-${t}`, email: `riley-${t}@wolves.example`, team: `Westfield Wolves ${t}` };
    await keepSession(page, 'admin');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Alex Morgan/ })).toBeVisible();
    await screenshots(page, 'users', async () => {
      await expect(page.getByLabel('Loading users')).toHaveCount(0);
      await expect(page.getByText('Alex Morgan').first()).toBeVisible();
    });

    // Create the coach in a new organisation.
    await page.getByRole('button', { name: 'New user' }).click();
    const form = page.getByRole('dialog', { name: 'New user' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(coach.name);
    await form.getByLabel('Username').fill(coach.username);
    await form.getByLabel('E-mail').fill(coach.email);
    await form.getByRole('combobox', { name: /^Organisation/ }).click();
    await page.getByRole('option', { name: '+ New organisation…' }).click();
    await form.getByLabel('New organisation name').fill(coach.team);
    await screenshots(page, 'create-dialog', async () => {
      await expect(form.getByLabel('New organisation name')).toBeVisible();
    });
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('dialog', { name: `${coach.name} can sign in now` })).toBeVisible();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await screenshots(page, 'temporary-password', async () => {
      await expect(page.getByTestId('temporary-password')).toBeVisible();
    });
    const firstPassword = await takeTemporaryPassword(page);

    // The coach signs in in a browser of their own.
    const coachPage = await coachBrowser(browser, coach.username, firstPassword);
    await chooseOwnPassword(coachPage, firstPassword, `own words ${t} river`);

    // Staff find them by e-mail and disable them.
    await page.getByLabel('Search by name or e-mail').fill(coach.email);
    const row = page.getByRole('row', { name: new RegExp(coach.name) });
    await expect(row).toBeVisible();
    await expect(row.getByText(coach.team)).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await row.getByRole('button', { name: `Disable ${coach.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Disable ${coach.name}?` });
    await confirm.getByRole('button', { name: 'Disable user' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row.getByText('Disabled')).toBeVisible();

    // Their open session is refused on their next call: back to the sign-in page.
    await coachPage.goto('/dashboard');
    await expect(coachPage).toHaveURL(/\/$/);
    await expect(coachPage.getByText('Please login to access the dashboard')).toBeVisible();

    // Enabled again, then a password reset: the old password fails, the new one works.
    await row.getByRole('button', { name: `Enable ${coach.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable user' }).click();
    await expect(row.getByText('Active')).toBeVisible();
    await row.getByRole('button', { name: `Reset password ${coach.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('dialog', { name: `New password for ${coach.name}` })).toBeVisible();
    const newPassword = await takeTemporaryPassword(page);

    await signInWithForm(coachPage, coach.username, firstPassword);
    await expect(coachPage.getByText('Invalid email or password')).toBeVisible();
    await signInWithForm(coachPage, coach.username, newPassword);
    // A reset password is temporary too: the coach is led to choose their own.
    await expect(coachPage).toHaveURL(/\/change-password$/);
    await coachPage.context().close();

    // Staff edit the coach: a new e-mail and name show in the list.
    await row.getByRole('button', { name: `Edit ${coach.name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${coach.name}` });
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${coach.name} Jr`);
    await edit.getByLabel('E-mail').fill(`riley.jr-${t}@wolves.example`);
    await screenshots(page, 'edit-dialog', async () => {
      await expect(edit.getByLabel('E-mail')).toBeVisible();
    });
    await edit.getByRole('button', { name: 'Save' }).click();
    // The save refetches every list of people: on a loaded machine that can take a while.
    await expect(edit).toHaveCount(0, { timeout: 20_000 });
    await page.getByLabel('Search by name or e-mail').fill(`riley.jr-${t}`);
    await expect(page.getByRole('row', { name: new RegExp(`${coach.name} Jr`) })).toBeVisible();
  });

  test('the filters narrow the list on the server', async ({ page }) => {
    await keepSession(page, 'admin');
    await page.goto('/admin/users');
    // Picks from a filter's list and waits for the list to close (its menu labels itself like the field while it fades).
    const choose = async (filter: RegExp, option: string) => {
      await page.getByRole('combobox', { name: filter }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect(page.getByRole('listbox')).toBeHidden();
    };
    await choose(/^Type/, 'Internal staff');
    await expect(page.getByRole('row', { name: /Alex Morgan/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Jordan Miller/ })).toHaveCount(0);
    await choose(/^Type/, 'Everyone');
    await choose(/^Organisation/, 'Eagles Football');
    await expect(page.getByRole('row', { name: /Jordan Miller/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Alex Morgan/ })).toHaveCount(0);
  });
});

test.describe('internal users', () => {
  test('staff add a member of staff, see them in the list and remove them', async ({ page }) => {
    const t = tag();
    const name = `Morgan Lee ${t}`;
    await keepSession(page, 'admin');
    await page.goto('/internal-users');
    await expect(page.getByRole('heading', { name: 'Internal Users' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Alex Morgan/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add staff member' }).click();
    const form = page.getByRole('dialog', { name: 'Add a member of staff' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByLabel('Username').fill(`morgan-${t}`);
    await form.getByLabel('E-mail').fill(`morgan-${t}@scout.example`);
    await form.getByRole('button', { name: 'Add staff member' }).click();
    await takeTemporaryPassword(page);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    await screenshots(page, 'internal-users', async () => {
      await expect(page.getByText(name).first()).toBeVisible();
    });

    await row.getByRole('button', { name: `Remove ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Remove ${name}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });
});

test.describe('as a coach', () => {
  test('the people pages send them to the dashboard and the API answers 403', async ({ page }) => {
    await keepSession(page, 'coach');
    for (const path of ['/admin/users', '/internal-users']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    const api = await apiAs('coach');
    for (const path of ['/users', '/users/user-admin', '/users/search?q=a', '/internal-users', '/organizations']) {
      expect((await api.get(path)).status(), path).toBe(403);
    }
    expect((await api.put('/users/user-rival-coach/disabled', { data: { disabled: true } })).status()).toBe(403);
    await api.dispose();
  });
});
