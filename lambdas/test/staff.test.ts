import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_GATE_HEADER, ACCESS_GATE_REQUIRED, INVALID_ACCESS_CODE, type RouteId } from '@scout/shared/api';
import { DEFAULT_PACKAGE_OFFERS } from '@scout/shared/domain';
import { invoke, tokenFor } from './support/invoke';
import { newUser } from './support/users';

type Body = Record<string, unknown>;
type Account = 'coach' | 'admin' | 'rivalCoach';

/** The gate's token from the last right code: sent with every call, as the web app does once its gate opens. */
let gateToken: string | null = null;

async function call(
  account: Account | null,
  routeId: RouteId,
  options: { params?: Body; body?: unknown; query?: Body; sourceIp?: string; headers?: Record<string, string> } = {},
) {
  const token = account ? await tokenFor(account) : undefined;
  const headers = { ...(gateToken ? { [ACCESS_GATE_HEADER]: gateToken } : {}), ...options.headers };
  const answer = await invoke(routeId, { ...(token ? { token } : {}), ...options, headers } as Parameters<typeof invoke>[1]);
  if (routeId === 'verifyAccessCode' && typeof answer.body.token === 'string') gateToken = answer.body.token;
  // Whoever sets a code passes the gate with it next, as their browser would, so their next calls go through.
  const code = (options.body as { code?: unknown } | undefined)?.code;
  if (routeId === 'setAccessCode' && answer.statusCode === 200 && typeof code === 'string') {
    await call(null, 'verifyAccessCode', { body: { code }, sourceIp: '192.0.2.250' });
  }
  return answer;
}

/** Every route of the staff function, with a valid request, for the refusal sweeps. */
const STAFF_ONLY: [RouteId, { params?: Body; body?: unknown }][] = [
  ['listDevelopmentTasks', {}],
  ['getDevelopmentTask', { params: { taskId: 'task-any' } }],
  ['createDevelopmentTask', { body: { title: 'Injected' } }],
  ['updateDevelopmentTask', { params: { taskId: 'task-any' }, body: { status: 'done' } }],
  ['deleteDevelopmentTask', { params: { taskId: 'task-any' } }],
  ['getAccessCodeSetting', {}],
  ['setAccessCode', { body: { code: 'coach-was-here' } }],
  ['clearAccessCode', {}],
];

describe('staff routes refuse everyone but internal staff', () => {
  it.each(STAFF_ONLY)('%s answers 401 without a token and 403 to a coach', async (routeId, options) => {
    expect((await call(null, routeId, options)).statusCode).toBe(401);
    expect((await call('coach', routeId, options)).statusCode).toBe(403);
  });

  it('leaves nothing written by refused calls', async () => {
    const tasksBefore = await call('admin', 'listDevelopmentTasks');
    const codeBefore = await call('admin', 'getAccessCodeSetting');

    await call('coach', 'createDevelopmentTask', { body: { title: 'Coach task' } });
    await call('rivalCoach', 'setAccessCode', { body: { code: 'rival-was-here' } });
    await call(null, 'clearAccessCode');

    expect((await call('admin', 'listDevelopmentTasks')).body).toEqual(tasksBefore.body);
    expect((await call('admin', 'getAccessCodeSetting')).body).toEqual(codeBefore.body);
  });
});

describe('development tasks', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const taskId of made) await call('admin', 'deleteDevelopmentTask', { params: { taskId } });
  });

  async function create(body: Body, organizationId?: string): Promise<Body> {
    const response = await call('admin', 'createDevelopmentTask', {
      body: { ...body, ...(organizationId ? { organization_id: organizationId } : {}) },
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    made.push(response.body.id as string);
    return response.body;
  }

  it('creates a task in the internal organisation, reads, lists, moves and deletes it', async () => {
    const task = await create({
      title: '  Re-cut the Eagles film  ',
      description: 'Angles from the end zone',
      assignee_id: 'user-admin',
      report_id: 'rpt-eagles-central',
      due_date: '2026-12-01',
    });

    expect(task).toMatchObject({
      organizationId: 'internal',
      title: 'Re-cut the Eagles film',
      status: 'todo',
      assigneeId: 'user-admin',
      assigneeName: 'Alex Morgan',
      reportId: 'rpt-eagles-central',
      reportTitle: expect.any(String),
      dueDate: '2026-12-01',
      createdByName: 'Alex Morgan',
      version: 1,
    });
    const read = await call('admin', 'getDevelopmentTask', { params: { taskId: task.id as string } });
    expect(read.body).toEqual(task);

    const moved = await call('admin', 'updateDevelopmentTask', {
      params: { taskId: task.id as string },
      body: { status: 'in_progress', version: 1 },
    });
    expect(moved.body).toMatchObject({ status: 'in_progress', version: 2, title: 'Re-cut the Eagles film' });
    const stale = await call('admin', 'updateDevelopmentTask', {
      params: { taskId: task.id as string },
      body: { status: 'done', version: 1 },
    });
    expect(stale.statusCode).toBe(409);

    const list = await call('admin', 'listDevelopmentTasks', { query: { status: 'in_progress' } });
    expect((list.body.tasks as Body[]).map((t) => t.id)).toContain(task.id);
    const todo = await call('admin', 'listDevelopmentTasks', { query: { status: 'todo' } });
    expect((todo.body.tasks as Body[]).map((t) => t.id)).not.toContain(task.id);

    const deleted = await call('admin', 'deleteDevelopmentTask', { params: { taskId: task.id as string } });
    expect(deleted.body).toEqual({ id: task.id, deleted: true });
    expect((await call('admin', 'getDevelopmentTask', { params: { taskId: task.id as string } })).statusCode).toBe(404);
  });

  it("lists one organisation's tasks (organization_id) and one assignee's", async () => {
    const organization = `org-tasks-${randomUUID()}`;
    const other = await newUser({ role: 'staff', organizationId: 'internal' });
    const mine = await create({ title: 'Mine', assignee_id: 'user-admin' }, organization);
    const theirs = await create({ title: 'Theirs', assignee_id: other.id }, organization);
    await create({ title: 'Elsewhere' });

    const all = await call('admin', 'listDevelopmentTasks', { query: { organization_id: organization } });
    const assigned = await call('admin', 'listDevelopmentTasks', { query: { organization_id: organization, assignee_id: other.id } });

    expect((all.body.tasks as Body[]).map((t) => t.id).sort()).toEqual([theirs.id, mine.id].sort());
    expect((assigned.body.tasks as Body[]).map((t) => t.title)).toEqual(['Theirs']);
  });

  it('refuses a coach as assignee, a missing report, bad dates and empty titles, writing nothing', async () => {
    const before = await call('admin', 'listDevelopmentTasks');
    const refusals = await Promise.all([
      call('admin', 'createDevelopmentTask', { body: { title: 'x', assignee_id: 'user-coach' } }),
      call('admin', 'createDevelopmentTask', { body: { title: 'x', report_id: 'rpt-missing' } }),
      call('admin', 'createDevelopmentTask', { body: { title: 'x', due_date: '01/12/2026' } }),
      call('admin', 'createDevelopmentTask', { body: { title: '   ' } }),
      call('admin', 'createDevelopmentTask', { body: { title: 'x', status: 'blocked' } }),
    ]);

    expect(refusals.map((r) => r.statusCode)).toEqual([400, 404, 400, 400, 400]);
    expect(refusals[0]?.body.message).toBe('Only internal staff can be assigned a development task');
    expect(refusals[1]?.body.message).toBe('The linked report was not found');
    expect(refusals[3]?.body.message).toBe('title: Give the task a title');
    const after = await call('admin', 'listDevelopmentTasks');
    expect((after.body.tasks as Body[]).length).toBe((before.body.tasks as Body[]).length);
  });

  it('answers 404 for a task that does not exist, on every id route', async () => {
    const params = { taskId: `task-${randomUUID()}` };
    expect((await call('admin', 'getDevelopmentTask', { params })).statusCode).toBe(404);
    expect((await call('admin', 'updateDevelopmentTask', { params, body: { title: 'x' } })).statusCode).toBe(404);
    expect((await call('admin', 'deleteDevelopmentTask', { params })).statusCode).toBe(404);
  });

  it('refuses an update that changes nothing', async () => {
    const task = await create({ title: 'Unchanged' });
    const response = await call('admin', 'updateDevelopmentTask', { params: { taskId: task.id as string }, body: {} });
    expect(response.statusCode).toBe(400);
  });
});

describe("the restricted-environment gate's access code", () => {
  afterAll(async () => {
    await call('admin', 'clearAccessCode');
  });

  it('is set, checked, replaced and cleared by staff; only its hash is kept and nobody reads it back', async () => {
    const set = await call('admin', 'setAccessCode', { body: { code: 'preprod-lock-1' } });
    expect(set.statusCode).toBe(200);
    expect(set.body).toEqual({ isSet: true, updatedAt: expect.any(String), updatedBy: 'user-admin', updatedByName: 'Alex Morgan' });
    expect(JSON.stringify(set.body)).not.toContain('preprod-lock-1');

    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const right = await call(null, 'verifyAccessCode', { body: { code: 'preprod-lock-1' }, sourceIp: ip });
    const wrong = await call(null, 'verifyAccessCode', { body: { code: 'preprod-lock-2' }, sourceIp: ip });
    expect(right.body).toEqual({ valid: true, codeSet: true, message: null, token: expect.stringMatching(/^\d+\.[\w-]+$/) });
    expect(wrong.body).toEqual({ valid: false, codeSet: true, message: INVALID_ACCESS_CODE, token: null });

    await call('admin', 'setAccessCode', { body: { code: 'preprod-lock-2' } });
    expect((await call(null, 'verifyAccessCode', { body: { code: 'preprod-lock-2' }, sourceIp: ip })).body.valid).toBe(true);
    expect((await call(null, 'verifyAccessCode', { body: { code: 'preprod-lock-1' }, sourceIp: ip })).body.valid).toBe(false);

    const cleared = await call('admin', 'clearAccessCode');
    expect(cleared.body).toMatchObject({ isSet: false, updatedBy: 'user-admin' });
    expect((await call(null, 'verifyAccessCode', { body: { code: 'anything' }, sourceIp: ip })).body).toEqual({
      valid: true,
      codeSet: false,
      message: null,
      token: null,
    });
  });

  it('tells anyone, without a session, whether the gate has a code to ask for, and nothing more', async () => {
    // Prepare: no code.
    await call('admin', 'clearAccessCode');
    const before = await call(null, 'getAccessCodeRequirement');

    // Act: staff set one, then clear it.
    await call('admin', 'setAccessCode', { body: { code: 'staging-lock-1' } });
    const whileSet = await call(null, 'getAccessCodeRequirement');
    await call('admin', 'clearAccessCode');
    const after = await call(null, 'getAccessCodeRequirement');

    // Assess
    expect([before.statusCode, whileSet.statusCode, after.statusCode]).toEqual([200, 200, 200]);
    expect(before.body).toEqual({ required: false });
    expect(whileSet.body).toEqual({ required: true });
    expect(after.body).toEqual({ required: false });
  });

  it('refuses codes that are too short or padded with spaces, and an empty check', async () => {
    const short = await call('admin', 'setAccessCode', { body: { code: 'abc' } });
    const padded = await call('admin', 'setAccessCode', { body: { code: ' preprod-lock ' } });
    const empty = await call(null, 'verifyAccessCode', { body: { code: '' } });

    expect([short.statusCode, padded.statusCode, empty.statusCode]).toEqual([400, 400, 400]);
    expect(short.body.message).toBe('code: An access code has at least 6 characters');
  });

  it('locks a source IP after too many wrong codes (429 with Retry-After), without touching another IP or the sign-in', async () => {
    await call('admin', 'setAccessCode', { body: { code: 'preprod-lock-3' } });
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < 10; i += 1) {
      const wrong = await call(null, 'verifyAccessCode', { body: { code: `guess-${i}` }, sourceIp: ip });
      expect(wrong.body.valid).toBe(false);
    }

    const locked = await call(null, 'verifyAccessCode', { body: { code: 'preprod-lock-3' }, sourceIp: ip });
    const elsewhere = await call(null, 'verifyAccessCode', { body: { code: 'preprod-lock-3' }, sourceIp: '192.0.2.77' });
    const signIn = await invoke('login', {
      body: { username: 'admin', password: 'scout-admin-demo' },
      sourceIp: ip,
      headers: { [ACCESS_GATE_HEADER]: String(elsewhere.body.token) },
    });

    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong access codes\. Please try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(elsewhere.body.valid).toBe(true);
    expect(signIn.statusCode).toBe(200);
  }, 60_000);
});

describe('the restricted-environment gate on the server', () => {
  afterAll(async () => {
    await call('admin', 'clearAccessCode');
    gateToken = null;
  });

  it("refuses every call but the gate's own, the health check and webhooks without the gate's token while a code is set", async () => {
    // Prepare: a code is set; a browser has passed the gate, another has not.
    const adminToken = await tokenFor('admin');
    await call('admin', 'setAccessCode', { body: { code: 'gated-stage-1' } });
    gateToken = null;
    const passed = await call(null, 'verifyAccessCode', { body: { code: 'gated-stage-1' }, sourceIp: '192.0.2.31' });
    const pass = { [ACCESS_GATE_HEADER]: String(passed.body.token) };
    const noPass = { [ACCESS_GATE_HEADER]: '' };

    // Act
    const withoutPass = await invoke('listDevelopmentTasks', { token: adminToken, headers: noPass });
    const signInWithoutPass = await invoke('login', { body: { username: 'coach', password: 'scout-coach-demo' }, headers: noPass });
    const forged = await invoke('listDevelopmentTasks', { token: adminToken, headers: { [ACCESS_GATE_HEADER]: '9999999999.forged' } });
    const withPass = await invoke('listDevelopmentTasks', { token: adminToken, headers: pass });
    const signInWithPass = await invoke('login', { body: { username: 'coach', password: 'scout-coach-demo' }, headers: pass });
    const exempt = await Promise.all([
      invoke('health', { headers: noPass }),
      invoke('getAccessCodeRequirement', { headers: noPass }),
      invoke('stripeWebhook', { rawBody: '{}', headers: { ...noPass, 'stripe-signature': 't=1,v1=bad' } }),
    ]);

    // Assess: 403 in words, before the bearer token is even read; the exempt routes answer as they would anyway.
    expect([withoutPass.statusCode, signInWithoutPass.statusCode, forged.statusCode]).toEqual([403, 403, 403]);
    expect(withoutPass.body.message).toBe(ACCESS_GATE_REQUIRED);
    expect([withPass.statusCode, signInWithPass.statusCode]).toEqual([200, 200]);
    expect(exempt.map((answer) => answer.statusCode)).toEqual([200, 200, 400]);
  });

  it('ends every pass when the code changes, and opens the API when it is cleared', async () => {
    // Prepare
    const adminToken = await tokenFor('admin');
    await call('admin', 'setAccessCode', { body: { code: 'gated-stage-2' } });
    const passed = await call(null, 'verifyAccessCode', { body: { code: 'gated-stage-2' }, sourceIp: '192.0.2.32' });
    const oldPass = { [ACCESS_GATE_HEADER]: String(passed.body.token) };

    // Act: the code is replaced, then cleared.
    await call('admin', 'setAccessCode', { body: { code: 'gated-stage-3' } });
    const afterChange = await invoke('listDevelopmentTasks', { token: adminToken, headers: oldPass });
    const repassed = await call(null, 'verifyAccessCode', { body: { code: 'gated-stage-3' }, sourceIp: '192.0.2.32' });
    await call('admin', 'clearAccessCode');
    const afterClear = await invoke('listDevelopmentTasks', { token: adminToken });

    // Assess
    expect(afterChange.statusCode).toBe(403);
    expect(repassed.body.valid).toBe(true);
    expect(afterClear.statusCode).toBe(200);
  });
});

describe('Manage Reports: the staff report list', () => {
  const organization = `org-manage-${randomUUID()}`;

  async function report(title: string, changes: Body = {}): Promise<string> {
    const created = await call('admin', 'createReport', { body: { title, organization_id: organization } });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    if (Object.keys(changes).length) {
      const updated = await call('admin', 'updateReport', { params: { id: created.body.id as string }, body: changes });
      expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    }
    return created.body.id as string;
  }

  it('filters by organisation, package, payment and overdue, and sorts by the nearest deadline', async () => {
    const hour = 3600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const overdue = await report('Overdue full', {
      package_type: 'full',
      payment_status: 'completed',
      timer_started_at: at(-30 * hour),
      timer_expires_at: at(-6 * hour),
    });
    const soon = await report('Due soon assist', {
      package_type: 'assist',
      payment_status: 'completed',
      timer_started_at: at(-hour),
      timer_expires_at: at(2 * hour),
    });
    const later = await report('Due later full', {
      package_type: 'full',
      payment_status: 'completed',
      timer_started_at: at(-hour),
      timer_expires_at: at(20 * hour),
    });
    const unpaid = await report('Unpaid express', { package_type: 'express' });

    const list = async (query: Body) => {
      const response = await call('admin', 'listReports', { query: { organization_id: organization, ...query } });
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      return { ids: (response.body.reports as Body[]).map((r) => r.id), total: response.body.total };
    };

    expect(await list({ sort: 'deadline' })).toEqual({ ids: [overdue, soon, later, unpaid], total: 4 });
    expect(await list({ packageType: 'full', sort: 'deadline' })).toEqual({ ids: [overdue, later], total: 2 });
    expect(await list({ paymentStatus: 'pending' })).toEqual({ ids: [unpaid], total: 1 });
    expect(await list({ overdue: 'true' })).toEqual({ ids: [overdue], total: 1 });
    expect(await list({ sort: 'deadline', limit: '2', page: '2' })).toEqual({ ids: [later, unpaid], total: 4 });
  });

  it("gives a coach their own organisation's reports whatever they filter by", async () => {
    const response = await call('coach', 'listReports', { query: { organization_id: organization, overdue: 'true' } });
    expect((response.body.reports as Body[]).every((r) => r.organizationId === 'org-eagles')).toBe(true);
  });

  it('refuses unknown filter values', async () => {
    const response = await call('admin', 'listReports', { query: { packageType: 'gold' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('package settings (one settings store)', () => {
  afterAll(async () => {
    await call('admin', 'updatePackages', { body: { packages: DEFAULT_PACKAGE_OFFERS } });
  });

  it('keeps the package catalogue beside the access code, each with who changed it', async () => {
    const packages = DEFAULT_PACKAGE_OFFERS.map((offer) =>
      offer.packageType === 'assist' ? { ...offer, priceCents: offer.priceCents + 100 } : offer,
    );
    const saved = await call('admin', 'updatePackages', { body: { packages } });
    const listed = await call(null, 'listPackages');

    expect(saved.statusCode).toBe(200);
    expect((listed.body.packages as Body[]).find((p) => p.packageType === 'assist')?.priceCents).toBe(
      (DEFAULT_PACKAGE_OFFERS.find((p) => p.packageType === 'assist')?.priceCents ?? 0) + 100,
    );
  });
});
