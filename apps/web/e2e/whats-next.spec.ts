import { expect, test, type Page } from '@playwright/test';
import {
  backtest,
  backtestSummary,
  percentText,
  predictSituation,
  type OffensePrediction,
  type PredictorSituation,
  type TendencyInput,
} from '@scout/shared/domain/tendencies';
import { execFileSync } from 'node:child_process';
import { deletePrepared, GAMES, prepareGroup } from './group-fixture';
import { keepSession } from './support';

/** Where the screenshots go (looked at by people, not compared). */
const SHOTS = 'test-results/whats-next';

/** The fixture's three games as the engine reads them: each game its own report. */
const INPUTS: TendencyInput[] = GAMES.flatMap((plays, game) =>
  plays.map((breakdown, index) => ({ cardId: `g${game}c${index}`, cardNumber: index + 1, reportId: `game-${game}`, breakdown })),
);

/** The shared engine's run/pass call for a situation of some plays (what the page must show). */
function offense(inputs: readonly TendencyInput[], situation: PredictorSituation): OffensePrediction {
  return predictSituation(inputs, situation) as OffensePrediction;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.afterEach(deletePrepared);

test.describe("what's next", () => {
  test('a coach picks a situation on a group’s analytics, fills one from a table row, reads the backtest and opens the plays', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Prepare: three games of one opponent (9 offensive snaps), grouped.
    const abbreviation = `W${Math.random().toString(36).slice(2, 5).toUpperCase().padEnd(3, 'X')}`;
    const { groupId } = await prepareGroup(`Whats Next ${abbreviation}`, abbreviation, GAMES);
    await keepSession(page, 'coach');

    // Act: the group's down & distance view; 1st & 10 on the left hash.
    await page.goto(`/analytics/down-distance/${groupId}`);
    const panel = page.getByRole('region', { name: "What's next" });
    await panel.getByLabel('Down').selectOption({ label: '1st' });
    await panel.getByLabel('Distance').selectOption('10');
    await panel.getByLabel('Hash').selectOption({ label: 'Left' });

    // Assess: the shared engine's numbers on the same plays, n and reasons; the backtest over three games.
    const first = offense(INPUTS, { down: 1, distance: 10, hash: 'L' });
    await expect(panel.getByTestId('whats-next-situation')).toHaveText('1st & 10, left hash');
    await expect(panel.getByTestId('whats-next-pass')).toContainText(percentText(first.pass.probability));
    await expect(panel.getByTestId('whats-next-pass')).toContainText(`${first.pass.n} plays`);
    await expect(panel.getByTestId('whats-next-run')).toContainText(percentText(1 - first.pass.probability));
    await expect(panel.getByTestId('whats-next-likeliest-calls')).toContainText(
      `${first.calls.top[0]?.value} ${percentText(first.calls.top[0]?.probability ?? null)}`,
    );
    await expect(panel.getByTestId('whats-next-reasons')).toContainText(first.explanation);
    await expect(panel.getByTestId('whats-next-backtest')).toHaveText(backtestSummary(backtest(INPUTS)));
    await expect(panel.getByTestId('whats-next-backtest')).toContainText('On their last 3 games');
    // The scores in full, folded under the line: Scout's beside the two baselines', and the calibration's bins.
    const proof = backtest(INPUTS);
    const scores = panel.getByTestId('whats-next-scores');
    await expect(scores.getByRole('table')).toHaveCount(0);
    await scores.getByText('How the backtest scored').click();
    await expect(scores.getByText(`Run/pass calls on 3 games, ${proof.n} plays`)).toBeVisible();
    const scoutRow = scores.getByRole('row', { name: /^Scout\b/ });
    await expect(scoutRow).toContainText(percentText(proof.predictor.accuracy));
    await expect(scoutRow).toContainText((proof.predictor.logLoss ?? 0).toFixed(3));
    await expect(scoutRow).toContainText((proof.predictor.brier ?? 0).toFixed(3));
    await expect(scores.getByRole('row', { name: /^Down-and-distance rate/ })).toContainText((proof.downDistance.brier ?? 0).toFixed(3));
    await expect(scores.getByRole('table').nth(1).locator('tbody tr')).toHaveCount(
      proof.predictor.calibration.filter((bin) => bin.n > 0).length,
    );

    // Act: a row of the down & distance table fills the down and distance (the hash stays).
    await page.getByRole('button', { name: "2nd & medium (4–6): predict what's next" }).click();

    // Assess: 2nd & 6 (game 1's, the first of the row's two), left hash, as the engine reads it.
    await expect(panel.getByLabel('Down')).toHaveValue('2');
    await expect(panel.getByLabel('Distance')).toHaveValue('6');
    const second = offense(INPUTS, { down: 2, distance: 6, hash: 'L' });
    await expect(panel.getByTestId('whats-next-situation')).toHaveText('2nd & 6, left hash');
    await expect(panel.getByTestId('whats-next-pass')).toContainText(percentText(second.pass.probability));

    // Act: watch the plays it drew on; then one of them fills the panel with its own situation.
    await panel.getByRole('button', { name: `Watch these ${second.cardIds.length} plays` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('table', { name: 'The plays' }).locator('tbody tr')).toHaveCount(second.cardIds.length);
    await expect(dialog.getByRole('group', { name: 'Scout film by game' }).getByRole('link')).not.toHaveCount(0);
    await dialog
      .getByRole('button', { name: /What's next from .*card 2's situation/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByLabel('Hash')).toHaveValue('L');

    // Assess: a phone, no sideways scrolling, the selects wrapped.
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/panel-phone.png`, fullPage: false });
    await panel.getByTestId('whats-next-scores').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/panel-scores-phone.png`, fullPage: false });
    await page.setViewportSize({ width: 1400, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/panel-desktop.png`, fullPage: false });
  });

  test('a coach prints a report’s call sheet: one page, a row per situation, and a backtest that needs two games', async ({ page }) => {
    test.setTimeout(60_000);
    // Prepare: the fixture's games; the call sheet of the second game's report alone.
    const abbreviation = `S${Math.random().toString(36).slice(2, 5).toUpperCase().padEnd(3, 'X')}`;
    const { reports } = await prepareGroup(`Call Sheet ${abbreviation}`, abbreviation, GAMES);
    const report = reports[1] as { id: string };
    const inputs = INPUTS.filter((input) => input.reportId === 'game-1');
    await keepSession(page, 'coach');

    // Act
    await page.goto(`/reports/${report.id}/analytics/down-distance`);
    await expect(page.getByRole('region', { name: "What's next" }).getByTestId('whats-next-backtest')).toHaveText(
      'A backtest needs two or more games with run and pass plays; this has one.',
    );
    // On a report the prediction's plays are one click from its scout film.
    await expect(page.getByRole('region', { name: "What's next" }).getByRole('link', { name: 'Film of these plays' })).toHaveAttribute(
      'href',
      new RegExp(`/reports/${report.id}/.*plays=\\d`),
    );
    await page.getByRole('button', { name: 'Call sheet' }).click();
    const sheet = page.getByRole('article', { name: 'Call sheet' });
    await expect(sheet.locator('tbody tr')).toHaveCount(10);
    await page.screenshot({ path: `${SHOTS}/call-sheet-desktop.png` });
    // The PDF stays beside the screenshots, for people to look at.
    const file = `${SHOTS}/call-sheet.pdf`;
    await page.pdf({ path: file, format: 'Letter', printBackground: true });

    // Assess: one page; each row's figures are the engine's; a situation without plays says so.
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])).toBe(1);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Offense call sheet');
    expect(text).toContain('A backtest needs two or more games');
    const lineOf = (label: string) => text.split('\n').find((line) => line.trimStart().startsWith(label)) ?? '';
    const firstDown = offense(inputs, { down: 1, distance: 10 });
    // Run, pass, the likeliest calls, the expected gain and the plays, in that order.
    expect(lineOf('1st & 10')).toMatch(
      new RegExp(
        `${percentText(1 - firstDown.pass.probability)}\\s+${percentText(firstDown.pass.probability)}\\s+${firstDown.calls.top[0]?.value}`,
      ),
    );
    expect(lineOf('1st & 10')).toMatch(new RegExp(`${firstDown.pass.n}\\s*$`));
    const thirdShort = offense(inputs, { down: 3, distance: 2 });
    expect(lineOf('3rd & short')).toContain(`${percentText(1 - thirdShort.pass.probability)}   `);
    expect(lineOf('3rd & short')).toContain(percentText(thirdShort.pass.probability));
    expect(lineOf('Two-minute')).toMatch(/none\s*$/);
    for (const label of ['2nd & long', '2nd & medium', '2nd & short', '3rd & long', '3rd & medium', 'Red zone', 'Goal line'])
      expect(lineOf(label)).not.toBe('');

    // The sheet on a phone: paper scaled down, nothing sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/call-sheet-phone.png` });
  });
});
