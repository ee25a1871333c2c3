import { afterAll, describe, expect, it } from 'vitest';
import { REPORT_GROUP_MAX_REPORTS } from '@scout/shared/api';
import { invoke, tokenFor } from './support/invoke';

type Account = 'coach' | 'admin' | 'rivalCoach';
type Body = Record<string, unknown>;

/** What this file made, deleted after it (other files read the newest reports of a table they share). */
const made = { reports: new Set<string>(), groups: new Set<string>() };

afterAll(async () => {
  const token = await tokenFor('admin');
  for (const gid of made.groups) await invoke('deleteReportGroup', { token, params: { gid } });
  for (const id of made.reports) await invoke('deleteReport', { token, params: { id } });
});

async function createReport(account: Account, opponent = 'Hillcrest Hawks', extra: Body = {}): Promise<string> {
  const response = await invoke('createReport', {
    token: await tokenFor(account),
    body: { title: `${opponent} Defense`, opponent_name: opponent, opponent_abbreviation: 'HIL', ...extra },
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  made.reports.add(response.body.id as string);
  return response.body.id as string;
}

async function call(
  account: Account,
  routeId: Parameters<typeof invoke>[0],
  options: { params?: Body; body?: unknown; query?: Body } = {},
) {
  const response = await invoke(routeId, { token: await tokenFor(account), ...options } as Parameters<typeof invoke>[1]);
  if (routeId === 'createReportGroup' && response.statusCode === 201) made.groups.add(response.body.id as string);
  return response;
}

async function listGroupIds(account: Account, query: Body = {}): Promise<string[]> {
  const response = await call(account, 'listReportGroups', { query });
  expect(response.statusCode).toBe(200);
  return (response.body.groups as Body[]).map((g) => g.id as string);
}

describe('groups of linked reports', () => {
  it('groups three of the coach’s reports and answers them with their snaps and date range', async () => {
    const ids = [await createReport('coach'), await createReport('coach'), await createReport('coach')];

    const created = await call('coach', 'createReportGroup', { body: { name: '  Hillcrest, last three  ', report_ids: ids } });

    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Hillcrest, last three', organizationId: 'org-eagles', totalSnaps: 0, version: 1 });
    expect((created.body.reports as Body[]).map((r) => r.id)).toEqual(ids);
    expect(created.body.firstDate).not.toBeNull();
    expect(created.body.firstDate! <= created.body.lastDate!).toBe(true);
    const gid = created.body.id as string;
    expect(await listGroupIds('coach')).toContain(gid);
    const read = await call('coach', 'getReportGroup', { params: { gid } });
    expect(read.body).toEqual(created.body);
  });

  it('counts the snaps of seeded reports (the demo group of three games)', async () => {
    const read = await call('coach', 'getReportGroup', { params: { gid: 'grp-eagles-last-three' } });

    expect(read.statusCode).toBe(200);
    const reports = read.body.reports as { cardsCount: number }[];
    expect(reports).toHaveLength(3);
    expect(read.body.totalSnaps).toBe(reports.reduce((sum, r) => sum + r.cardsCount, 0));
    expect(read.body.totalSnaps).toBe(64 + 71 + 68);
  });

  it('renames a group, sets its reports, and frees the removed report for another group', async () => {
    const [a, b, c] = [await createReport('coach'), await createReport('coach'), await createReport('coach')];
    const gid = (await call('coach', 'createReportGroup', { body: { name: 'First', reportIds: [a, b] } })).body.id as string;

    const updated = await call('coach', 'updateReportGroup', { params: { gid }, body: { name: 'Renamed', reportIds: [b, c] } });

    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', version: 2 });
    expect((updated.body.reports as Body[]).map((r) => r.id)).toEqual([b, c]);
    const other = await call('coach', 'createReportGroup', { body: { name: 'Other', reportIds: [a] } });
    expect(other.statusCode, JSON.stringify(other.body)).toBe(201);
  });

  it('refuses a report that is already in another group, writing nothing', async () => {
    const [a, b] = [await createReport('coach'), await createReport('coach')];
    const first = await call('coach', 'createReportGroup', { body: { name: 'Holds a', reportIds: [a] } });
    const before = await listGroupIds('coach');

    const second = await call('coach', 'createReportGroup', { body: { name: 'Wants a', reportIds: [b, a] } });

    expect(second.statusCode).toBe(409);
    expect(second.body.message).toMatch(/already in another group/);
    expect(await listGroupIds('coach')).toEqual(before);
    // b was not linked by the refused write: it can join a group.
    const added = await call('coach', 'updateReportGroup', { params: { gid: first.body.id }, body: { reportIds: [a, b] } });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
  });

  it('deletes a group and leaves its reports, which can be grouped again', async () => {
    const a = await createReport('coach');
    const gid = (await call('coach', 'createReportGroup', { body: { name: 'Doomed', reportIds: [a] } })).body.id as string;

    const deleted = await call('coach', 'deleteReportGroup', { params: { gid } });

    expect(deleted.body).toEqual({ id: gid, deleted: true });
    expect((await call('coach', 'getReportGroup', { params: { gid } })).statusCode).toBe(404);
    expect((await call('coach', 'getReport', { params: { id: a } })).statusCode).toBe(200);
    expect((await call('coach', 'createReportGroup', { body: { name: 'Again', reportIds: [a] } })).statusCode).toBe(201);
  });

  it('takes a deleted report out of its group', async () => {
    const [a, b] = [await createReport('coach'), await createReport('coach')];
    const gid = (await call('coach', 'createReportGroup', { body: { name: 'Loses one', reportIds: [a, b] } })).body.id as string;

    expect((await call('coach', 'deleteReport', { params: { id: a } })).statusCode).toBe(200);

    const read = await call('coach', 'getReportGroup', { params: { gid } });
    expect((read.body.reports as Body[]).map((r) => r.id)).toEqual([b]);
    // The group's stored list no longer names it: setting the same list back needs no deleted report.
    expect((await call('coach', 'updateReportGroup', { params: { gid }, body: { name: 'Still here' } })).statusCode).toBe(200);
  });
});

describe('groups and organisations', () => {
  it("answers 404 for another organisation's report and writes nothing", async () => {
    const own = await createReport('coach');
    const before = await listGroupIds('coach');

    const response = await call('coach', 'createReportGroup', { body: { name: 'Spying', reportIds: [own, 'rpt-ridgeview-summit'] } });

    expect(response.statusCode).toBe(404);
    expect(response.body.message).toBe('Report rpt-ridgeview-summit not found');
    expect(await listGroupIds('coach')).toEqual(before);
    expect((await call('coach', 'createReportGroup', { body: { name: 'Own', reportIds: [own] } })).statusCode).toBe(201);
  });

  it("cannot add another organisation's report to its own group", async () => {
    const own = await createReport('coach');
    const gid = (await call('coach', 'createReportGroup', { body: { name: 'Mine', reportIds: [own] } })).body.id as string;

    const response = await call('coach', 'updateReportGroup', { params: { gid }, body: { reportIds: [own, 'rpt-ridgeview-canyon'] } });

    expect(response.statusCode).toBe(404);
    const read = await call('coach', 'getReportGroup', { params: { gid } });
    expect((read.body.reports as Body[]).map((r) => r.id)).toEqual([own]);
  });

  it("hides another organisation's groups: not listed, 404 to read, rename or delete", async () => {
    expect(await listGroupIds('coach')).not.toContain('grp-ridgeview-season');
    expect(await listGroupIds('coach', { organizationId: 'org-ridgeview' })).not.toContain('grp-ridgeview-season');
    for (const routeId of ['getReportGroup', 'updateReportGroup', 'deleteReportGroup'] as const) {
      const response = await call('coach', routeId, { params: { gid: 'grp-ridgeview-season' }, body: { name: 'Taken over' } });
      expect(response.statusCode, routeId).toBe(404);
    }
    expect((await call('rivalCoach', 'getReportGroup', { params: { gid: 'grp-ridgeview-season' } })).body.name).toBe('Ridgeview season');
  });

  it("lets staff group any organisation's reports, one organisation per group", async () => {
    const eagles = await createReport('coach');
    const ridgeview = await createReport('rivalCoach');

    const mixed = await call('admin', 'createReportGroup', { body: { name: 'Mixed', reportIds: [eagles, ridgeview] } });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.body.message).toMatch(/one organisation/);

    const staffGroup = await call('admin', 'createReportGroup', { body: { name: 'Staff made', reportIds: [ridgeview] } });
    expect(staffGroup.statusCode).toBe(201);
    expect(staffGroup.body.organizationId).toBe('org-ridgeview');
    const gid = staffGroup.body.id as string;
    const mixing = await call('admin', 'updateReportGroup', { params: { gid }, body: { reportIds: [ridgeview, eagles] } });
    expect(mixing.statusCode).toBe(400);
    expect(await listGroupIds('admin')).toEqual(expect.arrayContaining([gid, 'grp-eagles-last-three']));
    const ridgeviewOnly = await listGroupIds('admin', { organizationId: 'org-ridgeview' });
    expect(ridgeviewOnly).toContain(gid);
    expect(ridgeviewOnly).not.toContain('grp-eagles-last-three');
    expect(await listGroupIds('rivalCoach')).toContain(gid);
  });
});

describe('bad input', () => {
  const cases: [string, unknown, RegExp][] = [
    ['no name', { reportIds: ['x'] }, /name is required/],
    ['a blank name', { name: '   ', reportIds: ['x'] }, /Give the group a name/],
    ['no reports', { name: 'Empty', reportIds: [] }, /at least one report/],
    ['reportIds not a list', { name: 'Odd', reportIds: 'rpt-1' }, /list of report ids/],
    ['a report twice', { name: 'Twice', reportIds: ['a', 'a'] }, /listed twice/],
    ['too many reports', { name: 'Big', reportIds: Array.from({ length: REPORT_GROUP_MAX_REPORTS + 1 }, (_, i) => `r${i}`) }, /at most 12/],
    ['a name too long', { name: 'x'.repeat(101), reportIds: ['x'] }, /at most 100 characters/],
  ];

  it.each(cases)('answers 400 in words for %s and writes nothing', async (_what, body, message) => {
    const before = await listGroupIds('coach');

    const response = await call('coach', 'createReportGroup', { body });

    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(message);
    expect(await listGroupIds('coach')).toEqual(before);
  });

  it('answers 400 for an update that changes nothing', async () => {
    const response = await call('coach', 'updateReportGroup', { params: { gid: 'grp-eagles-last-three' }, body: {} });

    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/new name or the list of reports/);
  });
});
