import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from '../src/config/env';
import { h264Clip } from './support/film';
import { cardsOf, newReport, objectKeys, processZip, reportOf } from './support/film-upload';
import { invoke, tokenFor } from './support/invoke';
import { writeZip, type ZipInput } from './support/zip-writer';

let work: string;
let clip: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'scout-existing-report-test-'));
  clip = await h264Clip('existing-report');
});

async function zip(name: string, entries: ZipInput[]): Promise<string> {
  return (await writeZip(join(work, name), entries)).path;
}

const goodZip = () =>
  zip(`good-${Math.random().toString(36).slice(2)}.zip`, [
    { name: 'Clip 1.mp4', file: clip },
    { name: 'Clip 2.mp4', file: clip },
    { name: 'breakdown.csv', data: 'PLAY #,ODK,DN,DIST,PLAY TYPE,RESULT\n1,O,1,10,Run,Rush\n2,O,2,6,Pass,Complete\n' },
  ]);

describe('film for a report that already exists', () => {
  it('a report made without film gains the cards, after the play a coach added by hand', async () => {
    const { id: reportId } = await newReport('coach', 'Made without film');
    const hand = await invoke('createCard', {
      token: await tokenFor('coach'),
      params: { id: reportId },
      body: { title: 'Opening kickoff' },
    });
    expect(hand.statusCode).toBe(201);

    await processZip(reportId, await goodZip());

    const cards = await cardsOf(reportId);
    expect(cards.map((card) => [card.cardNumber, card.title, card.clipStatus ?? null])).toEqual([
      [1, 'Opening kickoff', null],
      [2, 'Clip 1', 'ready'],
      [3, 'Clip 2', 'ready'],
    ]);
    expect(cards[2]!.breakdown).toMatchObject({ odkm: 'O', down: 2, distance: 6, playType: 'Pass', result: 'Complete' });
    // A free report's completion is the share of plays broken down: the sheet filled two of the three.
    expect(await reportOf(reportId)).toMatchObject({
      title: 'Made without film',
      cardsCount: 3,
      hudlImportStatus: 'completed',
      packageType: 'free',
      completionPercentage: 66,
    });
    const tagged = await invoke('updateCardBreakdown', {
      token: await tokenFor('coach'),
      params: { id: reportId, cid: cards[0]!.id },
      body: { breakdown: { odkm: 'K', play_type: 'KO' } },
    });
    expect(tagged.statusCode, JSON.stringify(tagged.body)).toBe(200);
    expect(await reportOf(reportId)).toMatchObject({ completionPercentage: 100 });
  }, 60_000);

  it('a failed import is replaced by the next ZIP: its cards and media go, the failed state clears, no number twice', async () => {
    const { id: reportId } = await newReport('coach', 'Failed then fixed');
    // A clip that inflates past what the ZIP declared: the import fails after making (and failing) its card.
    const bomb = await zip('failing.zip', [
      { name: 'Clip 1.mp4', file: clip },
      { name: 'bomb.mp4', data: Buffer.alloc(8 * 1024 * 1024), declaredUncompressedSize: 4096 },
    ]);
    await processZip(reportId, bomb);
    const failed = await reportOf(reportId);
    expect(failed.hudlImportStatus).toBe('failed');
    const failedCards = await cardsOf(reportId);
    expect(failedCards.length).toBeGreaterThan(0);

    await processZip(reportId, await goodZip());

    const report = await reportOf(reportId);
    expect(report).toMatchObject({
      hudlImportStatus: 'completed',
      hudlImportError: null,
      cardsCount: 2,
      completionPercentage: 100,
      title: 'Failed then fixed',
    });
    const cards = await cardsOf(reportId);
    expect(cards.map((card) => card.title)).toEqual(['Clip 1', 'Clip 2']);
    expect(cards.every((card) => card.clipStatus === 'ready')).toBe(true);
    const numbers = cards.map((card) => card.cardNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.min(...numbers)).toBeGreaterThan(Math.max(...failedCards.map((card) => card.cardNumber)));
    // The failed import's media are gone; only the new cards' files remain under the report.
    const media = (await objectKeys(env().MEDIA_BUCKET)).filter((key) => key.includes(reportId));
    expect(media).toHaveLength(cards.length * 2);
    const log = await invoke('getProcessingLog', { token: await tokenFor('coach'), params: { id: reportId } });
    expect(JSON.stringify(log.body)).toMatch(/Removed the \d+ card\(s\) an earlier, failed import/);
  }, 90_000);

  it('a report whose status is failed reads as created again once new film is sent', async () => {
    const { id: reportId } = await newReport('coach', 'Marked failed');
    const marked = await invoke('updateReport', { token: await tokenFor('admin'), params: { id: reportId }, body: { status: 'failed' } });
    expect(marked.statusCode, JSON.stringify(marked.body)).toBe(200);

    await processZip(reportId, await goodZip());

    expect(await reportOf(reportId)).toMatchObject({ status: 'created', hudlImportStatus: 'completed', cardsCount: 2 });
  }, 60_000);

  it("another organisation's report answers 404 and gets no film", async () => {
    const { id: reportId } = await newReport('rivalCoach', 'Rival report');
    const started = await invoke('hudlLegacyUpload', {
      token: await tokenFor('coach'),
      body: { report_id: reportId, s3_key: `organizations/x/reports/${reportId}/uploads/00000000-0000-0000-0000-000000000000.zip` },
    });
    expect(started.statusCode).toBe(404);
    expect(await cardsOf(reportId, 'rivalCoach')).toEqual([]);
  });
});
