import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportColumns, buildExportSheet, playOfCard, toCsv } from '@scout/shared/domain/breakdown-export';
import { filterPlays, EMPTY_BREAKDOWN_FILTER } from '@scout/shared/domain/breakdown-filters';
import { importSummarySchema } from '@scout/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { h264Clip } from './support/film';
import { cardsOf, newReport, processZip, reportOf } from './support/film-upload';
import { writeZip } from './support/zip-writer';

/**
 * A Hudl export of two games in one ZIP whose sheet has no GAME column (PLAY # starts again at 1), a RESULT
 * the spelling table does not know, a GAP column, and a coach's own second RESULT column: the report keeps a
 * summary of what was read, the cards carry their game and gap, and nothing typed is lost on export.
 */
describe('the import summary of a breakdown sheet', () => {
  let reportId: string;

  beforeAll(async () => {
    ({ id: reportId } = await newReport('coach', 'Two games'));
    const work = await mkdtemp(join(tmpdir(), 'scout-import-summary-'));
    const csv = [
      'PLAY #,ODK,QTR,DN,DIST,PLAY TYPE,RESULT,GAP,Result,MOOD',
      '1,O,1,1,10,Run,Rush,B,big,calm',
      '2,O,,2,6,Run,Sweepy TD,C,,',
      '3,O,2,1,10,Pass,Complete,,,',
      '1,O,1,1,10,Run,Sweepy TD,A,,',
      '2,O,3,3,4,Pass,Incomplete,,,',
    ].join('\n');
    const clip = (name: string) => h264Clip(`summary-${name}`);
    const path = await writeZip(join(work, 'two-games.zip'), [
      { name: 'Game A/Clip 1.mp4', file: await clip('a1') },
      { name: 'Game A/Clip 2.mp4', file: await clip('a2') },
      { name: 'Game A/Clip 3.mp4', file: await clip('a3') },
      { name: 'Game B/Clip 1.mp4', file: await clip('b1') },
      { name: 'Game B/Clip 2.mp4', file: await clip('b2') },
      { name: 'breakdown.csv', data: csv },
    ]);
    await processZip(reportId, path.path);
  }, 120_000);

  it('keeps on the report what the sheet held: plays, columns, games and each value not recognised with its cards', async () => {
    const report = await reportOf(reportId);
    const cards = await cardsOf(reportId);
    const summary = importSummarySchema.parse(report.importSummary);

    expect(summary.importId).toBe(report.importId);
    expect(summary).toMatchObject({
      fileName: 'breakdown.csv',
      playsRead: 5,
      cardsWithBreakdown: 5,
      cardsTotal: 5,
      matchedBy: 'order',
      columnsKept: ['Result', 'MOOD'],
      games: [
        { name: 'Game 1', plays: 3 },
        { name: 'Game 2', plays: 2 },
      ],
      gamesFrom: 'play-numbers',
      moreValuesNotRecognised: 0,
    });
    expect(summary.columnsRecognised).toContainEqual({ header: 'GAP', field: 'Run gap' });
    expect(summary.valuesNotRecognised).toEqual([
      {
        header: 'RESULT',
        value: 'Sweepy TD',
        reason: 'not one of the RESULT values Scout knows',
        cards: [2, 4].map((number) => ({ number, id: cards[number - 1]!.id })),
        moreCards: 0,
        rowsWithoutCard: 0,
      },
    ]);
    expect(summary.notes).toEqual([
      'Rows were matched to clips by order, not by PLAY #, because clip numbers repeat (clips from more than one game or angle?).',
    ]);
  });

  it('gives each card its game, gap and carried quarter, so the plays read per game and per quarter', async () => {
    const cards = await cardsOf(reportId);
    const plays = cards.map(playOfCard);

    expect(cards.map((card) => [card.breakdown.game, card.breakdown.quarter, card.breakdown.runGap ?? null])).toEqual([
      ['Game 1', 1, 'B'],
      ['Game 1', 1, 'C'],
      ['Game 1', 2, null],
      ['Game 2', 1, 'A'],
      ['Game 2', 3, null],
    ]);
    expect(cards[1]!.breakdown.customFields).toEqual({ RESULT: 'Sweepy TD' });
    expect(filterPlays(plays, { ...EMPTY_BREAKDOWN_FILTER, games: ['Game 2'], quarters: [1] })).toHaveLength(1);
  });

  it("exports the coach's own Result column beside RESULT, and the game and gap", async () => {
    const plays = (await cardsOf(reportId)).map(playOfCard);
    const sheet = buildExportSheet(plays);
    const cell = (row: number, header: string) => sheet.rows[row]?.[sheet.headers.indexOf(header)];

    expect(
      exportColumns(plays)
        .filter((column) => column.kind === 'custom')
        .map((column) => column.header),
    ).toEqual(['Result (custom)', 'MOOD']);
    expect([cell(0, 'RESULT'), cell(0, 'Result (custom)'), cell(0, 'GAP'), cell(0, 'GAME')]).toEqual(['Rush', 'big', 'B', 'Game 1']);
    expect([cell(1, 'RESULT'), cell(1, 'Result (custom)')]).toEqual(['Sweepy TD', null]);
    expect(toCsv(sheet)).toContain('Result (custom)');
  });
});
