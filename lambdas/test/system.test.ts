import { afterAll, describe, expect, it, vi } from 'vitest';

// A tiny but real command set for the local pipeline runner (the default, lint + types + unit tests, takes
// minutes): each stage is a child process; the second sleeps so a build is still running when a second
// trigger comes, and the third fails when SCOUT_PIPELINE_TEST_FAIL is set (the children inherit the env).
// The handlers read it once, as a Lambda does at cold start: this file loads them afresh (the files of a worker
// share their modules, vitest.config.ts) and leaves them to be loaded afresh by the next file.
vi.hoisted(() => {
  vi.resetModules();
  process.env.PIPELINE_LOCAL_STAGES = JSON.stringify([
    { name: 'Say hello', command: `node -e "console.log('hello from the pipeline')"` },
    { name: 'Wait', command: `node -e "setTimeout(() => console.log('waited'), 800)"` },
    {
      name: 'Maybe fail',
      command: `node -e "if (process.env.SCOUT_PIPELINE_TEST_FAIL) { console.error('asked to fail'); process.exit(3) }"`,
    },
  ]);
});

import { createDynamoBuildStore } from '../src/adapters/dynamodb/build-store.dynamodb';
import { invoke, tokenFor } from './support/invoke';

afterAll(() => {
  delete process.env.PIPELINE_LOCAL_STAGES;
  vi.resetModules();
});

type Body = Record<string, unknown>;

async function as(account: 'admin' | 'coach', routeId: Parameters<typeof invoke>[0], options: { body?: unknown } = {}) {
  return invoke(routeId, { token: await tokenFor(account), ...options } as Parameters<typeof invoke>[1]);
}

async function waitForBuildToFinish(id: string): Promise<Body> {
  for (let i = 0; i < 100; i++) {
    const status = await as('admin', 'pipelineStatus');
    const build = (status.body.builds as Body[]).find((b) => b.id === id);
    if (build && !['building', 'testing', 'deploying'].includes(build.status as string)) return build;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Build ${id} did not finish`);
}

describe('GET /health', () => {
  it('answers anyone with each check green (database, storage, queue, ffmpeg) and no names or error text', async () => {
    const response = await invoke('health');

    expect(response.statusCode).toBe(200);
    const checks = response.body.checks as Body[];
    expect(checks.map((c) => c.name)).toEqual(['database', 'storage', 'queue', 'ffmpeg', 'version']);
    for (const check of checks.filter((c) => c.name !== 'version')) {
      expect(check.status, String(check.name)).toBe('green');
      expect(check.durationMs).toBeGreaterThanOrEqual(0);
    }
    // Public: levels and times only.
    expect(Object.keys(checks[0]!).sort()).toEqual(['durationMs', 'name', 'status']);
    expect(JSON.stringify(response.body)).not.toContain(process.env.MEDIA_BUCKET);
  });

  it('gives staff what each check found and the version; 403 for a coach, 401 without a token', async () => {
    const staff = await as('admin', 'healthDetails');
    const coach = await as('coach', 'healthDetails');
    const anonymous = await invoke('healthDetails');

    expect(staff.statusCode).toBe(200);
    const storage = (staff.body.checks as Body[]).find((c) => c.name === 'storage')!;
    expect(storage.detail).toContain(process.env.MEDIA_BUCKET);
    expect(((staff.body.checks as Body[]).find((c) => c.name === 'ffmpeg')!.detail as string).toLowerCase()).toContain('ffmpeg version');
    expect(staff.body.version).toMatchObject({ version: expect.any(String) });
    expect(coach.statusCode).toBe(403);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the pipeline', () => {
  it('runs the configured stages as child processes, records each, and refuses a second build while one runs', async () => {
    const trigger = await as('admin', 'triggerPipeline', { body: { branch: 'main' } });
    expect(trigger.statusCode, JSON.stringify(trigger.body)).toBe(201);
    expect(trigger.body).toMatchObject({ branch: 'main', commit: expect.stringMatching(/^[0-9a-f]{40}$/), runner: 'local' });

    const second = await as('admin', 'triggerPipeline', { body: { branch: 'main' } });
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toMatch(/already running \(main, started .* Wait for it to finish/);

    const build = await waitForBuildToFinish(trigger.body.id as string);
    expect(build.status).toBe('passed');
    const stages = build.stages as Body[];
    expect(stages.map((s) => [s.name, s.status, s.exitCode])).toEqual([
      ['Say hello', 'passed', 0],
      ['Wait', 'passed', 0],
      ['Maybe fail', 'passed', 0],
    ]);
    expect(stages[0]!.logTail).toContain('hello from the pipeline');
    expect(stages[1]!.logTail).toContain('waited');
    for (const stage of stages)
      expect(Date.parse(stage.finishedAt as string)).toBeGreaterThanOrEqual(Date.parse(stage.startedAt as string));

    const status = await as('admin', 'pipelineStatus');
    expect(status.body.current).toBeNull();
    expect((status.body.counts as Body).passed).toBeGreaterThanOrEqual(1);
  });

  it('fails the build at the first failing stage with its exit code and log, and frees the pipeline', async () => {
    process.env.SCOUT_PIPELINE_TEST_FAIL = '1';
    try {
      const trigger = await as('admin', 'triggerPipeline', { body: { branch: 'main' } });
      expect(trigger.statusCode, JSON.stringify(trigger.body)).toBe(201);
      const build = await waitForBuildToFinish(trigger.body.id as string);

      expect(build.status).toBe('failed');
      const last = (build.stages as Body[])[2]!;
      expect(last).toMatchObject({ status: 'failed', exitCode: 3 });
      expect(last.logTail).toContain('asked to fail');
    } finally {
      delete process.env.SCOUT_PIPELINE_TEST_FAIL;
    }
    const status = await as('admin', 'pipelineStatus');
    const counts = status.body.counts as Record<string, number>;
    expect(counts.failed).toBeGreaterThanOrEqual(1);
    expect(counts.total).toBe((status.body.builds as Body[]).length);
  });

  it('fails a build left running by a stopped server when the page next asks, and frees the pipeline', async () => {
    // Prepare: what a local stack stopped mid-build leaves in the table: a running build holding the claim.
    const store = createDynamoBuildStore();
    const id = `0-interrupted-${Date.now()}`;
    const stage = { startedAt: new Date().toISOString(), finishedAt: null, exitCode: null, logTail: '$ pnpm lint\n' };
    await store.save({
      id,
      branch: 'main',
      commit: 'manual-trigger',
      triggeredBy: 'web-ui',
      status: 'testing',
      runner: 'local',
      startedAt: new Date().toISOString(),
      finishedAt: null,
      stages: [
        { name: 'Lint', status: 'running', ...stage },
        { name: 'Types', status: 'pending', ...stage, startedAt: null, logTail: '' },
      ],
      externalId: null,
    });
    expect(await store.claim(id, new Date())).toBe(true);

    // Act
    const status = await as('admin', 'pipelineStatus');

    // Assess
    expect(status.body.current).toBeNull();
    const build = await store.get(id);
    expect(build?.status).toBe('failed');
    expect(build?.stages.map((s) => s.status)).toEqual(['failed', 'skipped']);
    expect(build?.stages[0]?.logTail).toContain('Interrupted: the server stopped');
    expect(await store.currentBuildId()).toBeNull();
  });

  it('refuses a bad branch name with 400, and coaches and anonymous callers', async () => {
    expect((await as('admin', 'triggerPipeline', { body: { branch: 'main; rm -rf /' } })).statusCode).toBe(400);
    expect((await as('coach', 'triggerPipeline', { body: { branch: 'main' } })).statusCode).toBe(403);
    expect((await as('coach', 'pipelineStatus')).statusCode).toBe(403);
    expect((await invoke('pipelineStatus')).statusCode).toBe(401);
    expect((await invoke('triggerPipeline', { body: { branch: 'main' } })).statusCode).toBe(401);
  });
});

describe('GET /lambdas', () => {
  it('lists every function with its routes and settings, and counts the calls of the last hour', async () => {
    const before = await as('admin', 'listLambdaFunctions');
    const reportsBefore = (before.body.functions as Body[]).find((f) => f.domain === 'reports')!.invocations as number;
    await as('coach', 'listReports' as Parameters<typeof invoke>[0]);
    await as('coach', 'listReports' as Parameters<typeof invoke>[0]);

    const after = await as('admin', 'listLambdaFunctions');

    expect(after.statusCode).toBe(200);
    expect(after.body).toMatchObject({ source: 'local', windowMinutes: 60 });
    const functions = after.body.functions as Body[];
    expect(functions.map((f) => f.domain)).toEqual([
      'auth',
      'reports',
      'cards',
      'uploads',
      'media',
      'payments',
      'staff',
      'system',
      'processing',
      'websocket',
    ]);
    const reports = functions.find((f) => f.domain === 'reports')!;
    expect(reports.invocations).toBe(reportsBefore + 2);
    expect(reports).toMatchObject({ memoryMb: 512, timeoutSeconds: 29, runtime: 'nodejs24.x' });
    expect(reports.p50Ms).toEqual(expect.any(Number));
    expect(reports.routes).toContainEqual({ method: 'GET', path: '/reports' });
    expect(functions.find((f) => f.domain === 'media')).toMatchObject({ memoryMb: 1769 });
    expect(functions.find((f) => f.domain === 'processing')).toMatchObject({ memoryMb: 3008, timeoutSeconds: 900, routes: [] });
    // The live-events function: API Gateway's three WebSocket route keys, sized like an API function.
    expect(functions.find((f) => f.domain === 'websocket')).toMatchObject({
      name: 'scout-local-websocket',
      memoryMb: 512,
      timeoutSeconds: 29,
      runtime: 'nodejs24.x',
      routes: [
        { method: 'WS', path: '$connect' },
        { method: 'WS', path: '$disconnect' },
        { method: 'WS', path: '$default' },
      ],
    });
  });

  it('is internal-only: 403 for a coach, 401 without a token', async () => {
    expect((await as('coach', 'listLambdaFunctions')).statusCode).toBe(403);
    expect((await invoke('listLambdaFunctions')).statusCode).toBe(401);
  });
});
