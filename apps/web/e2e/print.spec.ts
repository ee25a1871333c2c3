import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_URL, DEMO_ACCOUNTS, signInWithForm } from './support';

/** The API as the demo coach, for preparing data the way the app would. */
async function coachApi(): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: API_URL });
  const login = await anonymous.post('/api/v2/login', {
    data: { username: DEMO_ACCOUNTS.coach.username, password: DEMO_ACCOUNTS.coach.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL: API_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** Twelve plays from two games (play numbers restart), six of them from TRIPS R. */
const FORMATIONS = ['TRIPS R', 'DOUBLES', 'TRIPS R', 'EMPTY', 'TRIPS R', 'DOUBLES'];
const PLAYS = ['INSIDE ZONE', 'SMASH', 'POWER', 'MESH', 'INSIDE ZONE', 'SMASH'];

function breakdownOf(index: number) {
  const down = (index % 3) + 1;
  return {
    odkm: 'O',
    playNumber: (index % 6) + 1,
    down,
    distance: down === 1 ? 10 : down === 2 ? 6 : 3,
    hash: (['L', 'M', 'R'] as const)[index % 3],
    yardLine: index % 2 === 0 ? -25 - index : 40 - index,
    formation: FORMATIONS[index % 6],
    personnel: '11',
    concept: PLAYS[index % 6],
    playType: index % 2 === 0 ? 'Run' : 'Pass',
    result: index % 2 === 0 ? 'Rush' : 'Complete',
    gainLoss: (index % 5) - 1,
    notes: `Note for play ${index + 1}`,
  };
}

interface PreparedReport {
  id: string;
  opponentName: string;
  cardIds: string[];
}

let prepared: PreparedReport | null = null;

/** A fresh report of the coach's with twelve broken-down cards, made through the API. */
async function prepareReport(): Promise<PreparedReport> {
  const abbreviation = `P${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')}`;
  const opponentName = `Print Opponent ${abbreviation}`;
  const api = await coachApi();
  const created = await api.post('/reports', {
    data: { title: `${opponentName} Defense`, opponentName, opponentAbbreviation: abbreviation },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const cardIds: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    const card = await api.post(`/reports/${encodeURIComponent(id)}/cards`, {
      data: { title: `Play ${index + 1} of the scout`, status: 'complete', breakdown: breakdownOf(index) },
    });
    expect(card.ok(), await card.text()).toBe(true);
    cardIds.push(((await card.json()) as { id: string }).id);
  }
  await api.dispose();
  return { id, opponentName, cardIds };
}

test.afterEach(async () => {
  if (!prepared) return;
  const api = await coachApi();
  await api.delete(`/reports/${encodeURIComponent(prepared.id)}`);
  await api.dispose();
  prepared = null;
});

let workDir = '';
test.beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'scout-print-'));
});
test.afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

/** Prints the open page to a Letter PDF as Chromium's print does, and reads it back with poppler. */
async function printToPdf(page: Page, name: string) {
  const file = join(workDir, `${name}.pdf`);
  await page.pdf({ path: file, format: 'Letter', printBackground: true });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const text = (first?: number, last?: number) =>
    execFileSync('pdftotext', [...(first ? ['-f', String(first), '-l', String(last ?? first)] : []), '-layout', file, '-'], {
      encoding: 'utf8',
    });
  const renderFirstPage = () => {
    const prefix = join(workDir, `${name}-page`);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
    return `${prefix}.png`;
  };
  return { pages, text, renderFirstPage };
}

async function signInAsCoach(page: Page): Promise<void> {
  await signInWithForm(page, DEMO_ACCOUNTS.coach.username, DEMO_ACCOUNTS.coach.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('printing', () => {
  test('a coach prints a report as a booklet: cover, summary, then the cards four to a page', async ({ page }) => {
    // Prepare: a report with twelve broken-down cards.
    prepared = await prepareReport();
    await signInAsCoach(page);

    // Act: from the report page to its printout, choosing four cards a page on screen.
    await page.goto(`/reports/${prepared.id}`);
    await page.getByRole('link', { name: 'Print', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${prepared.id}/print$`));
    await page.getByRole('button', { name: '6', exact: true }).click();
    await expect(page).toHaveURL(/[?&]perPage=6$/);
    await expect(page.getByRole('region', { name: 'Page 4 of 4' })).toBeVisible();
    await page.goto(`/reports/${prepared.id}/print?perPage=4`);

    // Assess on screen: the booklet and its Print button, without the app's top bar or drawer.
    await expect(page.getByRole('button', { name: '4', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1, name: prepared.opponentName })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Page 5 of 5' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByText('LOCAL DEVELOPMENT')).toHaveCount(0);

    // Assess on paper: 1 cover + 1 summary + 3 pages of four cards = 5 Letter pages.
    const pdf = await printToPdf(page, 'report');
    expect(pdf.pages).toBe(5);
    const all = pdf.text();
    expect(all).toContain(prepared.opponentName);
    expect(all).toContain('TRIPS R');
    expect(all).toContain('Page 1 of 5');
    expect(all).toContain('Page 5 of 5');
    expect(all).not.toContain('Cards per page');
    expect(all).not.toContain('Back to report');
    // The cover counts two games (play numbers restart) and twelve snaps; the summary has the tables.
    expect(pdf.text(1)).toMatch(/GAMES\s+SNAPS\s+2\s+12\s/);
    expect(pdf.text(2)).toContain('Top formations');
    expect(pdf.text(2)).toMatch(/TRIPS R\s+6\/12\s+50%/);
    expect(pdf.text(2)).toMatch(/1st & 10\+\s+4\/12\s+33%/);
    // Cards in card order, four to a page.
    const third = pdf.text(3);
    expect(third).toContain('#1');
    expect(third).toContain('#4');
    expect(third).not.toContain('#5');
    expect(third).toContain('1st & 10');
    expect(pdf.text(5)).toContain('#12');

    const png = pdf.renderFirstPage();
    expect(existsSync(png)).toBe(true);
    expect(statSync(png).size).toBeGreaterThan(2_000);
  });

  test('a coach prints one card on one page', async ({ page }) => {
    prepared = await prepareReport();
    const cardId = prepared.cardIds[2] ?? '';
    await signInAsCoach(page);

    await page.goto(`/reports/${prepared.id}/cards/${cardId}/carddetail`);
    await page.getByRole('link', { name: 'Print', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${prepared.id}/cards/${cardId}/print$`));
    await expect(page.getByRole('article', { name: 'Card 3: Play 3 of the scout' })).toBeVisible();

    const pdf = await printToPdf(page, 'card');
    expect(pdf.pages).toBe(1);
    const text = pdf.text();
    expect(text).toContain('Play 3 of the scout');
    expect(text).toContain('3rd & 3');
    expect(text).toContain('TRIPS R');
    expect(text).toContain('-27');
    expect(text).toContain('Page 1 of 1');
    expect(statSync(pdf.renderFirstPage()).size).toBeGreaterThan(2_000);
  });

  test('staff check the card print layout with the sample card', async ({ page }) => {
    await signInAsCoach(page);

    await page.goto('/test/printcardlayout?perPage=1');

    await expect(page.getByRole('heading', { level: 1, name: 'Print Card Layout' })).toBeVisible();
    const sample = page.getByRole('article', { name: 'Card 12: Trips right, smash concept to the field' });
    await expect(sample).toBeVisible();
    await expect(sample.getByText('3rd & 7')).toBeVisible();
    await expect(sample.getByText('-35')).toBeVisible();
    await expect(sample.getByText('No thumbnail')).toBeVisible();
    const pdf = await printToPdf(page, 'sample');
    expect(pdf.pages).toBe(1);
    expect(pdf.text()).toContain('TRIPS R');
  });
});
