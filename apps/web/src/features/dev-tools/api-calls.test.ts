import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../lib/logger';
import { ALL_CALLS, apiCallsOf, filterApiCalls, latencyByRoute, quantile } from './api-calls';

function call(id: number, method: string, routeId: string, path: string, status: number, durationMs: number): LogEntry {
  return {
    id,
    sessionId: 's',
    category: 'api',
    level: status >= 400 ? 'error' : 'info',
    timestamp: `2026-11-23T12:00:0${id % 10}.000Z`,
    message: `${method} ${path} -> ${status}`,
    data: { routeId, method, path, status, durationMs, size: 100, request: undefined, response: null },
  };
}

const ENTRIES: LogEntry[] = [
  call(1, 'GET', 'GET /reports', '/reports', 200, 80),
  { id: 2, sessionId: 's', category: 'auth', level: 'info', timestamp: '2026-11-23T12:00:02.000Z', message: 'Signed in' },
  call(3, 'GET', 'GET /reports/{id}', '/reports/r1', 200, 40),
  call(4, 'GET', 'GET /reports/{id}', '/reports/r9', 404, 20),
  call(5, 'PUT', 'PUT /cards/{cid}', '/cards/c1', 200, 120),
  call(6, 'GET', 'GET /reports', '/reports', 0, 30000),
  call(7, 'GET', 'GET /reports', '/reports', 200, 100),
];

describe('the API calls of the logger', () => {
  it('reads the api entries, newest first', () => {
    expect(apiCallsOf(ENTRIES).map((c) => c.id)).toEqual([7, 6, 5, 4, 3, 1]);
  });

  it('filters by method, status class and path text', () => {
    const calls = apiCallsOf(ENTRIES);
    const ids = (filter: Partial<typeof ALL_CALLS>) => filterApiCalls(calls, { ...ALL_CALLS, ...filter }).map((c) => c.id);
    expect(ids({ method: 'PUT' })).toEqual([5]);
    expect(ids({ status: '4xx' })).toEqual([4]);
    expect(ids({ status: 'failed' })).toEqual([6]);
    expect(ids({ text: 'R9' })).toEqual([4]);
    expect(ids({ text: '{id}' })).toEqual([4, 3]);
  });

  it('takes quantiles by nearest rank', () => {
    const sorted = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.95)).toBe(100);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });

  it('gives each route its p50 and p95 over answered calls, slowest first, with its errors', () => {
    expect(latencyByRoute(apiCallsOf(ENTRIES))).toEqual([
      { routeId: 'PUT /cards/{cid}', calls: 1, errors: 0, p50: 120, p95: 120 },
      { routeId: 'GET /reports', calls: 2, errors: 0, p50: 80, p95: 100 },
      { routeId: 'GET /reports/{id}', calls: 2, errors: 1, p50: 20, p95: 40 },
    ]);
  });
});
