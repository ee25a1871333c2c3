import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInWithForm } from './support';

test.describe('signing in', () => {
  test('the login page shows the brand and the sign-in form', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle(/Scout/);
    await expect(page.getByText('SCOUT', { exact: true })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(page.getByLabel('Username / Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Create Account - Come back to this page to login once you have registered\./ }),
    ).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page.getByText('Please enter both username and password')).toBeVisible();
  });

  test('a coach signs in with the form and is greeted on the dashboard', async ({ page }) => {
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Coach Miller')).toBeVisible();
    await expect(page.getByText(DEMO_ACCOUNTS.coach.email).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reports Overview' })).toBeVisible();
  });

  test('a coach can sign in with their e-mail address too', async ({ page }) => {
    await signInWithForm(page, DEMO_ACCOUNTS.coach.email, DEMO_ACCOUNTS.coach.password);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Coach Miller')).toBeVisible();
  });

  test('an administrator signs in with quick login and sees the admin tools', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('button', { name: 'Sign in as Admin' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Coach Morgan')).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Manage Reports' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Internal Users' })).toBeVisible();
  });

  test('a coach signs in with quick login and sees no admin tools', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('button', { name: 'Sign in as Org' }).click();

    await expect(page.getByText('Coach Miller')).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Manage Reports' })).toHaveCount(0);
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, 'not-the-password');

    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a reload keeps the session', async ({ page }) => {
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page.getByText('Coach Miller')).toBeVisible();

    await page.reload();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Coach Miller')).toBeVisible();
  });
});

test.describe('leaving and guarding', () => {
  test('a protected page sends a signed-out visitor to the login page with a message', async ({ page }) => {
    await page.goto('/dashboard');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Please login to access the dashboard')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('an unknown path goes to the login page', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Sign in to your account')).toBeVisible();
  });

  test('an admin page sends a coach back to the dashboard', async ({ page }) => {
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page.getByText('Coach Miller')).toBeVisible();

    await page.goto('/admin/users');

    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout returns to the login page and guards the dashboard again', async ({ page }) => {
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page.getByText('Coach Miller')).toBeVisible();

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByText('Please login to access the dashboard')).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Please login to access the dashboard')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation is a drawer that opens from the menu button and closes on a choice', async ({ page }) => {
    await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
    await expect(page.getByRole('heading', { name: 'Reports Overview' })).toBeVisible();
    // On a phone the navigation is a modal drawer: a dialog named like the desktop navigation.
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    // Closed, the drawer is not on the page at all (it used to render the desktop drawer first, then hide it).
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await drawer.getByRole('link', { name: '+ New Report' }).click();

    await expect(page).toHaveURL(/\/upload-zip$/);
    await expect(drawer).toHaveCount(0);
  });
});
