import { expect, test, type Page } from '@playwright/test';
import { apiAs, keepSession, type DEMO_ACCOUNTS } from './support';

type AccountName = keyof typeof DEMO_ACCOUNTS;

interface FreshReport {
  id: string;
  abbreviation: string;
  title: string;
}

/** A short code no seed report uses: 'P' and four random letters or digits. */
function uniqueAbbreviation(): string {
  return `P${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')}`;
}

/** Reports a test created, deleted after it so the other specs see the seed's reports only (their payments stay in billing). */
const created: { account: AccountName; id: string }[] = [];

/** An unpaid report of the account's organisation, made through the API as the app would. */
async function createReport(account: AccountName): Promise<FreshReport> {
  const abbreviation = uniqueAbbreviation();
  const title = `E2E Opponent ${abbreviation} Defense`;
  const api = await apiAs(account);
  const response = await api.post('/reports', {
    data: { title, opponentName: `E2E Opponent ${abbreviation}`, opponentAbbreviation: abbreviation },
  });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  await api.dispose();
  created.push({ account, id });
  return { id, abbreviation, title };
}

async function paymentStatusOf(account: AccountName, reportId: string): Promise<{ paymentStatus: string; packageType: string }> {
  const api = await apiAs(account);
  const response = await api.get(`/reports/${encodeURIComponent(reportId)}/payment`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { paymentStatus: string; packageType: string };
  await api.dispose();
  return body;
}

test.afterEach(async () => {
  for (const { account, id } of created.splice(0)) {
    const api = await apiAs(account);
    await api.delete(`/reports/${encodeURIComponent(id)}`);
    await api.dispose();
  }
});

/** Fills the local checkout page (the local stack's stand-in for Stripe's hosted page) and pays. */
async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Demo Coach');
  await page.getByRole('button', { name: 'Pay $249.00' }).click();
}

test.describe('buying a report', () => {
  test('a coach compares packages, pays for a report by card, sees its countdown, then finds the payment and its receipt in billing', async ({
    page,
  }) => {
    const report = await createReport('coach');
    await keepSession(page, 'coach');

    await page.goto('/pricing');
    for (const name of ['Free', 'Assist', 'Full', 'Express']) await expect(page.getByRole('article', { name })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Free' }).getByText('No deadline', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Full' }).getByText('$249.00')).toBeVisible();
    await page.getByRole('link', { name: 'Choose Full' }).click();

    await expect(page).toHaveURL(/\/buy-report\?package=full$/);
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: new RegExp(report.abbreviation) }).click();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('$249.00')).toBeVisible();
    await expect(summary.getByLabel('Delivery')).toContainText('Delivered by');
    await summary.getByRole('button', { name: 'Go to checkout' }).click();

    await expect(page).toHaveURL(/\/local-checkout\//);
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/payment-success\?reportId=/);
    await expect(page.getByRole('heading', { name: 'Thank you — your report is paid' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`${report.title} is in our staff’s queue.`)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^2[34] hours \d+ minutes \d+ seconds remaining$/);
    expect(await paymentStatusOf('coach', report.id)).toEqual(expect.objectContaining({ paymentStatus: 'completed', packageType: 'full' }));

    await page.getByRole('link', { name: 'Open report' }).click();
    await expect(page.getByRole('banner').getByLabel('Delivery timer')).toHaveText(
      new RegExp(`^${report.abbreviation}(23h \\d+m|24h 0m)$`),
    );
    await expect(page.getByRole('link', { name: 'Buy Report' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Billing & Payments' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    const row = page.getByRole('row').filter({ hasText: report.title });
    await expect(row).toContainText('$249.00');
    await expect(row).toContainText('Paid');
    await expect(row).not.toContainText('Test');
    await row.getByRole('link', { name: `Receipt for ${report.title}` }).click();

    await expect(page).toHaveURL(/\/billing\/receipts\//);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByText(/^No\. SC-\d{4}-[0-9A-Z]+$/)).toBeVisible();
    await expect(receipt.getByText(report.title)).toBeVisible();
    await expect(receipt.getByText('Paid by card')).toBeVisible();
    await expect(receipt.getByLabel('Amount')).toHaveText('$249.00');
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeEnabled();
  });

  test("a declined card shows Stripe's message and leaves the report unpaid; cancelling says nothing was charged", async ({ page }) => {
    const report = await createReport('coach');
    await keepSession(page, 'coach');
    await page.goto(`/reports/${encodeURIComponent(report.id)}`);
    await page.getByRole('link', { name: 'Buy Report' }).click();

    await expect(page).toHaveURL(/\/buy-report$/);
    await expect(page.getByText(`${report.abbreviation} DEFENSIVE Scouting Report`, { exact: true }).first()).toBeVisible();
    // A new report has the Free package already: only the paid ones are offered for it.
    await expect(page.getByText(/^This report has the Free package/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Full/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Free/ })).toHaveCount(0);
    await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Go to checkout' }).click();
    await payWithCard(page, '4000 0000 0000 0002');

    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    expect(await paymentStatusOf('coach', report.id)).toEqual(expect.objectContaining({ paymentStatus: 'pending' }));

    await page.getByRole('link', { name: 'Back to Scout' }).click();
    await expect(page).toHaveURL(/\/buy-report\?reportId=.*canceled=1/);
    await expect(page.getByText('Checkout cancelled — nothing was charged.')).toBeVisible();
    await expect(page.getByText(`${report.abbreviation} DEFENSIVE Scouting Report`).first()).toBeVisible();
    expect(await paymentStatusOf('coach', report.id)).toEqual(expect.objectContaining({ paymentStatus: 'pending' }));
  });

  test('an internal user completes a Test Purchase from the dashboard; billing records it as a test payment', async ({ page }) => {
    const report = await createReport('admin');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in as Admin' }).click();
    const card = page.getByRole('article', { name: `${report.abbreviation} DEFENSIVE Scouting Report` });
    await expect(card.getByText('No deadline', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Test Purchase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test Purchase' });
    await expect(dialog.getByRole('radio', { name: /^Full/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Complete Test Purchase' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Test purchase complete: .* is paid \(Full\)\.$/)).toBeVisible();
    await expect(card.getByText('Full', { exact: true })).toBeVisible();
    await expect(card.getByText(/^(23h \d+m|1d 0h)$/)).toBeVisible();
    expect(await paymentStatusOf('admin', report.id)).toEqual(expect.objectContaining({ paymentStatus: 'completed', packageType: 'full' }));

    await page.goto('/billing');
    const row = page.getByRole('row').filter({ hasText: report.title });
    await expect(row).toContainText('Test');
    await expect(row).toContainText('$249.00');
  });
});
