import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { keepSession } from './support';

/** The coach's report the seed fills with 64 broken-down cards (opponent abbreviation CEN). */
const SEEDED_REPORT = 'rpt-eagles-central';
/** A coach's report without cards that no other browser test adds cards to. */
const EMPTY_REPORT = 'rpt-eagles-westfield';
/** A report of another organisation. */
const RIVAL_REPORT = 'rpt-ridgeview-canyon';

const HUDL_HEADER_ROW =
  'GAME,PLAY #,ODK,QTR,SERIES,DN,DIST,HASH,YARD LN,PERSONNEL,OFF FORM,OFF STR,BACKFIELD,MOTION,MOTION DIR,OFF PLAY,PLAY TYPE,PLAY DIR,GAP,RESULT,GN/LS,DEF PERS,DEF FRONT,DEF STUNT,COVERAGE,BLITZ,KICK TYPE,KICK YDS,HANG,RET YDS,COMMENTS';

async function downloadBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** The play count the filters report, as 'N of M plays'. */
function playCount(page: Page) {
  return page.getByRole('status').filter({ hasText: / of \d+ plays$/ });
}

test.describe('exporting a report’s breakdown', () => {
  test('a coach filters the plays and downloads them as CSV and XLSX with Hudl’s columns', async ({ page }) => {
    // Prepare
    await keepSession(page, 'coach');
    await page.goto(`/reports/${SEEDED_REPORT}`);
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${SEEDED_REPORT}/export-data$`));
    await expect(page.getByRole('heading', { name: 'Export Data' })).toBeVisible();
    await expect(playCount(page)).toHaveText('64 of 64 plays');

    // Act: third down only.
    const third = page.getByRole('group', { name: 'Down', exact: true }).getByRole('button', { name: /^3rd \(\d+\)$/ });
    const thirdDowns = Number(/\((\d+)\)/.exec((await third.textContent()) ?? '')?.[1]);
    await third.click();

    // Assess: the count, the address and the preview follow the filter.
    await expect(playCount(page)).toHaveText(`${thirdDowns} of 64 plays`);
    expect(thirdDowns).toBeGreaterThan(0);
    expect(thirdDowns).toBeLessThan(64);
    await expect(page).toHaveURL(/[?&]down=3(&|$)/);
    const preview = page.getByRole('table', { name: 'Export preview' });
    await expect(preview.getByRole('row')).toHaveCount(Math.min(thirdDowns, 10) + 1);

    // Act: CSV.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvFile = await csvDownload;

    // Assess: named after the opponent, a BOM, Hudl's header row, one row per filtered play, all on 3rd down.
    expect(csvFile.suggestedFilename()).toBe('CEN-breakdown.csv');
    const csv = (await downloadBytes(csvFile)).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(HUDL_HEADER_ROW);
    expect(lines).toHaveLength(thirdDowns + 1);
    const downColumn = HUDL_HEADER_ROW.split(',').indexOf('DN');
    expect(lines.slice(1).every((line) => line.split(',')[downColumn] === '3')).toBe(true);

    // Act: fewer columns, then XLSX.
    await page.getByRole('group', { name: 'Hudl columns' }).getByLabel('COMMENTS').uncheck();
    await expect(preview.getByRole('columnheader', { name: 'COMMENTS' })).toHaveCount(0);
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download XLSX' }).click();
    const xlsxFile = await xlsxDownload;

    // Assess: an .xlsx file is a ZIP package.
    expect(xlsxFile.suggestedFilename()).toBe('CEN-breakdown.xlsx');
    const xlsx = await downloadBytes(xlsxFile);
    expect(xlsx.length).toBeGreaterThan(1000);
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');

    // Assess: the filter in the address opens the same selection for whoever follows the link.
    await page.reload();
    await expect(playCount(page)).toHaveText(`${thirdDowns} of 64 plays`);
  });

  test('1000 plays export; text that would run as a formula is neutralised, numbers are not', async ({ page }) => {
    // Prepare: the seeded report's card list answered with 1000 cards, some holding formula-like text.
    await keepSession(page, 'coach');
    const now = new Date().toISOString();
    const cards = Array.from({ length: 1000 }, (_, i) => ({
      id: `export-${i + 1}`,
      reportId: SEEDED_REPORT,
      organizationId: 'org-eagles',
      cardNumber: i + 1,
      title: `Play ${i + 1}`,
      content: '{}',
      status: 'complete',
      breakdown: {
        playNumber: i + 1,
        odkm: 'O',
        quarter: (i % 4) + 1,
        down: (i % 4) + 1,
        distance: 10,
        hash: 'L',
        yardLine: -35,
        formation: i === 0 ? '=HYPERLINK("http://evil.example","x")' : 'Trips Right',
        gainLoss: -5,
        customFields: { Tag: i === 1 ? '@SUM(A1:A9)' : 'ok' },
      },
      media: [],
      version: 1,
      createdAt: now,
      updatedAt: now,
    }));
    await page.route(`**/reports/${SEEDED_REPORT}/cards?*`, (route) =>
      route.fulfill({ json: { cards, totalCards: 1000, hasMore: false, nextKey: null } }),
    );
    await page.goto(`/reports/${SEEDED_REPORT}/export-data`);
    await expect(playCount(page)).toHaveText('1000 of 1000 plays');

    // Act
    let started = Date.now();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = (await downloadBytes(await csvDownload)).toString('utf8');
    const csvMs = Date.now() - started;
    started = Date.now();
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download XLSX' }).click();
    const xlsx = await downloadBytes(await xlsxDownload);
    const xlsxMs = Date.now() - started;

    // Assess
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1001);
    expect(lines[0]?.endsWith(',Tag')).toBe(true);
    expect(csv).not.toMatch(/(^|,|")=HYPERLINK/m);
    expect(csv).not.toMatch(/(^|,)@SUM/m);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`'@SUM(A1:A9)`);
    expect(lines[1]).toContain(',-35,');
    expect(lines[1]).toContain(',-5,');
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
    test.info().annotations.push({
      type: 'performance',
      description: `1000 plays: CSV downloaded ${csvMs} ms after the click, XLSX ${xlsxMs} ms (first XLSX, writer loaded on the click)`,
    });
  });

  test('a report without cards says so, and another organisation’s report is not found', async ({ page }) => {
    // Prepare
    await keepSession(page, 'coach');

    // Act
    await page.goto(`/reports/${EMPTY_REPORT}/export-data`);

    // Assess
    await expect(page.getByText('No plays to export yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);

    // Act
    await page.goto(`/reports/${RIVAL_REPORT}/export-data`);

    // Assess
    await expect(page.getByText('Report not found.')).toBeVisible();
  });

  test('a failed load of the cards offers Retry, which loads them', async ({ page }) => {
    // Prepare: the card requests fail (the automatic retry too) until the server is "back".
    await keepSession(page, 'coach');
    let serverDown = true;
    await page.route(`**/reports/${SEEDED_REPORT}/cards?*`, (route) =>
      serverDown ? route.fulfill({ status: 500, json: { error: 'InternalError', message: 'Internal server error' } }) : route.fallback(),
    );

    // Act
    await page.goto(`/reports/${SEEDED_REPORT}/export-data`);
    await expect(page.getByText('Failed to load the cards. Please try again.')).toBeVisible();
    serverDown = false;
    await page.getByRole('button', { name: 'Retry' }).click();

    // Assess
    await expect(playCount(page)).toHaveText('64 of 64 plays');
  });
});
