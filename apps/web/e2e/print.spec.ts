import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiAs, keepSession } from './support';

/** Twelve plays from two games (play numbers restart), six of them from TRIPS R; EMPTY in 10 personnel, the rest 11. */
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
    personnel: FORMATIONS[index % 6] === 'EMPTY' ? '10' : '11',
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

/** A fresh report of the coach's with `count` broken-down cards (twelve by default), made through the API. */
async function prepareReport(count = 12, breakdown: (index: number) => Record<string, unknown> = breakdownOf): Promise<PreparedReport> {
  const abbreviation = `P${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')}`;
  const opponentName = `Print Opponent ${abbreviation}`;
  const api = await apiAs('coach');
  const created = await api.post('/reports', {
    data: { title: `${opponentName} Defense`, opponentName, opponentAbbreviation: abbreviation },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const cardIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = await api.post(`/reports/${encodeURIComponent(id)}/cards`, {
      data: { title: `Play ${index + 1} of the scout`, status: 'complete', breakdown: breakdown(index) },
    });
    expect(card.ok(), await card.text()).toBe(true);
    cardIds.push(((await card.json()) as { id: string }).id);
  }
  await api.dispose();
  return { id, opponentName, cardIds };
}

test.afterEach(async () => {
  if (!prepared) return;
  const api = await apiAs('coach');
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

/** Every sheet whose content runs past its page when printed (none should). */
async function overflowingSheets(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const count = await page.locator('section[aria-label^="Page "]').evaluateAll(
    (sheets) =>
      sheets.filter((sheet) => {
        const body = sheet.firstElementChild as HTMLElement | null;
        return body !== null && body.scrollHeight > body.clientHeight + 1;
      }).length,
  );
  // Back to the browser's own choice (page.pdf then prints with print media).
  await page.emulateMedia({ media: null });
  return count;
}

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

test.describe('printing', () => {
  test('a coach prints a report as a booklet: cover, tendency tables, then the cards four to a page', async ({ page }) => {
    // Twelve cards made through the API, two viewports and a PDF read back: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    // Prepare: a report with twelve broken-down cards.
    prepared = await prepareReport();
    await keepSession(page, 'coach');

    // Act: from the report page to its printout, choosing four cards a page on screen.
    await page.goto(`/reports/${prepared.id}`);
    await page.getByRole('link', { name: 'Print', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${prepared.id}/print$`));
    await page.getByRole('button', { name: '6', exact: true }).click();
    await expect(page).toHaveURL(/[?&]perPage=6$/);
    await expect(page.getByRole('region', { name: 'Page 6 of 6' })).toBeVisible();
    await page.goto(`/reports/${prepared.id}/print?perPage=4`);

    // Assess on screen: the booklet and its Print button, without the app's top bar or drawer.
    await expect(page.getByRole('button', { name: '4', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1, name: prepared.opponentName })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Page 7 of 7' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByText('LOCAL DEVELOPMENT')).toHaveCount(0);

    // Every printed sheet holds its content: nothing runs past a page (the tables are packed by row heights).
    expect(await overflowingSheets(page)).toBe(0);
    // Screenshots of the tables page for people to look at (not compared).
    for (const viewport of [
      { name: 'desktop', width: 1400, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const number of [2, 3]) {
        await page.getByRole('region', { name: `Page ${number} of 7` }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/print/tables-${number}-${viewport.name}.png` });
      }
    }

    // Assess on paper. The tables of these twelve plays take two pages (see print-tables.test.ts: key
    // tendencies to the hash on the first, personnel, formations and concepts on the second), so 1 cover + 2
    // tables pages + 3 pages of four cards + the play list = 7 Letter pages (and 1 + 2 + 2 + 1 = 6 at six a page,
    // above).
    const pdf = await printToPdf(page, 'report');
    expect(pdf.pages).toBe(7);
    const all = pdf.text();
    expect(all).toContain(prepared.opponentName);
    expect(all).toContain('TRIPS R');
    for (let number = 1; number <= 7; number += 1) expect(pdf.text(number)).toContain(`Page ${number} of 7`);
    expect(all).not.toContain('Cards per page');
    expect(all).not.toContain('Back to report');
    // The cover counts two games (play numbers restart) and twelve snaps.
    expect(pdf.text(1)).toMatch(/GAMES\s+SNAPS\s+2\s+12\s/);
    // Pages 2 and 3: the tendency tables, numbers by hand from breakdownOf (play i = index + 1):
    const tables = pdf.text(2, 3);
    for (const heading of [
      'Tendencies',
      'Key tendencies',
      'Down & distance',
      'Field zones',
      'Situations',
      'L/M/R hash',
      'Personnel groupings',
      'Formations',
      'Play concepts',
    ]) {
      expect(tables).toContain(heading);
    }
    expect(pdf.text(2)).toContain('Situations');
    expect(pdf.text(3)).toContain('Personnel groupings');
    // Runs are the even indexes 0, 2, …, 10, all at the own 25–35 (open field): run 6 of 6 against 6 of 12 overall.
    expect(tables).toContain('Open field: run 6 of 6, 100% (overall 50%, +50 points); top concept INSIDE ZONE 4');
    // TRIPS R = indexes 0, 2, 4, 6, 8, 10: 6 plays, 50 % of 12, all runs; gains −1, 1, 3, 0, 2, −1 = 4 → 0.7 a
    // play; INSIDE ZONE at 0, 4, 6, 10 and POWER at 2, 8.
    expect(tables).toMatch(/TRIPS R\s+6\s+50%\s+100% \(6\)\s+0% \(0\)\s+0\.7\s+INSIDE ZONE 4, POWER 2/);
    // 1st & 10 = indexes 0, 3, 6, 9: runs 0, 6 and passes 3, 9; gains −1, 2, 0, 3, none 5+ (half of 10): 0 of 4
    // successful; 4 plays is thin (under 5), so the row is starred and the footnote printed.
    expect(tables).toMatch(/1st & 10\+ \*\s+4\s+50% \(2\)\s+50% \(2\)\s+0% \(0\/4\)/);
    // 3rd & 3 = indexes 2, 5, 8, 11 gaining 1, −1, 2, 0: no 3rd down converted (2nd and 3rd down are rows of their own).
    expect(tables).toMatch(/3rd & short \(1–3\) \*\s+4\s+50% \(2\)\s+50% \(2\)\s+0% \(0\/4\)\s+0% \(0\/4\)/);
    // MESH = indexes 3, 9: passes of 2 and 3 yards, 2 of 12 snaps.
    expect(tables).toMatch(/MESH \*\s+2\s+17%\s+0% \(0\)\s+100% \(2\)\s+2\.5/);
    expect(tables).toContain('* Thin: fewer than 5 plays');
    // Field zones: the runs from the own 25–35 (open field) as above, 0.7 a play, none successful (0 of 6); the
    // passes (odd indexes) from the +39 to the +29 (fringe): gains 0, 2, −1, 1, 3, 0 = 5 → 0.8 a play.
    // The numbers are printed whole (their columns are as wide as they need); the top plays may end in '…'.
    expect(tables).toMatch(/Open field \(−21 to \+4.{0,3}\s+6\s+50%\s+100% \(6\)\s+0% \(0\)\s+0\.7\s+0% \(0\/6\)\s+INSIDE ZONE 4, PO/);
    expect(tables).toMatch(/Fringe \(\+39 to \+21\)\s+6\s+50%\s+0% \(0\)\s+100% \(6\)\s+0\.8/);
    // Situations: each game's first snap (indexes 0 and 6) starts a drive, INSIDE ZONE runs of −1 and 0; the
    // 3rd downs are indexes 2, 5, 8, 11 (POWER runs, SMASH passes) gaining 2 in all.
    expect(tables).toMatch(/First play of a drive \*\s+2\s+100% \(2\)\s+0% \(0\)\s+-0\.5\s+0% \(0\/2\)\s+INSIDE ZONE 2/);
    expect(tables).toMatch(/3rd down \*\s+4\s+50% \(2\)\s+50% \(2\)\s+0\.5\s+0% \(0\/4\)\s+POWER 2, SMASH 2/);
    // Personnel: 11 on every play but the two EMPTY ones (indexes 3, 9), 10 of 12 = 83 %; gains 9 − 2 − 3 = 4 → 0.4.
    expect(tables).toMatch(/11 personnel\s+10\s+83%\s+60% \(6\)\s+40% \(4\)\s+0\.4\s+TRIPS R 6, DOUBLES 4/);
    expect(tables).toMatch(/10 personnel \*\s+2\s+17%\s+0% \(0\)\s+100% \(2\)\s+2\.5\s+EMPTY 2\s+MESH 2/);

    // Cards in card order, four to a page.
    const firstCards = pdf.text(4);
    expect(firstCards).toContain('#1');
    expect(firstCards).toContain('#4');
    expect(firstCards).not.toContain('#5');
    expect(firstCards).toContain('1st & 10');
    expect(pdf.text(6)).toContain('#12');
    // The full play list at the end: every play on a line, the offense's with its play.
    expect(pdf.text(7)).toContain('All plays');
    // No play has a quarter, so the play list leaves its Qtr column out (empty columns are not printed).
    expect(pdf.text(7)).toMatch(/12\s+O\s+3rd & 3\s+R\s+\+29\s+DOUBLES\s+SMASH\s+Complete/);

    const png = pdf.renderFirstPage();
    expect(existsSync(png)).toBe(true);
    expect(statSync(png).size).toBeGreaterThan(2_000);
  });

  test('a long table breaks across pages with its title and header row repeated', async ({ page }) => {
    test.setTimeout(120_000);
    // Forty plays, each from a formation and with a concept of its own: the formations and concepts tables
    // have forty rows each, more than a page holds.
    const label = (prefix: string, index: number) => `${prefix}${String(index + 1).padStart(2, '0')}`;
    prepared = await prepareReport(40, (index) => ({
      ...breakdownOf(index % 12),
      formation: label('FORM', index),
      concept: label('CALL', index),
    }));
    await keepSession(page, 'coach');
    await page.goto(`/reports/${prepared.id}/print?perPage=6`);
    await expect(page.getByRole('heading', { level: 1, name: prepared.opponentName })).toBeVisible();
    expect(await overflowingSheets(page)).toBe(0);

    const pdf = await printToPdf(page, 'long');
    // Page numbering agrees with the paper: 'Page n of m' on every page n, m the PDF's page count.
    const total = Number(/Page 1 of (\d+)/.exec(pdf.text(1))?.[1]);
    expect(total).toBe(pdf.pages);
    // By TABLE_METRICS (print-tables.ts), a page's body gives the tables 880 px; rows are 18 px, a table's title
    // and header 46 px (+ 18 for the footnote of thin rows), 16 px after it. Page 2: heading 76, the engine's 8 key
    // tendencies, down & distance (10 rows, 2nd and 3rd down apart), field zones (6) and situations (7). Page 3:
    // hash (3), personnel (2), then formations FORM01–33. Page 4: FORM34–40, then concepts 1–33. Page 5: concepts
    // 34–40. With 40 cards six a page (7 pages), the cover and the play list (one page): 1 + 4 + 7 + 1 = 13.
    expect(total).toBe(13);
    for (let number = 1; number <= total; number += 1) expect(pdf.text(number)).toContain(`Page ${number} of ${total}`);
    // The first card page follows the tables (pages 2–5); the play list is the last page.
    expect(pdf.text(6)).toContain('#1');
    expect(pdf.text(total)).toContain('All plays');
    const tablePages = Array.from({ length: 4 }, (_, index) => pdf.text(2 + index));
    const continued = tablePages.filter((text) => /(Formations|Play concepts) \(continued\)/.test(text));
    expect(continued.length).toBeGreaterThan(0);
    for (const text of continued) {
      // The header row repeats under the continued title.
      if (text.includes('Formations (continued)'))
        expect(text).toMatch(/Formations \(continued\)\s+Formation\s+Plays\s+% snaps\s+Run\s+Pass/);
      if (text.includes('Play concepts (continued)'))
        expect(text).toMatch(/Play concepts \(continued\)\s+Play\s+Plays\s+% snaps\s+Run\s+Pass/);
    }
    // Every row is printed once, none lost at a break: each formation and each concept heads exactly one row.
    // The formations break between FORM33 and FORM34, which continue on page 4.
    expect(pdf.text(3)).toContain('FORM33');
    expect(pdf.text(3)).not.toContain('FORM34');
    expect(pdf.text(4)).toMatch(/Formations \(continued\)[\s\S]*FORM34[\s\S]*FORM40/);
    const tables = tablePages.join('\n');
    for (let index = 0; index < 40; index += 1) {
      for (const name of [label('FORM', index), label('CALL', index)]) {
        expect(tables.match(new RegExp(`^\\s*${name} \\*\\s+1\\s+3%`, 'gm')) ?? [], name).toHaveLength(1);
      }
    }
  });

  test('a coach prints one card on one page', async ({ page }) => {
    prepared = await prepareReport();
    const cardId = prepared.cardIds[2] ?? '';
    await keepSession(page, 'coach');

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
    await keepSession(page, 'coach');

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
