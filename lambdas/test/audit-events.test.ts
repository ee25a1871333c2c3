import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, ShareLink } from '@scout/shared/domain';
import { createDynamoAuditEventStore } from '../src/adapters/dynamodb/audit-event-store.dynamodb';
import { newReport } from './support/film-upload';
import { invoke, tokenFor } from './support/invoke';
import { newUser } from './support/users';

const store = createDynamoAuditEventStore();
const DAY_MS = 24 * 3600 * 1000;

/** An event stored as the trail stores it, `daysAgo` days (and `minutes` minutes) before now. */
async function stored(overrides: Partial<AuditEvent> & { daysAgo: number; minutes?: number }): Promise<AuditEvent> {
  const { daysAgo, minutes = 0, ...rest } = overrides;
  const event: AuditEvent = {
    id: `audit-${randomUUID()}`,
    kind: 'user.update',
    at: new Date(Date.now() - daysAgo * DAY_MS - minutes * 60_000).toISOString(),
    outcome: 'success',
    actor: { userId: 'user-nobody', name: 'Nobody', role: 'staff' },
    target: null,
    sourceIp: '198.51.100.7',
    detail: {},
    ...rest,
  };
  await store.put(event);
  return event;
}

async function list(query: Record<string, string>, account: 'admin' | string = 'admin') {
  const token = account === 'admin' ? await tokenFor('admin') : account;
  return invoke('listAuditEvents', { token, query });
}

const ids = (body: Record<string, unknown>) => (body.items as AuditEvent[]).map((event) => event.id);
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

async function signIn(role: 'staff' | 'coach'): Promise<string> {
  const user = await newUser({ role, organizationId: role === 'staff' ? 'internal' : 'org-eagles' });
  const response = await invoke('login', { body: { username: user.username, password: user.password } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.token as string;
}

describe('the audit trail (GET /audit-events)', () => {
  it('keeps share links: who created and revoked which link, from where, named by its id and never its token', async () => {
    const report = await newReport('coach', 'Audited report');
    const coach = await tokenFor('coach');
    const created = await invoke('createShareLink', { token: coach, params: { id: report.id }, body: {}, sourceIp: '203.0.113.9' });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const link = created.body.link as ShareLink;
    const revoked = await invoke('revokeShareLink', {
      token: coach,
      params: { id: report.id, sid: link.shareId },
      sourceIp: '203.0.113.10',
    });
    expect(revoked.statusCode, JSON.stringify(revoked.body)).toBe(200);

    const response = await list({ target: link.shareId });

    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const events = response.body.items as AuditEvent[];
    expect(events.map((event) => [event.kind, event.sourceIp])).toEqual([
      ['share.revoke', '203.0.113.10'],
      ['share.create', '203.0.113.9'],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        outcome: 'success',
        actor: { name: 'Jordan Miller', role: 'coach' },
        target: { type: 'shareLink', id: link.shareId, label: 'Audited report' },
        detail: { scope: 'report', reportId: report.id },
      });
      expect(event.actor.userId).toBeTruthy();
    }
    expect(JSON.stringify(response.body)).not.toContain(created.body.token as string);
    // The coach's own trail holds them too, and the kind filter finds each.
    const byActor = await list({ actor: events[0]!.actor.userId!, kind: 'share.create', from: day(1) });
    expect(ids(byActor.body)).toContain(events[1]!.id);
    expect(ids(byActor.body)).not.toContain(events[0]!.id);
  });

  it('pages newest first across months with an opaque key, inside the date range', async () => {
    // Five events of an actor of this test, 200 to 260 days ago (three months at least), and one outside the range.
    const actor = { userId: `user-${randomUUID()}`, name: 'Pat Paged', role: 'staff' };
    const events = [];
    for (const daysAgo of [200, 215, 230, 245, 260]) events.push(await stored({ daysAgo, actor }));
    await stored({ daysAgo: 300, actor });
    const expected = events.map((event) => event.id); // newest first

    const seen: string[] = [];
    let lastKey: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = {
        actor: actor.userId,
        from: day(270),
        to: day(190),
        limit: '2',
        ...(lastKey ? { lastKey } : {}),
      };
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      seen.push(...ids(response.body));
      lastKey = response.body.nextKey as string | null;
      pages += 1;
    } while (lastKey && pages < 10);

    expect(seen).toEqual(expected);
    expect(pages).toBe(3);
  });

  it('reads the whole trail of a date range month by month, and filters it by kind and target', async () => {
    // A window 100 days ago that no other test writes to.
    const target = { type: 'user' as const, id: `user-${randomUUID()}`, label: 'pat@example.com' };
    const reset = await stored({ daysAgo: 100, minutes: 1, kind: 'user.reset', target });
    const role = await stored({ daysAgo: 100, minutes: 2, kind: 'user.role', target });
    const other = await stored({ daysAgo: 100, minutes: 3, kind: 'user.role' });
    const window = { from: new Date(Date.parse(other.at) - 1000).toISOString(), to: new Date(Date.parse(reset.at) + 1000).toISOString() };

    expect(ids((await list(window)).body)).toEqual([reset.id, role.id, other.id]);
    expect(ids((await list({ ...window, kind: 'user.role' })).body)).toEqual([role.id, other.id]);
    expect(ids((await list({ ...window, target: target.id })).body)).toEqual([reset.id, role.id]);
    expect(ids((await list({ ...window, target: target.id, kind: 'user.role' })).body)).toEqual([role.id]);
    // An anonymous sign-in attempt is kept and listed like any other.
    const anonymous = await stored({
      daysAgo: 100,
      minutes: 2.5,
      kind: 'auth.login.failure',
      actor: { userId: null, name: null, role: null },
    });
    const all = await list(window);
    expect(ids(all.body)).toEqual([reset.id, role.id, anonymous.id, other.id]);
    expect(all.body.nextKey).toBeNull();
  });

  it('is for administrators only: staff and coaches get 403', async () => {
    for (const token of [await signIn('staff'), await signIn('coach')]) {
      const response = await list({}, token);
      expect(response.statusCode, JSON.stringify(response.body)).toBe(403);
      expect(response.body.message).toBe('You do not have permission to do this');
    }
    expect((await invoke('listAuditEvents', {})).statusCode).toBe(401);
  });

  it.each([
    [{ kind: 'user.delete' }, 'kind must be one of'],
    [{ from: 'last tuesday' }, 'from must be a date (YYYY-MM-DD) or an ISO time'],
    [{ from: '2025-03-02', to: '2025-03-01' }, 'from must be on or before to'],
    [{ lastKey: 'bm90IGEga2V5' }, 'lastKey is not a key this list gave'],
    [{ limit: '0' }, 'limit'],
  ])('refuses %j with 400 in words', async (query, message) => {
    const response = await list(query as Record<string, string>);

    expect(response.statusCode, JSON.stringify(response.body)).toBe(400);
    expect(String(response.body.message)).toContain(message);
  });
});
