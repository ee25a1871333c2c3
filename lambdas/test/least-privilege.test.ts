import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The pipeline's local stages: one quick real command (the runner itself is tested in system.test.ts). The
// handlers read it once, as a Lambda does at cold start: this file loads them afresh (the files of a worker share
// their modules, vitest.config.ts) and leaves them to be loaded afresh by the next file.
vi.hoisted(() => {
  vi.resetModules();
  process.env.PIPELINE_LOCAL_STAGES = JSON.stringify([{ name: 'Say hello', command: `node -e "console.log('hello')"` }]);
});

import type { RouteId } from '@scout/shared/api';
import { DEFAULT_PACKAGE_OFFERS } from '@scout/shared/domain';
import { auditTrail } from '../src/composition/audit';
import { newReport } from './support/film-upload';
import { ACCESS_GATE_HEADER } from '@scout/shared/api';
import { invoke, tokenFor, type InvokeResult } from './support/invoke';
import { newUser } from './support/users';
import type { AuditRecord } from '../src/ports';

afterAll(() => {
  delete process.env.PIPELINE_LOCAL_STAGES;
  vi.resetModules();
});

/**
 * Administrator-only actions: a brand-new staff account is refused prices, the access
 * code, test purchases, deploys and managing other internal people, while an administrator succeeds; each
 * action leaves its audit event (read through the composition's trail, which every function records to).
 */

const SOURCE_IP = '203.0.113.7';
let staffToken = '';
let staffId = '';
let recorded: AuditRecord[] = [];

beforeAll(async () => {
  const staff = await newUser({ role: 'staff', organizationId: 'internal' });
  staffId = staff.id;
  const login = await invoke('login', { body: { username: staff.username, password: staff.password } });
  expect(login.statusCode, JSON.stringify(login.body)).toBe(200);
  staffToken = login.body.token as string;
});

afterEach(() => {
  vi.restoreAllMocks();
});

function recordAudit(): void {
  recorded = [];
  const record = auditTrail.record.bind(auditTrail);
  vi.spyOn(auditTrail, 'record').mockImplementation(async (event) => {
    recorded.push(event);
    await record(event);
  });
}

async function call(
  token: string,
  routeId: RouteId,
  options: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<InvokeResult> {
  return invoke(routeId, { token, sourceIp: SOURCE_IP, ...options } as Parameters<typeof invoke>[1]);
}

const staffCall = (routeId: RouteId, options?: { params?: Record<string, string>; body?: unknown }) => call(staffToken, routeId, options);
const adminCall = async (
  routeId: RouteId,
  options?: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> },
) => call(await tokenFor('admin'), routeId, options);

const eventsOf = (kind: AuditRecord['kind']) => recorded.filter((event) => event.kind === kind);

describe('administrator-only actions', () => {
  it('refuses a new staff account the prices (recorded as denied), and lets an administrator change them (recorded)', async () => {
    recordAudit();
    const packages = DEFAULT_PACKAGE_OFFERS;

    const byStaff = await staffCall('updatePackages', { body: { packages } });
    const byAdmin = await adminCall('updatePackages', { body: { packages } });

    expect(byStaff.statusCode).toBe(403);
    expect(byAdmin.statusCode, JSON.stringify(byAdmin.body)).toBe(200);
    const [denied, success] = eventsOf('catalog.update');
    expect(denied).toMatchObject({ outcome: 'denied', actor: { userId: staffId, role: 'staff' }, sourceIp: SOURCE_IP });
    expect(success).toMatchObject({
      outcome: 'success',
      actor: { userId: 'user-admin', role: 'admin' },
      target: { type: 'catalog', id: 'packages' },
      sourceIp: SOURCE_IP,
    });
  });

  it('refuses staff the access code (read, set, clear); an administrator sets and clears it, and the code is in no event', async () => {
    recordAudit();
    const code = 'gate-code-never-logged';

    const refused = [
      await staffCall('getAccessCodeSetting'),
      await staffCall('setAccessCode', { body: { code } }),
      await staffCall('clearAccessCode'),
    ];
    const set = await adminCall('setAccessCode', { body: { code } });
    // The stage is gated now, the administrator too: they pass the gate with the code before clearing it.
    const passed = await invoke('verifyAccessCode', { body: { code }, sourceIp: SOURCE_IP });
    const cleared = await adminCall('clearAccessCode', { headers: { [ACCESS_GATE_HEADER]: String(passed.body.token) } });

    for (const response of refused) expect(response.statusCode).toBe(403);
    expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
    expect(cleared.body).toMatchObject({ isSet: false });
    expect(eventsOf('accessCode.set').map((event) => event.outcome)).toEqual(['denied', 'success']);
    expect(eventsOf('accessCode.clear').map((event) => event.outcome)).toEqual(['denied', 'success']);
    expect(eventsOf('accessCode.set')[1]).toMatchObject({
      actor: { userId: 'user-admin' },
      target: { type: 'setting' },
      sourceIp: SOURCE_IP,
    });
    expect(JSON.stringify(recorded)).not.toContain(code);
  });

  it('refuses staff a test purchase (denied) and lets an administrator make one (recorded with the payment)', async () => {
    recordAudit();
    const { id } = await newReport('coach', 'Least privilege test purchase');
    const body = { packageType: 'express', test: true, returnOrigin: 'http://localhost:5173' };

    const byStaff = await staffCall('startReportPayment', { params: { id }, body });
    const byAdmin = await adminCall('startReportPayment', { params: { id }, body });

    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.body.message).toBe('Only administrators can make a test purchase.');
    expect(byAdmin.statusCode, JSON.stringify(byAdmin.body)).toBe(200);
    const paymentId = (byAdmin.body.payment as { paymentId: string }).paymentId;
    expect(eventsOf('payment.test')).toMatchObject([
      { outcome: 'denied', actor: { userId: staffId } },
      { outcome: 'success', actor: { userId: 'user-admin' }, target: { type: 'payment', id: paymentId }, detail: { reportId: id } },
    ]);
  });

  it('refuses staff the deploy; refuses pull requests, tags and commits in words; deploys main at its commit as the caller', async () => {
    recordAudit();

    const byStaff = await staffCall('triggerPipeline', { body: { branch: 'main' } });
    const refused = await Promise.all(
      ['pr/123', 'v1.2.0', 'e83c5163316f89bfbde7d9ab23ca2e25604af290'].map((branch) => adminCall('triggerPipeline', { body: { branch } })),
    );
    const byAdmin = await adminCall('triggerPipeline', { body: { branch: 'main', triggeredBy: 'someone-else', commit: 'abc1234' } });

    expect(byStaff.statusCode).toBe(403);
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 400]);
    expect(refused[0]!.body.message).toBe('Only the main branch can be deployed; pr/123 is not allowed.');
    expect(byAdmin.statusCode, JSON.stringify(byAdmin.body)).toBe(201);
    // Who and what come from the server: the caller's name, and main's commit resolved by git (never the body's).
    expect(byAdmin.body.triggeredBy).not.toBe('someone-else');
    expect(byAdmin.body.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(eventsOf('pipeline.trigger')).toMatchObject([
      { outcome: 'denied', actor: { userId: staffId } },
      { outcome: 'success', actor: { userId: 'user-admin' }, target: { type: 'pipeline', label: 'main' }, detail: { branch: 'main' } },
    ]);
    // Let the build finish so the next trigger in this run finds the pipeline free.
    for (let i = 0; i < 100; i++) {
      const status = await adminCall('pipelineStatus');
      if (status.body.current === null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('refuses staff resetting a staff member or an administrator; an administrator resets one and the password is in no event', async () => {
    recordAudit();
    const otherStaff = await newUser({ role: 'staff', organizationId: 'internal' });
    const admin = await newUser({ role: 'admin', organizationId: 'internal' });
    const coach = await newUser({ role: 'coach', organizationId: 'org-eagles' });

    const onStaff = await staffCall('resetUserPassword', { params: { id: otherStaff.id } });
    const onAdmin = await staffCall('resetUserPassword', { params: { id: admin.id } });
    const onCoach = await staffCall('resetUserPassword', { params: { id: coach.id } });
    const byAdmin = await adminCall('resetUserPassword', { params: { id: otherStaff.id } });

    expect([onStaff.statusCode, onAdmin.statusCode]).toEqual([403, 403]);
    expect(onStaff.body.message).toBe('Only administrators can manage staff and administrators.');
    expect(onCoach.statusCode, 'staff still manage coaches').toBe(200);
    expect(byAdmin.statusCode).toBe(200);
    const resets = eventsOf('user.reset');
    expect(resets.map((event) => [event.outcome, event.target?.id])).toEqual([
      ['denied', otherStaff.id],
      ['denied', admin.id],
      ['success', coach.id],
      ['success', otherStaff.id],
    ]);
    expect(resets[3]).toMatchObject({ actor: { userId: 'user-admin' }, target: { label: otherStaff.email }, sourceIp: SOURCE_IP });
    for (const response of [onCoach, byAdmin]) expect(JSON.stringify(recorded)).not.toContain(response.body.temporaryPassword as string);
  });

  it('refuses staff editing, disabling or changing the role of internal people; records what an administrator changes', async () => {
    recordAudit();
    const otherStaff = await newUser({ role: 'staff', organizationId: 'internal' });

    const rename = await staffCall('updateUser', { params: { id: otherStaff.id }, body: { name: 'Renamed' } });
    const disable = await staffCall('setUserDisabled', { params: { id: otherStaff.id }, body: { disabled: true } });
    const promote = await staffCall('updateInternalUser', { params: { id: otherStaff.id }, body: { role: 'admin' } });
    const adminPromotes = await adminCall('updateUser', { params: { id: otherStaff.id }, body: { role: 'admin' } });
    const adminDisables = await adminCall('setUserDisabled', { params: { id: otherStaff.id }, body: { disabled: true } });

    for (const response of [rename, disable, promote]) expect(response.statusCode).toBe(403);
    expect([adminPromotes.statusCode, adminDisables.statusCode]).toEqual([200, 200]);
    expect(eventsOf('user.role').map((event) => event.outcome)).toEqual(['denied', 'success']);
    expect(eventsOf('user.role')[1]).toMatchObject({ detail: { from: 'staff', to: 'admin' }, target: { id: otherStaff.id } });
    expect(eventsOf('user.disable').map((event) => event.outcome)).toEqual(['denied', 'success']);
    expect(eventsOf('user.update')).toMatchObject([{ outcome: 'denied', target: { id: otherStaff.id } }]);
  });

  it('records the coach an administrator creates, with the role and no password', async () => {
    recordAudit();
    const tag = Math.random().toString(16).slice(2, 10);

    const created = await adminCall('createUser', {
      body: { username: `lp-${tag}`, email: `lp-${tag}@scout.example`, name: 'LP Coach', role: 'coach', organization_id: 'org-eagles' },
    });

    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(eventsOf('user.create')).toMatchObject([
      { outcome: 'success', target: { type: 'user', label: `lp-${tag}@scout.example` }, detail: { role: 'coach' } },
    ]);
    expect(JSON.stringify(recorded)).not.toContain(created.body.temporaryPassword as string);
  });
});
