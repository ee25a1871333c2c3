import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SHARE_LINK_MESSAGES, type ShareLink, type SharedGroup, type SharedReport } from '@scout/shared/domain';
import { createDynamoAuditEventStore } from '../src/adapters/dynamodb/audit-event-store.dynamodb';
import { createDynamoShareLinkStore } from '../src/adapters/dynamodb/share-link-store.dynamodb';
import { newReport } from './support/film-upload';
import { stillImage } from './support/film';
import { invoke, tokenFor } from './support/invoke';

const store = createDynamoShareLinkStore();
const auditStore = createDynamoAuditEventStore();

async function share(reportId: string, body: Record<string, unknown> = {}, account: 'coach' | 'admin' | 'rivalCoach' = 'coach') {
  return invoke('createShareLink', { token: await tokenFor(account), params: { id: reportId }, body });
}

async function links(reportId: string): Promise<ShareLink[]> {
  const response = await invoke('listShareLinks', { token: await tokenFor('coach'), params: { id: reportId } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.links as ShareLink[];
}

/** A report with two cards, the first with an image. */
async function reportWithPlays(title = 'Shared report') {
  const report = await newReport('coach', title);
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
  return { report, cards, png, mediaId: signed.body.mediaId as string };
}

/** A report with two cards, one of them with an image, and a link to it. */
async function sharedReport() {
  const { report, cards, png } = await reportWithPlays();
  const created = await share(report.id);
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  return { report, cards, png, token: created.body.token as string, link: created.body.link as ShareLink };
}

describe('share links', () => {
  it('open the report without signing in: its plays and media, nothing about the organisation or its people', async () => {
    const { report, cards, png, token, link } = await sharedReport();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ scope: 'report', reportId: report.id, groupId: null, status: 'active', views: 0 });
    expect(link.createdByName).toBeTruthy();
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * 24 * 3600 * 1000);

    const opened = await invoke('getSharedReport', { params: { token } });

    expect(opened.statusCode, JSON.stringify(opened.body)).toBe(200);
    const shared = opened.body as unknown as SharedReport;
    expect(shared.kind).toBe('report');
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
      scope: 'report',
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

type Account = 'coach' | 'admin' | 'rivalCoach';

async function newGroup(reportIds: string[], account: Account = 'coach', name = 'Hillcrest, last games') {
  const response = await invoke('createReportGroup', { token: await tokenFor(account), body: { name, report_ids: reportIds } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function shareGroup(gid: string, body: Record<string, unknown> = {}, account: Account = 'coach') {
  return invoke('createGroupShareLink', { token: await tokenFor(account), params: { gid }, body });
}

async function groupLinks(gid: string): Promise<ShareLink[]> {
  const response = await invoke('listGroupShareLinks', { token: await tokenFor('coach'), params: { gid } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.links as ShareLink[];
}

/** Two reports with plays in a group, a third report outside it, and a link to the group. */
async function sharedGroupOfTwo() {
  const first = await reportWithPlays('Game one');
  const second = await reportWithPlays('Game two');
  const outside = await reportWithPlays('Not in the group');
  const gid = await newGroup([first.report.id, second.report.id]);
  const created = await shareGroup(gid, { expires_in_days: 3 });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  return { gid, first, second, outside, token: created.body.token as string, link: created.body.link as ShareLink };
}

async function openGroup(token: string): Promise<SharedGroup> {
  const opened = await invoke('getSharedReport', { params: { token } });
  expect(opened.statusCode, JSON.stringify(opened.body)).toBe(200);
  return opened.body as unknown as SharedGroup;
}

describe('share links to a group of linked reports', () => {
  it("open the group's reports with their plays and media, nothing about the organisation or its people", async () => {
    const { gid, first, second, token, link } = await sharedGroupOfTwo();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ scope: 'group', groupId: gid, reportId: null, status: 'active', views: 0 });
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(3 * 24 * 3600 * 1000);

    const shared = await openGroup(token);

    expect(shared.kind).toBe('group');
    expect(shared.group).toEqual({ id: gid, name: 'Hillcrest, last games' });
    expect(shared.reports.map((report) => [report.id, report.title, report.cardsCount])).toEqual([
      [first.report.id, 'Game one', 2],
      [second.report.id, 'Game two', 2],
    ]);
    expect(shared.reports[1]!.cards.map((card) => card.id)).toEqual(second.cards);
    const [image] = shared.reports[1]!.cards[0]!.media;
    expect(image).toMatchObject({ mediaId: second.mediaId, path: `/shared/${token}/media/${second.mediaId}` });
    const redirect = await invoke('getSharedMedia', { params: { token, mid: second.mediaId } });
    expect(redirect.statusCode).toBe(302);
    expect(Buffer.from(await (await fetch(redirect.headers.location!)).arrayBuffer())).toEqual(second.png);
    const text = JSON.stringify(shared);
    for (const secret of [
      'organizationId',
      first.report.organizationId,
      'createdBy',
      link.createdByName,
      's3Key',
      'version',
      'reportIds',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect((await groupLinks(gid))[0]).toMatchObject({ shareId: link.shareId, views: 1 });
  });

  it('serve no medium of a report outside the group, and stop serving a report once it is taken out', async () => {
    const { gid, first, second, outside, token } = await sharedGroupOfTwo();

    expect((await invoke('getSharedMedia', { params: { token, mid: outside.mediaId } })).statusCode).toBe(404);

    const updated = await invoke('updateReportGroup', {
      token: await tokenFor('coach'),
      params: { gid },
      body: { report_ids: [second.report.id] },
    });
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);

    expect((await openGroup(token)).reports.map((report) => report.id)).toEqual([second.report.id]);
    expect((await invoke('getSharedMedia', { params: { token, mid: first.mediaId } })).statusCode).toBe(404);
    expect((await invoke('getSharedMedia', { params: { token, mid: second.mediaId } })).statusCode).toBe(302);
  });

  it('stop opening at once when revoked (410, in words), and stay listed as revoked', async () => {
    const { gid, second, token, link } = await sharedGroupOfTwo();

    const revoked = await invoke('revokeGroupShareLink', { token: await tokenFor('coach'), params: { gid, sid: link.shareId } });

    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.link).toMatchObject({ scope: 'group', status: 'revoked' });
    const opened = await invoke('getSharedReport', { params: { token } });
    expect(opened.statusCode).toBe(410);
    expect(opened.body.message).toBe(SHARE_LINK_MESSAGES.revoked);
    expect((await invoke('getSharedMedia', { params: { token, mid: second.mediaId } })).statusCode).toBe(410);
    expect((await groupLinks(gid)).map((l) => l.status)).toEqual(['revoked']);
    // Both are in the audit trail under the link's id, labelled with the group's name, the token nowhere.
    const trail = await auditStore.list({ target: link.shareId, from: link.createdAt, to: new Date().toISOString(), limit: 10 });
    expect(trail.items.map((event) => [event.kind, event.outcome, event.target, event.actor.name])).toEqual([
      ['share.revoke', 'success', { type: 'shareLink', id: link.shareId, label: 'Hillcrest, last games' }, 'Jordan Miller'],
      ['share.create', 'success', { type: 'shareLink', id: link.shareId, label: 'Hillcrest, last games' }, 'Jordan Miller'],
    ]);
    expect(trail.items[0]!.detail).toMatchObject({ scope: 'group', groupId: gid });
    expect(trail.items[0]!.sourceIp).toBe('127.0.0.1');
    expect(JSON.stringify(trail.items)).not.toContain(token);
  });

  it("keep a group's links apart from its reports' links", async () => {
    const { gid, first, link } = await sharedGroupOfTwo();
    const reportLink = await share(first.report.id);

    expect((await groupLinks(gid)).map((l) => l.shareId)).toEqual([link.shareId]);
    expect((await links(first.report.id)).map((l) => l.shareId)).toEqual([(reportLink.body.link as ShareLink).shareId]);
    // A report's link cannot be revoked through the group, nor the group's through a report.
    const coach = await tokenFor('coach');
    const crossed = await Promise.all([
      invoke('revokeGroupShareLink', { token: coach, params: { gid, sid: (reportLink.body.link as ShareLink).shareId } }),
      invoke('revokeShareLink', { token: coach, params: { id: first.report.id, sid: link.shareId } }),
    ]);
    expect(crossed.map((answer) => answer.statusCode)).toEqual([404, 404]);
  });

  it('stop opening when the group is deleted', async () => {
    const { gid, token } = await sharedGroupOfTwo();
    await invoke('deleteReportGroup', { token: await tokenFor('coach'), params: { gid } });

    const opened = await invoke('getSharedReport', { params: { token } });

    expect(opened.statusCode).toBe(404);
    expect(opened.body.message).toBe(SHARE_LINK_MESSAGES.notFound);
  });

  it.each([[0], [31], [2.5], ['soon']])('refuse an expiry of %j days in words, writing nothing', async (days) => {
    const gid = await newGroup([(await newReport('coach', 'Bad group expiry')).id]);

    const response = await shareGroup(gid, { expires_in_days: days });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toContain('expiresInDays must be a whole number of days from 1 to 30');
    expect(await groupLinks(gid)).toEqual([]);
  });

  it("cannot be made, listed or revoked for another organisation's group (404), but staff may share any", async () => {
    const rivalGid = await newGroup([(await newReport('rivalCoach', 'Rival grouped')).id], 'rivalCoach', 'Rival group');
    const rivalLink = await shareGroup(rivalGid, { expiresInDays: 1 }, 'rivalCoach');
    expect(rivalLink.statusCode).toBe(201);
    const coach = await tokenFor('coach');

    const answers = await Promise.all([
      shareGroup(rivalGid),
      invoke('listGroupShareLinks', { token: coach, params: { gid: rivalGid } }),
      invoke('revokeGroupShareLink', { token: coach, params: { gid: rivalGid, sid: (rivalLink.body.link as ShareLink).shareId } }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect((await shareGroup(rivalGid, {}, 'admin')).statusCode).toBe(201);
    expect((await openGroup(rivalLink.body.token as string)).group.name).toBe('Rival group');
  });
});
