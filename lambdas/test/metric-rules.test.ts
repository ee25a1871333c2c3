import { describe, expect, it } from 'vitest';
import type { OrganizationMetricRules } from '@scout/shared/api';
import { DEFAULT_TENDENCY_RULES } from '@scout/shared/domain/tendencies';
import { METRIC_RULES_CHANGED } from '../src/metric-rules/metric-rules';
import { invoke, tokenFor } from './support/invoke';

/** The Ridgeview organisation's definitions are this file's to change; the Eagles' stay Scout's defaults. */
const RIDGEVIEW = 'org-ridgeview';
const EAGLES = 'org-eagles';
const NFL = { successShare: [0.4, 0.6, 1, 1], explosiveRun: 12, explosivePass: 18 };

async function read(account: 'admin' | 'coach' | 'rivalCoach', organizationId: string) {
  return invoke('getOrganizationMetricRules', { token: await tokenFor(account), params: { id: organizationId } });
}

async function currentVersion(organizationId: string): Promise<number> {
  return (await read('admin', organizationId)).body.version as number;
}

async function save(organizationId: string, body: Record<string, unknown>, account: 'admin' | 'coach' | 'rivalCoach' = 'admin') {
  return invoke('updateOrganizationMetricRules', { token: await tokenFor(account), params: { id: organizationId }, body });
}

describe("an organisation's metric definitions", () => {
  it("are Scout's defaults (50/70/100, run 10+, pass 20+) while the organisation has set none", async () => {
    const own = await invoke('getOwnMetricRules', { token: await tokenFor('coach') });
    const byId = await read('coach', EAGLES);

    expect(own.statusCode).toBe(200);
    expect(own.body).toEqual({
      organizationId: EAGLES,
      rules: { successShare: [0.5, 0.7, 1, 1], explosiveRun: 10, explosivePass: 20, thinBelow: 5 },
      custom: false,
      version: 0,
      updatedAt: null,
      updatedBy: null,
      updatedByName: null,
    } satisfies OrganizationMetricRules);
    expect(own.body.rules).toEqual(DEFAULT_TENDENCY_RULES);
    expect(byId.body).toEqual(own.body);
  });

  it("are set by an administrator for one organisation, and read by that organisation's coach alone", async () => {
    const version = await currentVersion(RIDGEVIEW);

    const saved = await save(RIDGEVIEW, { ...NFL, version });

    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      organizationId: RIDGEVIEW,
      rules: { ...NFL, thinBelow: 5 },
      custom: true,
      version: version + 1,
      updatedBy: 'user-admin',
      updatedByName: 'Alex Morgan',
    });
    const rivalOwn = await invoke('getOwnMetricRules', { token: await tokenFor('rivalCoach') });
    expect(rivalOwn.body).toEqual(saved.body);
    expect((await read('rivalCoach', RIDGEVIEW)).body).toEqual(saved.body);
    expect((await read('admin', RIDGEVIEW)).body).toEqual(saved.body);
    // Another organisation keeps its own (the defaults).
    expect((await read('coach', EAGLES)).body).toMatchObject({ custom: false, rules: DEFAULT_TENDENCY_RULES });
  });

  it('are not changed by a coach, even their own organisation’s (403)', async () => {
    const before = await read('rivalCoach', RIDGEVIEW);

    const refused = await save(
      RIDGEVIEW,
      { successShare: [0.3, 0.3, 0.3, 0.3], explosiveRun: 5, explosivePass: 10, version: 1 },
      'rivalCoach',
    );

    expect(refused.statusCode).toBe(403);
    expect((await read('rivalCoach', RIDGEVIEW)).body).toEqual(before.body);
  });

  it("answer 404 for another organisation's id to a coach, and for an organisation that does not exist to staff", async () => {
    const rival = await read('coach', RIDGEVIEW);
    const unknown = await read('admin', 'org-nobody');
    const unknownSave = await save('org-nobody', { ...NFL, version: 0 });

    expect(rival.statusCode).toBe(404);
    expect(rival.body.message).toBe('Organization not found');
    expect(rival.body).not.toHaveProperty('rules');
    expect(unknown.statusCode).toBe(404);
    expect(unknownSave.statusCode).toBe(404);
  });

  it('refuse a save over a version someone else saved in between (409), keeping theirs', async () => {
    const version = await currentVersion(RIDGEVIEW);
    const theirs = await save(RIDGEVIEW, { ...NFL, explosiveRun: 15, version });
    expect(theirs.statusCode).toBe(200);

    const stale = await save(RIDGEVIEW, { ...NFL, successShare: [0.5, 0.7, 1, 1], version });

    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(METRIC_RULES_CHANGED);
    expect((await read('admin', RIDGEVIEW)).body).toMatchObject({ version: version + 1, rules: { ...NFL, explosiveRun: 15 } });
  });

  it.each([
    [{ ...NFL, successShare: [0.05, 0.6, 1, 1] }, 'Success on 1st down must be from 10% to 100% of the distance'],
    [
      { ...NFL, successShare: [0.4, 0.6, 1] },
      'successShare must list four shares of the distance, 1st to 4th down (e.g. [0.5, 0.7, 1, 1])',
    ],
    [{ ...NFL, explosiveRun: 45 }, 'An explosive run must be a whole number of yards from 5 to 40'],
    [{ ...NFL, explosivePass: 'twenty' }, 'An explosive pass must be a whole number of yards from 10 to 60'],
    [{ ...NFL, version: undefined }, 'version must be the version of the definitions read (0 when the organisation has none stored)'],
  ])('refuse bad input %j with 400 and the problem in words', async (body, message) => {
    const before = await read('admin', RIDGEVIEW);

    const refused = await save(RIDGEVIEW, { version: before.body.version, ...body });

    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain(message);
    expect((await read('admin', RIDGEVIEW)).body).toEqual(before.body);
  });

  it("go with a share link: its public answer carries the owning organisation's definitions", async () => {
    const rivalLink = await invoke('createShareLink', {
      token: await tokenFor('rivalCoach'),
      params: { id: 'rpt-ridgeview-summit' },
      body: {},
    });
    const eaglesReport = await invoke('createReport', { token: await tokenFor('coach'), body: { title: 'Metric rules: shared' } });
    const eaglesLink = await invoke('createShareLink', {
      token: await tokenFor('coach'),
      params: { id: eaglesReport.body.id as string },
      body: {},
    });

    const rival = await invoke('getSharedReport', { params: { token: rivalLink.body.token as string } });
    const eagles = await invoke('getSharedReport', { params: { token: eaglesLink.body.token as string } });

    expect(rival.statusCode).toBe(200);
    expect(rival.body.rules).toEqual((await read('rivalCoach', RIDGEVIEW)).body.rules);
    expect(rival.body.rules).toMatchObject({ successShare: [0.4, 0.6, 1, 1] });
    expect(eagles.body.rules).toEqual(DEFAULT_TENDENCY_RULES);
  });
});
