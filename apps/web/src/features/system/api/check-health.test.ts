import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHealth } from './check-health';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the client-side health check', () => {
  it('is true when the service answers green or amber', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 'amber', time: '2026-11-23T10:00:00.000Z', checks: [] }));
    await expect(checkHealth()).resolves.toBe(true);
  });

  it('is false (swallowed, not thrown) when the service is red, answers an error, or cannot be reached', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 'red', time: '2026-11-23T10:00:00.000Z', checks: [] }));
    await expect(checkHealth()).resolves.toBe(false);
    vi.stubGlobal('fetch', answer(500, { error: 'Internal Server Error', message: 'Something went wrong' }));
    await expect(checkHealth()).resolves.toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(checkHealth()).resolves.toBe(false);
  });
});
