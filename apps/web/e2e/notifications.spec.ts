import { expect, test, type Page } from '@playwright/test';
import { apiAs, deleteCoachReportsAfterEach, openSignedIn } from './support';

/**
 * The notification stack as a coach meets it: a card's status change confirms itself bottom-right, in a
 * stack 300 to 500 px wide, and the message closes by itself after 4 s (fading out over 300 ms). The page's
 * clock is Playwright's (installed before the app loads, flowing as usual, paused once the message shows), so
 * the 4 s are jumped over, not waited for. The five-kept cap and the sweep are unit-tested in notifications-store.test.ts.
 */

const madeReports = deleteCoachReportsAfterEach();

/** A report of the coach's with one card, made through the API. */
async function reportWithCard(): Promise<{ reportId: string; cardId: string }> {
  const api = await apiAs('coach');
  const report = await api.post('/reports', { data: { title: `Notifications ${Date.now()}`, opponentName: 'Harbor Hawks' } });
  expect(report.ok(), await report.text()).toBe(true);
  const { id } = (await report.json()) as { id: string };
  const card = await api.post(`/reports/${encodeURIComponent(id)}/cards`, { data: { title: 'Opening drive' } });
  expect(card.ok(), await card.text()).toBe(true);
  const { id: cardId } = (await card.json()) as { id: string };
  await api.dispose();
  return { reportId: id, cardId };
}

async function changeStatus(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('a status change is confirmed bottom-right and the message closes by itself after 4 seconds', async ({ page }) => {
  // Prepare
  const made = await reportWithCard();
  madeReports.add(made.reportId);
  await page.clock.install();
  await openSignedIn(page, 'coach', `/reports/${made.reportId}/cards/${made.cardId}/carddetail`);
  await expect(page.getByRole('heading', { level: 1, name: /^Card #\d+$/ })).toBeVisible();
  const stack = page.getByRole('region', { name: 'Notifications' });

  // Act
  await changeStatus(page, 'In Progress');

  // Assess: the message, in the bottom-right corner, within the stack's widths
  const message = stack.getByRole('alert').filter({ hasText: /is now In Progress/ });
  await expect(message).toBeVisible();
  // Stop the page's clock, so the time the checks below take on a busy machine does not count: it stops 1 s
  // after the moment read (a moment in the page's future however slow the round trip), so the message has been
  // shown for 1 s plus however long it took to see it and read the time (under 1.5 s even on a loaded machine)
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
  const viewport = page.viewportSize();
  const box = await stack.boundingBox();
  expect(viewport && box).toBeTruthy();
  if (!viewport || !box) return;
  expect(Math.round(viewport.width - (box.x + box.width))).toBe(16);
  expect(Math.round(viewport.height - (box.y + box.height))).toBe(16);
  expect(box.width).toBeGreaterThanOrEqual(300);
  expect(box.width).toBeLessThanOrEqual(500);

  // Assess: still there at 2.5 s (plus the moments before the pause), gone once 4 s and the 300 ms fade have passed
  await page.clock.runFor(1_500);
  await expect(message).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(message).toHaveCount(0);

  // Act: a second change shows a new message on its own (the clock flowing again)
  await page.clock.resume();
  await changeStatus(page, 'Review');
  await expect(stack.getByRole('alert')).toHaveCount(1);
  await expect(stack.getByRole('alert')).toContainText('is now Review');
});
