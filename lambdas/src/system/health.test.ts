import { describe, expect, it } from 'vitest';
import { checkHealth, checkHealthDetails, PUBLIC_HEALTH_CACHE_MS } from './health';
import type { HealthProbes, ProbeResult } from './ports';

function probes(levels: Partial<Record<'database' | 'storage' | 'queue' | 'ffmpeg', ProbeResult['status'] | 'throws'>> = {}) {
  let runs = 0;
  const probe = (name: keyof typeof levels) => async (): Promise<ProbeResult> => {
    runs++;
    const level = levels[name] ?? 'green';
    if (level === 'throws') throw new Error(`secret-bucket-name unreachable`);
    return { status: level, detail: `${name} ok` };
  };
  const set: HealthProbes = {
    database: probe('database'),
    storage: probe('storage'),
    queue: probe('queue'),
    ffmpeg: probe('ffmpeg'),
    version: () => ({ version: '1.0.0', commit: 'abcdef1234567', builtAt: null }),
  };
  return { set, runs: () => runs };
}

describe('the health checks', () => {
  it('are as bad as their worst check, a failing check red with what failed for staff only', async () => {
    const { set } = probes({ queue: 'amber', storage: 'throws' });
    const now = new Date('2026-11-23T10:00:00Z');

    const details = await checkHealthDetails(set, now);
    const open = await checkHealth(set, now);

    expect(details.status).toBe('red');
    expect(details.checks.find((c) => c.name === 'storage')).toMatchObject({
      status: 'red',
      detail: 'Error: secret-bucket-name unreachable',
    });
    expect(open.status).toBe('red');
    expect(JSON.stringify(open)).not.toContain('secret-bucket-name');
  });

  it('run at most once per cache period for anonymous callers', async () => {
    const { set, runs } = probes();
    const start = new Date('2026-11-23T11:00:00Z');

    await checkHealth(set, start);
    const afterFirst = runs();
    await checkHealth(set, new Date(start.getTime() + 1000));
    await checkHealth(set, new Date(start.getTime() + PUBLIC_HEALTH_CACHE_MS));

    expect(afterFirst).toBe(4);
    expect(runs()).toBe(8);
  });
});
