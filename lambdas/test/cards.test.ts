import { describe, expect, it } from 'vitest';
import { readBreakdown } from '@scout/shared/domain';
import { invoke, tokenFor } from './support/invoke';

type Body = Record<string, unknown>;
type CardBody = { id: string; cardNumber: number; status: string; version: number; breakdown: Body };

async function newReport(extra: Record<string, unknown> = {}): Promise<string> {
  const response = await invoke('createReport', { token: await tokenFor('coach'), body: { title: 'Cards test report', ...extra } });
  return response.body.id as string;
}

async function newCard(reportId: string, body: Body = {}): Promise<CardBody> {
  const response = await invoke('createCard', { token: await tokenFor('coach'), params: { id: reportId }, body });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body as unknown as CardBody;
}

describe('GET /reports/{id}/cards', () => {
  it("pages through a seeded report's cards in number order", async () => {
    const token = await tokenFor('coach');
    const numbers: number[] = [];
    let lastKey: string | undefined;
    let pages = 0;
    do {
      const response = await invoke('listCards', {
        token,
        params: { id: 'rpt-eagles-central' },
        query: { limit: '20', ...(lastKey ? { lastKey } : {}) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body.totalCards).toBe(64);
      numbers.push(...(response.body.cards as CardBody[]).map((c) => c.cardNumber));
      lastKey = (response.body.nextKey as string | null) ?? undefined;
      pages++;
    } while (lastKey && pages < 10);

    expect(numbers).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
  });

  it('loads all cards with limit 1000, breakdowns included', async () => {
    const response = await invoke('listCards', {
      token: await tokenFor('coach'),
      params: { id: 'rpt-eagles-lakeside' },
      query: { limit: '1000' },
    });

    const cards = response.body.cards as CardBody[];
    expect(cards).toHaveLength(71);
    expect(response.body.hasMore).toBe(false);
    // The seeded game opens with the kickoff (a kicking play: no down), then the offense's first snap after the touchback.
    expect(readBreakdown(cards[0])).toMatchObject({ playNumber: 1, odkm: 'K', playType: 'KO Rec', down: null, yardLine: -40, quarter: 1 });
    expect(readBreakdown(cards[1])).toMatchObject({ playNumber: 2, odkm: 'O', down: 1, distance: 10, yardLine: -20, quarter: 1 });
  });

  it('gives each seeded card its history: created as part of the import', async () => {
    const activity = await invoke('listCardActivity', { token: await tokenFor('coach'), params: { cid: 'card-rpt-eagles-central-1' } });

    expect(activity.body.activity).toEqual([
      expect.objectContaining({ action: 'created', reportId: 'rpt-eagles-central', userName: 'Alex Morgan' }),
    ]);
  });

  it("refuses another report's page key", async () => {
    const token = await tokenFor('coach');
    const page = await invoke('listCards', { token, params: { id: 'rpt-eagles-central' }, query: { limit: '5' } });

    const response = await invoke('listCards', {
      token,
      params: { id: 'rpt-eagles-lakeside' },
      query: { lastKey: page.body.nextKey as string },
    });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe('lastKey is not a page key of this report');
  });
});

describe('POST /reports/{id}/cards', () => {
  it('numbers cards one after another, with no number shared under concurrent creates', async () => {
    const reportId = await newReport();

    const cards = await Promise.all(Array.from({ length: 12 }, () => newCard(reportId)));

    expect(cards.map((c) => c.cardNumber).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const report = await invoke('getReport', { token: await tokenFor('coach'), params: { id: reportId } });
    expect(report.body.cardsCount).toBe(12);
  });

  it('takes a title, status and breakdown, and checks the breakdown', async () => {
    const reportId = await newReport();

    const card = await newCard(reportId, {
      title: 'Opening play',
      status: 'in_progress',
      breakdown: { odkm: 'O', down: 1, distance: 10, yard_line: -25 },
    });
    const invalid = await invoke('createCard', {
      token: await tokenFor('coach'),
      params: { id: reportId },
      body: { breakdown: { down: 5 } },
    });

    expect(card).toMatchObject({
      title: 'Opening play',
      status: 'in_progress',
      breakdown: { odkm: 'O', down: 1, distance: 10, yardLine: -25 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.message).toContain('Down is 1 to 4');
  });
});

describe('editing a card', () => {
  it('saves breakdown fields, records who changed what, and answers a stale version with 409', async () => {
    const reportId = await newReport();
    const card = await newCard(reportId);
    const token = await tokenFor('coach');

    const saved = await invoke('updateCardBreakdown', {
      token,
      params: { id: reportId, cid: card.id },
      body: { breakdown: { down: 3, distance: 7, hash: 'L', formation: 'Trips Right', yard_line: 35 }, version: 1 },
    });
    const stale = await invoke('updateCardBreakdown', {
      token,
      params: { id: reportId, cid: card.id },
      body: { breakdown: { down: 1 }, version: 1 },
    });
    const cleared = await invoke('updateCardBreakdown', {
      token,
      params: { id: reportId, cid: card.id },
      body: { breakdown: { formation: null }, version: 2 },
    });

    expect(saved.statusCode).toBe(200);
    expect(saved.body).toMatchObject({
      version: 2,
      breakdown: { down: 3, distance: 7, hash: 'L', formation: 'Trips Right', yardLine: 35 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe('This card was changed by someone else. Reload it to see their changes, then try again.');
    expect(cleared.body.breakdown).toEqual({ down: 3, distance: 7, hash: 'L', yardLine: 35 });

    const activity = await invoke('listCardActivity', { token, params: { cid: card.id } });
    const entries = activity.body.activity as {
      action: string;
      userName: string;
      changes: { field: string; from: unknown; to: unknown }[];
    }[];
    expect(entries.map((e) => e.action)).toEqual(['breakdown_updated', 'breakdown_updated', 'created']);
    expect(entries[0]?.changes).toEqual([{ field: 'formation', from: 'Trips Right', to: null }]);
    expect(entries[1]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'down', from: null, to: 3 },
        { field: 'hash', from: null, to: 'L' },
      ]),
    );
    expect(entries[0]?.userName).toBe('Jordan Miller');
  });

  it('refuses values that break football conventions, writing nothing', async () => {
    const reportId = await newReport();
    const card = await newCard(reportId);
    const token = await tokenFor('coach');

    for (const breakdown of [{ yard_line: 0 }, { personnel: '33' }, { hash: 'X' }, { play_type: 'Hail Mary' }]) {
      const response = await invoke('updateCardBreakdown', { token, params: { id: reportId, cid: card.id }, body: { breakdown } });
      expect(response.statusCode, JSON.stringify(breakdown)).toBe(400);
    }
    const read = await invoke('getCard', { token, params: { id: reportId, cid: card.id } });
    expect(read.body).toMatchObject({ version: 1, breakdown: {} });
  });

  it('changes status through the status call and keeps completion in step', async () => {
    // A package report: staff review its cards, so completion counts the cards they marked complete.
    const reportId = await newReport({ package_type: 'full' });
    const token = await tokenFor('coach');
    const [a] = [await newCard(reportId), await newCard(reportId), await newCard(reportId)];

    const done = await invoke('updateCardStatus', { token, params: { cid: a!.id }, body: { status: 'complete', report_id: reportId } });
    expect(done.body.status).toBe('complete');
    expect((await invoke('getReport', { token, params: { id: reportId } })).body.completionPercentage).toBe(33);

    await invoke('updateCardStatus', { token, params: { cid: a!.id }, body: { status: 'review' } });
    expect((await invoke('getReport', { token, params: { id: reportId } })).body.completionPercentage).toBe(0);
    const activity = await invoke('listCardActivity', { token, params: { cid: a!.id } });
    expect((activity.body.activity as { action: string }[])[0]?.action).toBe('status_changed');
  });

  it("counts a free report's completion by the plays broken down, with no staff review", async () => {
    const reportId = await newReport();
    const token = await tokenFor('coach');
    const [a, b] = [await newCard(reportId), await newCard(reportId)];
    const completion = async () => (await invoke('getReport', { token, params: { id: reportId } })).body.completionPercentage;
    expect(await completion()).toBe(0);

    // ODK alone is not a breakdown; with down and distance the play is broken down.
    await invoke('updateCardBreakdown', { token, params: { id: reportId, cid: a!.id }, body: { breakdown: { odkm: 'O' } } });
    expect(await completion()).toBe(0);
    const filled = await invoke('updateCardBreakdown', {
      token,
      params: { id: reportId, cid: a!.id },
      body: { breakdown: { down: 1, distance: 10 } },
    });
    expect(filled.statusCode).toBe(200);
    expect(await completion()).toBe(50);

    await invoke('deleteCard', { token, params: { id: reportId, cid: b!.id } });
    expect(await completion()).toBe(100);
  });

  it('edits title and content with PUT /cards/{cid}, and 404s when report_id names another report', async () => {
    const reportId = await newReport();
    const card = await newCard(reportId);
    const token = await tokenFor('coach');

    const edited = await invoke('updateCard', {
      token,
      params: { cid: card.id },
      body: {
        title: 'Third down pressure',
        content: JSON.stringify({ description: 'Fire zone from the boundary', play_type: 'Pass' }),
        report_id: reportId,
      },
    });
    const wrongReport = await invoke('updateCard', {
      token,
      params: { cid: card.id },
      body: { title: 'x', report_id: 'rpt-eagles-central' },
    });

    expect(edited.body.title).toBe('Third down pressure');
    expect(readBreakdown(edited.body).playType).toBe('Pass');
    expect(wrongReport.statusCode).toBe(404);
  });

  it('deletes a card with its activity; numbers are not reused', async () => {
    const reportId = await newReport();
    const token = await tokenFor('coach');
    const first = await newCard(reportId);
    await newCard(reportId);

    const deleted = await invoke('deleteCard', { token, params: { id: reportId, cid: first.id } });
    const third = await newCard(reportId);

    expect(deleted.body).toEqual({ id: first.id, deleted: true });
    expect((await invoke('getCard', { token, params: { id: reportId, cid: first.id } })).statusCode).toBe(404);
    expect((await invoke('listCardActivity', { token, params: { cid: first.id } })).statusCode).toBe(404);
    expect(third.cardNumber).toBe(3);
    expect((await invoke('getReport', { token, params: { id: reportId } })).body.cardsCount).toBe(2);
  });
});
