import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { API_URL, apiAs, deleteCoachReportsAfterEach, DEMO_ACCOUNTS, LIVE_URL, signInWithForm } from './support';

/**
 * Live events between browsers, on the local stack's WebSocket server: a coach changes a card's status in one
 * browser and the breakdown grid open in another browser of the organisation shows it from the event alone
 * (that browser asks the server for nothing); a coach of another organisation, connected all along, receives
 * nothing of it. How long the change takes to show is recorded as an annotation, not asserted: the figure is
 * measured by scripts/bench/live-events.ts (README, Benchmarks), on a quiet machine.
 */

const madeReports = deleteCoachReportsAfterEach();

/** A fresh browser (its own context: storage, session, socket) signed in as a demo account, connected for live events. */
async function signedInBrowser(browser: Browser, account: keyof typeof DEMO_ACCOUNTS, framesReceived?: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('websocket', (socket) => {
    // The live-events socket only (the dev server's own socket for hot reloading is another)
    if (framesReceived && socket.url().startsWith(LIVE_URL))
      socket.on('framereceived', (frame) => framesReceived.push(String(frame.payload)));
  });
  await signInWithForm(page, DEMO_ACCOUNTS[account].username, DEMO_ACCOUNTS[account].password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('data-live-events', 'connected', { timeout: 30_000 });
  return page;
}

/** The Status cell of a card's row in the breakdown grid. */
async function statusCell(page: Page, cardNumber: number): Promise<Locator> {
  const row = page.getByRole('row', { name: `Card ${cardNumber}`, exact: true });
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row.getByRole('gridcell').filter({ hasText: /^(Pending|In Progress|Review|Complete)$/ });
}

test('a status change in one browser shows in another from the event alone; another organisation receives nothing', async ({ browser }) => {
  // Three browsers sign in and open their pages first
  test.setTimeout(120_000);

  // Prepare: a report with a card of the coach's
  const api = await apiAs('coach');
  const report = await api.post('/reports', { data: { title: `Live events ${Date.now()}`, opponentName: 'Harbor Hawks' } });
  expect(report.ok(), await report.text()).toBe(true);
  const reportId = ((await report.json()) as { id: string }).id;
  madeReports.add(reportId);
  const card = await api.post(`/reports/${encodeURIComponent(reportId)}/cards`, { data: { title: 'Opening drive' } });
  expect(card.ok(), await card.text()).toBe(true);
  const { id: cardId, cardNumber } = (await card.json()) as { id: string; cardNumber: number };
  await api.dispose();

  // Prepare: the coach editing the card, the same coach's second browser on the grid, the rival coach on their dashboard
  const editor = await signedInBrowser(browser, 'coach');
  const watcher = await signedInBrowser(browser, 'coach');
  const rivalFrames: string[] = [];
  const rival = await signedInBrowser(browser, 'rivalCoach', rivalFrames);

  await watcher.goto(`/reports/${reportId}/cards`);
  await expect(watcher.getByRole('heading', { level: 1, name: 'Breakdown' })).toBeVisible({ timeout: 30_000 });
  const cell = await statusCell(watcher, cardNumber);
  await expect(cell).toHaveText('Pending');
  await expect(watcher.locator('html')).toHaveAttribute('data-live-events', 'connected');
  const watcherCalls: string[] = [];
  watcher.on('request', (request) => {
    if (request.url().startsWith(API_URL)) watcherCalls.push(request.url());
  });

  await editor.goto(`/reports/${reportId}/cards/${cardId}/carddetail`);
  await expect(editor.getByRole('heading', { level: 1, name: `Card #${cardNumber}` })).toBeVisible({ timeout: 30_000 });

  // Act
  await editor.getByRole('combobox', { name: /^Status/ }).click();
  const changedAt = Date.now();
  await editor.getByRole('option', { name: 'In Progress' }).click();

  // Assess: the other browser shows it, from the event alone
  await expect(cell).toHaveText('In Progress');
  test.info().annotations.push({ type: 'shown in the other browser after', description: `${Date.now() - changedAt} ms` });
  expect(watcherCalls.filter((url) => url.includes('/cards'))).toEqual([]);

  // Assess: the rival coach's connection (it was watched: it opened) carried nothing of the Eagles
  await expect(editor.getByRole('region', { name: 'Notifications' }).getByText(/is now In Progress/)).toBeVisible();
  await rival.waitForTimeout(500);
  expect(rivalFrames.filter((frame) => frame.includes(reportId))).toEqual([]);
  expect(rivalFrames.filter((frame) => !frame.includes('"pong"'))).toEqual([]);

  await Promise.all([editor, watcher, rival].map((page) => page.context().close()));
});
