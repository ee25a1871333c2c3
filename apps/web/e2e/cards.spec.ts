import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, DEMO_ACCOUNTS, openSignedIn, keepSession } from './support';

/** The coach's report without cards in the seed (cards are only added here, never deleted). */
const EMPTY_REPORT = 'rpt-eagles-ridgeview';
/** The coach's report the seed fills with broken-down cards. */
const SEEDED_REPORT = 'rpt-eagles-central';

/** Creates a card through '/cards/new' and returns its id and number, read from the page it opens. */
async function createCard(page: Page, reportId: string, title: string): Promise<{ cardId: string; cardNumber: number }> {
  await page.goto(`/reports/${reportId}/cards/new`);
  await page.getByLabel('Title (optional)').fill(title);
  await page.getByRole('button', { name: 'Create card' }).click();

  await expect(page).toHaveURL(new RegExp(`/reports/${reportId}/cards/[^/]+/carddetail$`));
  const cardId = decodeURIComponent(new URL(page.url()).pathname.split('/')[4] ?? '');
  const heading = await page.getByRole('heading', { level: 1, name: /^Card #\d+$/ }).textContent();
  return { cardId, cardNumber: Number(heading?.replace('Card #', '')) };
}

/** A cell of the breakdown grid, found by the card's row and the column's header text. */
async function gridCell(page: Page, cardNumber: number, header: string): Promise<Locator> {
  const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return page
    .getByRole('row', { name: `Card ${cardNumber}`, exact: true })
    .getByRole('gridcell')
    .nth(index);
}

async function openGrid(page: Page, reportId: string): Promise<void> {
  await page.goto(`/reports/${reportId}/cards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Breakdown' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
}

function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

function isSaveOf(cardId: string, method: string, url: string): boolean {
  return method === 'PUT' && url.includes(`/cards/${cardId}`);
}

/** Waits for the breakdown save of one card that the next action triggers. */
function nextSave(page: Page, cardId: string) {
  return page.waitForResponse((response) => isSaveOf(cardId, response.request().method(), response.url()));
}

/** Counts the saves of one card that have been answered (the grid sends them one after another). */
function countAnsweredSaves(page: Page, cardId: string): () => number {
  let answered = 0;
  page.on('response', (response) => {
    if (isSaveOf(cardId, response.request().method(), response.url())) answered += 1;
  });
  return () => answered;
}

test.describe('cards and their breakdown', () => {
  test('a coach creates a card, breaks it down in the grid by keyboard, finishes it in the card form, and sees the history', async ({
    page,
  }) => {
    // The whole path of one card (grid by keyboard, reloads, the form, the status, the activity): on a loaded
    // 2-core machine running two specs at once it takes close to the default minute.
    test.setTimeout(120_000);

    // Prepare: a new card on the report that has none.
    await keepSession(page, 'coach');
    const { cardId, cardNumber } = await createCard(page, EMPTY_REPORT, 'Opening drive, 1st play');
    await expect(page.getByText(`Card #${cardNumber} created.`)).toBeVisible();
    await expect(page.getByText('No video yet')).toBeVisible();

    // Act: the grid, by keyboard, as staff fill a Hudl breakdown.
    const answeredSaves = countAnsweredSaves(page, cardId);
    await openGrid(page, EMPTY_REPORT);
    await (await gridCell(page, cardNumber, 'DN')).click();
    await expect(page.getByRole('combobox', { name: `DN, card ${cardNumber}` })).toBeFocused();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('7');
    await page.keyboard.press('Tab');
    await page.keyboard.type('l');
    await page.keyboard.press('Tab');

    // An invalid yard line shows the rule and is not sent; Escape then leaves the cell as it was.
    await page.keyboard.type('60');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Yard line must be −49 to −1 (own side), 50, or 1 to 49 (opponent side)' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(await gridCell(page, cardNumber, 'YARD LN')).toHaveText('');

    await page.keyboard.type('-35');
    await page.keyboard.press('Tab');
    await page.keyboard.type('11');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Trips Rt');
    await page.keyboard.press('Tab');
    await page.keyboard.type('pa');
    await page.keyboard.press('Enter');
    // Seven values, seven saves (the invalid yard line was never sent).
    await expect.poll(answeredSaves).toBe(7);
    await expect(page.getByText('All changes saved')).toBeVisible();

    // Assess: the cells show the values, signed yard line included, and they are still there after a reload.
    const expected: [string, string][] = [
      ['DN', '3'],
      ['DIST', '7'],
      ['HASH', 'L'],
      ['YARD LN', '-35'],
      ['PERSONNEL', '11'],
      ['OFF FORM', 'Trips Rt'],
      ['PLAY TYPE', 'Pass'],
    ];
    for (const [header, value] of expected) await expect(await gridCell(page, cardNumber, header)).toHaveText(value);
    await page.reload();
    await expect(page.getByRole('grid')).toBeVisible();
    for (const [header, value] of expected) await expect(await gridCell(page, cardNumber, header)).toHaveText(value);

    // Act: the card form for the rest, then Save.
    await page.getByRole('link', { name: `Open card ${cardNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Card #${cardNumber}` })).toBeVisible();
    await expect(page.getByText('3rd & 7')).toBeVisible();
    await page.getByRole('combobox', { name: 'Quarter' }).click();
    await page.getByRole('option', { name: '2 2nd quarter' }).click();
    await page.getByRole('combobox', { name: 'Result' }).click();
    await page.getByRole('option', { name: 'Complete', exact: true }).click();
    await page.getByLabel('Gain/loss').fill('12');
    await page.getByLabel('Coverage').fill('Cover 3');
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('Beat the corner on a fade');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notifications(page).getByText(`Card #${cardNumber} saved`)).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    // Act: the status, changed at once.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'In Progress' }).click();
    await expect(notifications(page).getByText(`Card #${cardNumber} is now In Progress`)).toBeVisible();

    // Assess: the form's values persisted.
    await page.reload();
    await expect(page.getByLabel('Coverage')).toHaveValue('Cover 3');
    await expect(page.getByLabel('Gain/loss')).toHaveValue('12');
    await expect(page.getByRole('combobox', { name: 'Quarter' })).toHaveText(/^2/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('In Progress');

    // Assess: the activity lists who changed what, newest first.
    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(new RegExp(`/cards/${cardId}/activity\\?reportId=${EMPTY_REPORT}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Card Activity' })).toBeVisible();
    const activity = page.getByRole('list', { name: 'Activity' });
    await expect(activity.getByText('Changed the status').first()).toBeVisible();
    await expect(activity.getByText('Status: Pending → In Progress')).toBeVisible();
    await expect(activity.getByText('Down: — → 3')).toBeVisible();
    await expect(activity.getByText('Yard line: — → -35')).toBeVisible();
    await expect(activity.getByText('Coverage: — → Cover 3')).toBeVisible();
    await expect(activity.getByText(DEMO_ACCOUNTS.coach.name).first()).toBeVisible();
    const entries = await activity
      .getByRole('listitem')
      .filter({ has: page.locator('time') })
      .allTextContents();
    expect(entries[0]).toContain('Changed the status');
  });

  test("staff fill a defensive play's front, coverage and pressure and a kick's hang time in the grid's side views, and the card shows them", async ({
    page,
  }) => {
    // Two grid views, a reload and the card: on a loaded 2-core machine close to the default minute.
    test.setTimeout(120_000);

    // Prepare: a new card, and the grid with every column.
    await keepSession(page, 'coach');
    const { cardId, cardNumber } = await createCard(page, EMPTY_REPORT, 'Third down pressure');
    await openGrid(page, EMPTY_REPORT);
    await expect(page.getByRole('columnheader', { name: 'HANG' })).toBeAttached();

    // Act: the Defense columns, kept in the address; front, coverage and pressure follow the yard line.
    await page.getByRole('button', { name: 'Defense', exact: true }).click();
    await expect(page).toHaveURL(/[?&]columns=defense/);
    const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    expect(headers.slice(8, 12)).toEqual(['YARD LN', 'DEF FRONT', 'COVERAGE', 'PRESSURE']);
    const saves = countAnsweredSaves(page, cardId);
    await (await gridCell(page, cardNumber, 'DEF FRONT')).click();
    await page.keyboard.type('Over');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Cover 1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mike + Will');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Twist');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4-2-5');
    await page.keyboard.press('Enter');
    await expect.poll(saves).toBe(5);

    // Act: the Kicking columns after a reload (the address keeps them); hang time in tenths.
    await page.goto(`/reports/${EMPTY_REPORT}/cards?columns=kicking`);
    await expect(page.getByRole('columnheader', { name: 'KICK TYPE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kicking', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await (await gridCell(page, cardNumber, 'HANG')).click();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Hang time is 0 to 9.9 seconds' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.type('4,2');
    await page.keyboard.press('Enter');
    await (await gridCell(page, cardNumber, 'KICK TYPE')).click();
    await page.keyboard.type('rugby');
    await page.keyboard.press('Enter');
    await expect.poll(saves).toBe(7);
    await expect(await gridCell(page, cardNumber, 'HANG')).toHaveText('4.2');
    await expect(await gridCell(page, cardNumber, 'KICK TYPE')).toHaveText('Rugby');

    // Assess: the card's read-only view shows the defense's call and the kick.
    await page.goto(`/reports/${EMPTY_REPORT}/cards/${cardId}/carddetail`);
    await page.getByRole('link', { name: 'View' }).click();
    const defense = page.getByRole('region', { name: 'Defense' });
    await expect(defense.getByText('Over', { exact: true })).toBeVisible();
    await expect(defense.getByText('Cover 1', { exact: true })).toBeVisible();
    await expect(defense.getByText('Mike + Will', { exact: true })).toBeVisible();
    await expect(defense.getByText('4-2-5', { exact: true })).toBeVisible();
    const kicking = page.getByRole('region', { name: 'Kicking' });
    await expect(kicking.getByText('4.2', { exact: true })).toBeVisible();
    await expect(kicking.getByText('Rugby', { exact: true })).toBeVisible();
  });

  test('an edit on a card someone else just changed is refused with the server’s message, and the grid catches up', async ({
    page,
    browser,
  }) => {
    // Two people sign in and open pages one after the other: on a busy 2-core machine this takes most of a minute.
    test.slow();
    // Prepare: a card, open in the grid.
    await keepSession(page, 'coach');
    const { cardId, cardNumber } = await createCard(page, EMPTY_REPORT, 'Conflict check');
    await openGrid(page, EMPTY_REPORT);
    await expect(await gridCell(page, cardNumber, 'HASH')).toHaveText('');

    // Another staff member changes the same card in their own browser.
    const other = await browser.newPage();
    await openSignedIn(other, 'admin', `/reports/${EMPTY_REPORT}/cards/${cardId}/carddetail`);
    await other.getByRole('combobox', { name: 'Hash' }).click();
    await other.getByRole('option', { name: 'M Middle' }).click();
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(notifications(other).getByText(`Card #${cardNumber} saved`)).toBeVisible();
    await other.close();

    // Act: the coach's grid still has the older version.
    await (await gridCell(page, cardNumber, 'HASH')).click();
    const refused = nextSave(page, cardId);
    await page.keyboard.type('r');
    await page.keyboard.press('Enter');
    expect((await refused).status()).toBe(409);

    // Assess: the server's message is shown and the grid reloads the card as it now is.
    await expect(notifications(page).getByRole('alert')).toBeVisible();
    await expect(await gridCell(page, cardNumber, 'HASH')).toHaveText('M');
  });

  test('the grid stays responsive with 1000 cards: only the rows in view are in the page', async ({ page }) => {
    // Prepare: the seeded report's card list answered with 1000 cards.
    await keepSession(page, 'coach');
    const now = new Date().toISOString();
    const cards = Array.from({ length: 1000 }, (_, i) => ({
      id: `perf-${i + 1}`,
      reportId: SEEDED_REPORT,
      organizationId: 'org-eagles',
      cardNumber: i + 1,
      title: `Play ${i + 1}`,
      content: '{}',
      status: i % 3 === 0 ? 'complete' : 'pending',
      breakdown: {
        playNumber: (i % 70) + 1,
        odkm: 'O',
        quarter: (i % 4) + 1,
        down: (i % 4) + 1,
        distance: 10,
        hash: 'L',
        yardLine: -25,
        formation: 'Trips Rt',
      },
      media: [],
      version: 1,
      createdAt: now,
      updatedAt: now,
    }));
    await page.route(`**/reports/${SEEDED_REPORT}/cards?*`, (route) =>
      route.fulfill({ json: { cards, totalCards: 1000, hasMore: false, nextKey: null } }),
    );

    // Act
    const started = Date.now();
    await openGrid(page, SEEDED_REPORT);
    await expect(page.getByText('1000 cards')).toBeVisible();
    const firstPaint = Date.now() - started;

    // Assess: a window of rows, not a thousand; the keyboard reaches the last card at once.
    const rowsInPage = await page.getByRole('row').count();
    expect(rowsInPage).toBeLessThan(80);
    await page.getByRole('grid').focus();
    await page.keyboard.press('Control+ArrowDown');
    await expect(page.getByRole('row', { name: 'Card 1000', exact: true })).toBeVisible();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Control+ArrowUp');
    await expect(page.getByRole('row', { name: 'Card 1', exact: true })).toBeVisible();
    expect(await page.getByRole('row').count()).toBeLessThan(80);
    test.info().annotations.push({
      type: 'performance',
      description: `1000 cards on screen in ${firstPaint} ms with ${rowsInPage} rows in the page`,
    });
  });

  test('leaving a card with unsaved edits asks first, and a card is deleted only after confirming', async ({ page }) => {
    // Prepare
    await keepSession(page, 'coach');
    const { cardNumber } = await createCard(page, EMPTY_REPORT, 'To be deleted');

    // Act: an unsaved edit, then an attempt to leave.
    await page.getByLabel('Coverage').fill('Cover 1');
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Breakdown' }).click();

    // Assess: asked, and staying keeps the edit.
    const leaving = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(leaving.getByText('You have unsaved changes. Leave this card without saving?')).toBeVisible();
    await leaving.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Coverage')).toHaveValue('Cover 1');
    await page.getByRole('button', { name: 'Discard' }).click();

    // Act: delete, cancel once, then confirm.
    await page.getByRole('button', { name: 'Delete card' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete card #${cardNumber}?` });
    await expect(confirm.getByText('Are you sure you want to delete this card? This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete card' }).click();
    await page
      .getByRole('dialog', { name: `Delete card #${cardNumber}?` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();

    // Assess: back on the grid, without the card.
    await expect(notifications(page).getByText(`Card #${cardNumber} deleted`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/reports/${EMPTY_REPORT}/cards$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Breakdown' })).toBeVisible();
    await expect(page.getByRole('row', { name: `Card ${cardNumber}`, exact: true })).toHaveCount(0);
  });

  test('a card opened without its report says where to open it from', async ({ page }) => {
    await keepSession(page, 'coach');

    await page.goto('/cards/no-such-card/view');

    await expect(page.getByText('Open this card from its report')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  });

  test('the card viewer shows a card read-only and offers Edit', async ({ page }) => {
    await keepSession(page, 'coach');
    await openGrid(page, SEEDED_REPORT);
    const firstRow = page.getByRole('row', { name: 'Card 1', exact: true });
    await expect(firstRow).toBeVisible();
    const cardId = (await firstRow.getByRole('link', { name: 'Open card 1' }).getAttribute('href'))?.split('/')[4] ?? '';

    await page.goto(`/cards/${cardId}/view?reportId=${SEEDED_REPORT}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Card #1' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Situation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/cards/${cardId}/edit-view\\?reportId=${SEEDED_REPORT}$`));
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  test('a new play is offered the down, distance and yard line chained from the play before', async ({ page }) => {
    // Prepare: 1st & 10 at -25 gaining 5, then a play with no situation yet.
    const api = await apiAs('coach');
    const report = await api.post('/reports', { data: { title: 'Chain check', opponentName: 'Chain Opponent' } });
    const reportId = ((await report.json()) as { id: string }).id;
    await api.post(`/reports/${reportId}/cards`, {
      data: { title: 'Opening snap', breakdown: { down: 1, distance: 10, yardLine: -25, gainLoss: 5 } },
    });
    const second = await api.post(`/reports/${reportId}/cards`, { data: { title: 'Next snap' } });
    const cardId = ((await second.json()) as { id: string }).id;
    await api.dispose();

    await keepSession(page, 'coach');
    await page.goto(`/reports/${reportId}/cards/${cardId}/edit-view`);
    const offer = page.getByRole('alert').filter({ hasText: 'Chained from play #1' });
    await expect(offer).toContainText('this play is 2nd & 5 at -30.');
    await offer.getByRole('button', { name: 'Use these' }).click();

    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Distance' })).toHaveValue('5');
    await expect(page.getByRole('textbox', { name: 'Yard line' })).toHaveValue('-30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Down' })).toHaveText(/^2/);
    await expect(page.getByRole('alert').filter({ hasText: 'Chained from play' })).toHaveCount(0);

    // In the grid: a third play's empty DN, opened, holds the chained 3rd (2nd & 5, no gain); Enter takes it.
    const third = await apiAs('coach');
    const created = await third.post(`/reports/${reportId}/cards`, { data: { title: 'Third snap' } });
    const thirdNumber = ((await created.json()) as { cardNumber: number }).cardNumber;
    await third.dispose();
    await openGrid(page, reportId);
    await (await gridCell(page, thirdNumber, 'DN')).click();
    const editor = page.getByRole('combobox', { name: `DN, card ${thirdNumber}` });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue('3');
    await page.keyboard.press('Enter');
    await expect(await gridCell(page, thirdNumber, 'DN')).toHaveText('3');
  });
});
