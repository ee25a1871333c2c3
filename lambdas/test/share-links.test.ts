import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SHARE_LINK_MESSAGES, type ShareLink, type SharedReport } from '@scout/shared/domain';
import { createDynamoShareLinkStore } from '../src/adapters/dynamodb/share-link-store.dynamodb';
import { newReport } from './support/film-upload';
import { stillImage } from './support/film';
import { invoke, tokenFor } from './support/invoke';

const store = createDynamoShareLinkStore();

async function share(reportId: string, body: Record<string, unknown> = {}, account: 'coach' | 'admin' | 'rivalCoach' = 'coach') {
  return invoke('createShareLink', { token: await tokenFor(account), params: { id: reportId }, body });
}

async function links(reportId: string): Promise<ShareLink[]> {
  const response = await invoke('listShareLinks', { token: await tokenFor('coach'), params: { id: reportId } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.links as ShareLink[];
}

/** A report with two cards, one of them with an image, and a link to it. */
async function sharedReport() {
  const report = await newReport('coach', 'Shared report');
  const token = await tokenFor('coach');
  const cards: string[] = [];
  for (const title of ['Opening drive', 'Third and long']) {
    const card = await invoke('createCard', {
      token,
      params: { id: report.id },
      body: { title, breakdown: { down: 3, distance: 8, hash: 'L' } },
    });
    cards.push(card.body.id as string);
  }
  const png = await readFile(await stillImage('shared-board', 'png'));
  const signed = await invoke('addCardMedia', {
    token,
    params: { id: report.id, cid: cards[0]! },
    body: { file_name: 'board.png', media_type: 'image', file_size: png.length },
  });
  await fetch(signed.body.uploadUrl as string, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png });
  await invoke('completeCardMedia', { token, params: { cid: cards[0]!, mid: signed.body.mediaId as string } });
  const created = await share(report.id);
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  return { report, cards, png, token: created.body.token as string, link: created.body.link as ShareLink };
}

describe('share links', () => {
  it('open the report without signing in: its plays and media, nothing about the organisation or its people', async () => {
    const { report, cards, png, token, link } = await sharedReport();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ reportId: report.id, status: 'active', views: 0 });
    expect(link.createdByName).toBeTruthy();
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * 24 * 3600 * 1000);

    const opened = await invoke('getSharedReport', { params: { token } });

    expect(opened.statusCode, JSON.stringify(opened.body)).toBe(200);
    const shared = opened.body as unknown as SharedReport;
    expect(shared.report).toMatchObject({ id: report.id, title: 'Shared report', cardsCount: 2 });
    expect(shared.cards.map((card) => card.id)).toEqual(cards);
    expect(shared.cards[0]!.breakdown).toMatchObject({ down: 3, distance: 8, hash: 'L' });
    const [image] = shared.cards[0]!.media;
    expect(image).toMatchObject({ mediaType: 'image', fileName: 'board.png', path: `/shared/${token}/media/${image!.mediaId}` });
    // The medium answers a redirect to a 15-minute storage URL.
    const redirect = await invoke('getSharedMedia', { params: { token, mid: image!.mediaId } });
    expect(redirect.statusCode).toBe(302);
    const location = redirect.headers.location!;
    expect(Number(new URL(location).searchParams.get('X-Amz-Expires'))).toBe(900);
    expect(Buffer.from(await (await fetch(location)).arrayBuffer())).toEqual(png);
    const text = JSON.stringify(opened.body);
    for (const secret of ['organizationId', report.organizationId, 'createdBy', link.createdByName, 's3Key', 'version', 'paymentStatus']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('keep only the hash of the token, and compare it as stored', async () => {
    const { token, link } = await sharedReport();
    const hash = createHash('sha256').update(token).digest('hex');

    const record = await store.getByTokenHash(hash);

    expect(record).toMatchObject({ shareId: link.shareId, tokenHash: hash });
    expect(JSON.stringify(record)).not.toContain(token);
    expect(link.shareId).toBe(hash.slice(0, 16));
  });

  it('count each opening for the owner, but not the page refreshing its URLs', async () => {
    const { report, token } = await sharedReport();

    await invoke('getSharedReport', { params: { token } });
    await invoke('getSharedReport', { params: { token } });
    await invoke('getSharedReport', { params: { token }, query: { refresh: 'true' } });

    const [link] = await links(report.id);
    expect(link).toMatchObject({ views: 2, status: 'active' });
    expect(link!.lastViewedAt).toBeTruthy();
  });

  it('stop opening at once when revoked (410, in words), and stay listed as revoked', async () => {
    const { report, cards, token, link } = await sharedReport();

    const revoked = await invoke('revokeShareLink', { token: await tokenFor('coach'), params: { id: report.id, sid: link.shareId } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.link).toMatchObject({ status: 'revoked' });

    const opened = await invoke('getSharedReport', { params: { token } });
    expect(opened.statusCode).toBe(410);
    expect(opened.body.message).toBe(SHARE_LINK_MESSAGES.revoked);
    const medium = await invoke('getSharedMedia', { params: { token, mid: `${cards[0]}-m000000000000` } });
    expect(medium.statusCode).toBe(410);
    expect((await links(report.id)).map((l) => l.status)).toEqual(['revoked']);
  });

  it('answer 410 once expired and 404 for a token that was never made', async () => {
    const report = await newReport('coach', 'Expired link');
    const token = 'expired-link-token-for-the-test-0000000000000';
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await store.create({
      tokenHash,
      shareId: tokenHash.slice(0, 16),
      reportId: report.id,
      organizationId: report.organizationId,
      createdAt: '2026-01-01T00:00:00.000Z',
      createdBy: 'user-coach',
      createdByName: 'Alex Morgan',
      linkExpiresAt: '2026-01-08T00:00:00.000Z',
      views: 0,
    });

    const expired = await invoke('getSharedReport', { params: { token } });
    const unknown = await invoke('getSharedReport', { params: { token: 'A'.repeat(43) } });

    expect(expired.statusCode).toBe(410);
    expect(expired.body.message).toBe(SHARE_LINK_MESSAGES.expired('2026-01-08T00:00:00.000Z'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(SHARE_LINK_MESSAGES.notFound);
    expect((await links(report.id)).map((l) => l.status)).toEqual(['expired']);
  });

  it("reach no other report's media through a token: another card's medium is 404 like a made-up one", async () => {
    const { token } = await sharedReport();
    const other = await sharedReport();
    const otherImage = ((await invoke('getSharedReport', { params: { token: other.token } })).body as unknown as SharedReport).cards[0]!
      .media[0]!;

    for (const mid of [otherImage.mediaId, 'card-x-video', 'not-a-media-id']) {
      const response = await invoke('getSharedMedia', { params: { token, mid } });
      expect(response.statusCode, mid).toBe(404);
    }
    // With its own token the other report's image opens.
    expect((await invoke('getSharedMedia', { params: { token: other.token, mid: otherImage.mediaId } })).statusCode).toBe(302);
  });

  it('stop opening when the report is deleted', async () => {
    const { report, token } = await sharedReport();
    await invoke('deleteReport', { token: await tokenFor('coach'), params: { id: report.id } });

    expect((await invoke('getSharedReport', { params: { token } })).statusCode).toBe(404);
  });

  it.each([[0], [31], [2.5], ['soon']])('refuse an expiry of %j days in words, writing nothing', async (days) => {
    const report = await newReport('coach', 'Bad expiry');

    const response = await share(report.id, { expires_in_days: days });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toContain('expiresInDays must be a whole number of days from 1 to 30');
    expect(await links(report.id)).toEqual([]);
  });

  it("cannot be made, listed or revoked for another organisation's report (404), but staff may share any", async () => {
    const rival = await newReport('rivalCoach', 'Rival shared');
    const rivalLink = await share(rival.id, { expiresInDays: 1 }, 'rivalCoach');
    const coach = await tokenFor('coach');

    const answers = await Promise.all([
      share(rival.id),
      invoke('listShareLinks', { token: coach, params: { id: rival.id } }),
      invoke('revokeShareLink', { token: coach, params: { id: rival.id, sid: (rivalLink.body.link as ShareLink).shareId } }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect((await share(rival.id, {}, 'admin')).statusCode).toBe(201);
    // The rival's link still opens: nothing was revoked.
    expect((await invoke('getSharedReport', { params: { token: rivalLink.body.token as string } })).statusCode).toBe(200);
  });
});
