import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_QUOTA_BYTES, type OrganizationStorage } from '@scout/shared/api';
import { newReport } from './support/film-upload';
import { stillImage } from './support/film';
import { invoke, tokenFor } from './support/invoke';

/** Adds an image to a new card of a new report, the way the browser does (signed PUT, then complete). */
async function reportWithImage(title: string) {
  const token = await tokenFor('coach');
  const report = await newReport('coach', title);
  const card = await invoke('createCard', { token, params: { id: report.id }, body: { title: 'Board' } });
  const png = await readFile(await stillImage(`storage-${title.replace(/\W/g, '-')}`, 'png'));
  const signed = await invoke('addCardMedia', {
    token,
    params: { id: report.id, cid: card.body.id as string },
    body: { file_name: 'board.png', media_type: 'image', file_size: png.length },
  });
  const put = await fetch(signed.body.uploadUrl as string, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png });
  expect(put.status).toBe(200);
  const done = await invoke('completeCardMedia', { token, params: { cid: card.body.id as string, mid: signed.body.mediaId as string } });
  expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
  return { reportId: report.id, cardId: card.body.id as string, mediaId: signed.body.mediaId as string, bytes: png.length };
}

async function storageOf(organizationId: string, account: 'coach' | 'admin' | 'rivalCoach' = 'coach') {
  return invoke('getOrganizationStorage', { token: await tokenFor(account), params: { id: organizationId } });
}

describe("an organisation's storage", () => {
  it('counts what is stored by report and by kind of medium, and gives it back when media or reports are deleted', async () => {
    const first = await reportWithImage('Storage one');
    const second = await reportWithImage('Storage two');
    const token = await tokenFor('coach');

    const storage = (await storageOf('org-eagles')).body as unknown as OrganizationStorage;
    expect(storage).toMatchObject({ organizationId: 'org-eagles', quotaBytes: DEFAULT_STORAGE_QUOTA_BYTES });
    for (const added of [first, second]) {
      expect(storage.byReport).toContainEqual({
        reportId: added.reportId,
        title: expect.stringContaining('Storage'),
        bytes: added.bytes,
        objects: 1,
      });
    }
    const images = storage.byKind.find((entry) => entry.kind === 'image');
    expect(images?.bytes).toBeGreaterThanOrEqual(first.bytes + second.bytes);
    // Other test files store media in this organisation at the same time: only this test's reports are exact.
    const quota = await invoke('getOrganizationQuota', { token, params: { id: 'org-eagles' } });
    expect(quota.body.usedBytes).toBeGreaterThanOrEqual(first.bytes + second.bytes);
    expect(quota.body.percentUsed).toBe(Math.round(((quota.body.usedBytes as number) / DEFAULT_STORAGE_QUOTA_BYTES) * 1000) / 10);

    const removed = await invoke('deleteCardMedia', { token, params: { cid: first.cardId, mid: first.mediaId } });
    expect(removed.statusCode, JSON.stringify(removed.body)).toBe(200);
    expect((await invoke('deleteReport', { token, params: { id: second.reportId } })).statusCode).toBe(200);

    const after = (await storageOf('org-eagles')).body as unknown as OrganizationStorage;
    expect(after.byReport.map((entry) => entry.reportId)).not.toContain(first.reportId);
    expect(after.byReport.map((entry) => entry.reportId)).not.toContain(second.reportId);
  });

  it("is another organisation's business: 404 for a coach, open to staff", async () => {
    expect((await storageOf('org-ridgeview')).statusCode).toBe(404);
    expect((await invoke('getOrganizationQuota', { token: await tokenFor('coach'), params: { id: 'org-ridgeview' } })).statusCode).toBe(
      404,
    );
    expect((await storageOf('org-eagles', 'admin')).statusCode).toBe(200);
    expect((await storageOf('org-ridgeview', 'rivalCoach')).statusCode).toBe(200);
  });
});
