import { describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { EMBEDDED_CREDENTIALS } from '../src/local';
import { invoke, tokenFor } from './support/invoke';

type Body = Record<string, unknown>;

async function createReport(account: 'coach' | 'admin' | 'rivalCoach', body: Body = {}) {
  const response = await invoke('createReport', {
    token: await tokenFor(account),
    body: { title: 'Hillcrest Hawks Defense', opponent_name: 'Hillcrest Hawks', opponent_abbreviation: 'hil', ...body },
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

function s3(): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint: process.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: EMBEDDED_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

describe('POST /reports', () => {
  it("creates a report in the coach's organisation, whatever organization_id says", async () => {
    const report = await createReport('coach', { organization_id: 'org-ridgeview', package_type: 'express' });

    expect(report).toMatchObject({
      organizationId: 'org-eagles',
      status: 'created',
      opponentAbbreviation: 'HIL',
      packageType: 'express',
      paymentStatus: 'pending',
      deliveryTimeHours: 12,
      createdBy: 'user-coach',
      version: 1,
      cardsCount: 0,
    });
    const read = await invoke('getReport', { token: await tokenFor('coach'), params: { id: report.id as string } });
    expect(read.statusCode).toBe(200);
  });

  it('lets staff create a report for a customer organisation', async () => {
    const report = await createReport('admin', { organization_id: 'org-ridgeview' });

    expect(report.organizationId).toBe('org-ridgeview');
  });

  it('refuses an abbreviation over 5 characters and a missing title, writing nothing', async () => {
    const token = await tokenFor('coach');
    const before = (await invoke('listReports', { token })).body.total;

    const long = await invoke('createReport', { token, body: { title: 'X', opponent_abbreviation: 'TIGERS' } });
    const untitled = await invoke('createReport', { token, body: { opponent_name: 'No title' } });

    expect(long.statusCode).toBe(400);
    expect(long.body.message).toContain('Opponent abbreviation is at most 5 characters');
    expect(untitled.statusCode).toBe(400);
    expect((await invoke('listReports', { token })).body.total).toBe(before);
  });
});

describe('PUT /reports/{id}', () => {
  it('saves a coach edit and bumps the version', async () => {
    const report = await createReport('coach');
    const token = await tokenFor('coach');

    const response = await invoke('updateReport', {
      token,
      params: { id: report.id as string },
      body: { title: 'Hawks Week 9', opponent_abbreviation: 'hwk', location: 'away', version: 1 },
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ title: 'Hawks Week 9', opponentAbbreviation: 'HWK', location: 'away', version: 2 });
  });

  it('answers the second of two writers with 409 and keeps the first write', async () => {
    const report = await createReport('coach');
    const token = await tokenFor('coach');
    const id = report.id as string;

    const first = await invoke('updateReport', { token, params: { id }, body: { title: 'First writer', version: 1 } });
    const second = await invoke('updateReport', { token, params: { id }, body: { title: 'Second writer', version: 1 } });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe('This report was changed by someone else. Reload it to see their changes, then try again.');
    expect((await invoke('getReport', { token, params: { id } })).body.title).toBe('First writer');
  });

  it('refuses package, payment, status and timer changes from a coach', async () => {
    const report = await createReport('coach');
    const token = await tokenFor('coach');

    const response = await invoke('updateReport', { token, params: { id: report.id as string }, body: { payment_status: 'completed' } });

    expect(response.statusCode).toBe(403);
    expect((await invoke('getReport', { token, params: { id: report.id as string } })).body.paymentStatus).toBe('pending');
  });

  it('applies the state rules to the staff payload: paid, timer, free', async () => {
    const report = await createReport('coach', { package_type: 'full' });
    const admin = await tokenFor('admin');
    const id = report.id as string;

    const paid = await invoke('updateReport', { token: admin, params: { id }, body: { payment_status: 'completed' } });
    expect(paid.body).toMatchObject({ status: 'paid', paymentStatus: 'completed' });
    expect(paid.body.paidAt).toEqual(expect.any(String));

    const start = '2026-11-21T10:00:00.000Z';
    const started = await invoke('updateReport', { token: admin, params: { id }, body: { timer_started_at: start } });
    expect(started.body).toMatchObject({
      status: 'in_progress',
      timerStartedAt: start,
      timerExpiresAt: '2026-11-22T10:00:00.000Z',
      deliveryTimeHours: 24,
    });

    const free = await invoke('updateReport', { token: admin, params: { id }, body: { package_type: 'free' } });
    expect(free.body).toMatchObject({ packageType: 'free', deliveryTimeHours: 0, timerStartedAt: null, timerExpiresAt: null });
  });

  it('does not start a timer on an unpaid report', async () => {
    const report = await createReport('coach', { package_type: 'assist' });

    const response = await invoke('updateReport', {
      token: await tokenFor('admin'),
      params: { id: report.id as string },
      body: { timer_started_at: '2026-11-21T10:00:00.000Z' },
    });

    expect(response.body).toMatchObject({ timerStartedAt: null, timerExpiresAt: null, status: 'created' });
  });
});

describe('DELETE /reports/{id}', () => {
  it('deletes the report with its cards, assignments and media, and nothing of any other report', async () => {
    const token = await tokenFor('coach');
    const report = await createReport('coach');
    const other = await createReport('coach');
    const id = report.id as string;
    const card = (await invoke('createCard', { token, params: { id }, body: { title: 'Opening drive' } })).body;
    await invoke('assignStaff', { token: await tokenFor('admin'), params: { id }, body: { user_id: 'user-admin' } });
    const mediaKey = `organizations/org-eagles/reports/${id}/cards/${card.id as string}/clip.mp4`;
    const otherKey = `organizations/org-eagles/reports/${other.id as string}/cards/x/clip.mp4`;
    for (const key of [mediaKey, otherKey]) {
      await s3().send(new PutObjectCommand({ Bucket: process.env.MEDIA_BUCKET, Key: key, Body: 'video' }));
    }

    const response = await invoke('deleteReport', { token, params: { id } });

    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ id, deleted: true });
    expect((await invoke('getReport', { token, params: { id } })).statusCode).toBe(404);
    expect((await invoke('listCardActivity', { token, params: { cid: card.id as string } })).statusCode).toBe(404);
    await expect(s3().send(new GetObjectCommand({ Bucket: process.env.MEDIA_BUCKET, Key: mediaKey }))).rejects.toThrow();
    const kept = await s3().send(new GetObjectCommand({ Bucket: process.env.MEDIA_BUCKET, Key: otherKey }));
    expect(await kept.Body?.transformToString()).toBe('video');
    expect((await invoke('getReport', { token, params: { id: other.id as string } })).statusCode).toBe(200);
  });
});

describe('views, assignments and staff', () => {
  it('counts views', async () => {
    const report = await createReport('coach');
    const token = await tokenFor('coach');
    const id = report.id as string;

    await invoke('recordReportView', { token, params: { id } });
    const second = await invoke('recordReportView', { token, params: { id } });

    expect(second.statusCode).toBe(200);
    expect(second.body.viewCount).toBe(2);
  });

  it('lets staff assign internal staff only, and the coach see who is assigned', async () => {
    const report = await createReport('coach');
    const id = report.id as string;
    const admin = await tokenFor('admin');

    const assigned = await invoke('assignStaff', { token: admin, params: { id }, body: { user_id: 'user-admin' } });
    const coachAssigned = await invoke('assignStaff', { token: admin, params: { id }, body: { user_id: 'user-coach' } });
    const byCoach = await invoke('assignStaff', { token: await tokenFor('coach'), params: { id }, body: { user_id: 'user-admin' } });
    const listed = await invoke('listAssignments', { token: await tokenFor('coach'), params: { id } });

    expect(assigned.statusCode).toBe(201);
    expect(coachAssigned.statusCode).toBe(400);
    expect(coachAssigned.body.message).toBe('Only internal staff can be assigned to a report');
    expect(byCoach.statusCode).toBe(403);
    expect(listed.body.assignments).toEqual([
      expect.objectContaining({ userId: 'user-admin', name: 'Alex Morgan', assignedBy: 'user-admin' }),
    ]);
  });

  it("lists each report's assigned staff with it and filters the unassigned, on the server", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const assignedReport = await createReport('coach');
    const unassignedReport = await createReport('coach');
    const admin = await tokenFor('admin');
    const id = assignedReport.id as string;
    await invoke('assignStaff', { token: admin, params: { id }, body: { user_id: 'user-admin' } });
    await invoke('assignStaff', { token: admin, params: { id }, body: { user_id: 'user-admin' } });

    const query = { isInternalUser: 'true', organization_id: 'org-eagles', createdFrom: since, limit: '100' };
    const everything = await invoke('listReports', { token: admin, query });
    const unassigned = await invoke('listReports', { token: admin, query: { ...query, unassigned: 'true' } });

    type Listed = { id: string; assignedStaffIds?: string[] };
    const listed = everything.body.reports as Listed[];
    expect(listed.find((r) => r.id === id)?.assignedStaffIds).toEqual(['user-admin']);
    expect(listed.find((r) => r.id === unassignedReport.id)?.assignedStaffIds ?? []).toEqual([]);
    const open = unassigned.body.reports as Listed[];
    expect(open.map((r) => r.id)).toContain(unassignedReport.id);
    expect(open.map((r) => r.id)).not.toContain(id);
    expect(open.every((r) => (r.assignedStaffIds ?? []).length === 0)).toBe(true);
    expect(unassigned.body.total).toBe(open.length);
  });

  it('lists internal staff to staff only', async () => {
    const staff = await invoke('listInternalUsers', { token: await tokenFor('admin'), query: { limit: '100' } });
    const coach = await invoke('listInternalUsers', { token: await tokenFor('coach') });

    // Other files add staff of their own while this runs: the seeded administrator is there, and only staff.
    const users = staff.body.users as { id: string; role: string }[];
    expect(users.map((u) => u.id)).toContain('user-admin');
    expect(users.every((u) => u.role === 'staff' || u.role === 'admin')).toBe(true);
    expect(coach.statusCode).toBe(403);
  });
});

describe('GET /reports filters', () => {
  it('filters by status and creation time on the server, tiles still counting everything', async () => {
    const token = await tokenFor('rivalCoach');
    const all = await invoke('listReports', { token, query: { limit: '100' } });
    const created = await invoke('listReports', { token, query: { status: 'created', limit: '100' } });
    const future = await invoke('listReports', { token, query: { createdFrom: '2999-01-01T00:00:00.000Z' } });
    const past = await invoke('listReports', { token, query: { createdTo: '2000-01-01T00:00:00Z' } });
    const bad = await invoke('listReports', { token, query: { status: 'archived' } });

    const statuses = (created.body.reports as { status: string }[]).map((r) => r.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['created']));
    expect(created.body.summary).toEqual(all.body.summary);
    expect(future.body.total).toBe(0);
    expect(past.body.total).toBe(0);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /reports paging', () => {
  it('pages 25 by default and counts every page in the summary', async () => {
    const admin = await tokenFor('admin');
    const all = await invoke('listReports', { token: admin, query: { organization_id: 'org-eagles' } });
    const page2 = await invoke('listReports', { token: admin, query: { organization_id: 'org-eagles', limit: '3', page: '2' } });

    expect(all.body.limit).toBe(25);
    expect(page2.body).toMatchObject({ page: 2, limit: 3, total: all.body.total });
    expect(page2.body.reports).toEqual((all.body.reports as unknown[]).slice(3, 6));
    expect(page2.body.summary).toEqual(all.body.summary);
  });
});
