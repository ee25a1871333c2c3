import type { ApiLogData } from '../../lib/api-client';
import type { LogEntry } from '../../lib/logger';

/** The API calls of the logger (category 'api'), as the Network Monitor and the Performance page read them. */

export interface ApiCall extends ApiLogData {
  id: number;
  timestamp: string;
  level: LogEntry['level'];
}

function isApiLogData(data: unknown): data is ApiLogData {
  return typeof data === 'object' && data !== null && 'method' in data && 'path' in data && 'status' in data && 'durationMs' in data;
}

/** The logged API calls, newest first. */
export function apiCallsOf(entries: readonly LogEntry[]): ApiCall[] {
  const calls: ApiCall[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (entry.category === 'api' && isApiLogData(entry.data))
      calls.push({ ...entry.data, id: entry.id, timestamp: entry.timestamp, level: entry.level });
  }
  return calls;
}

export type StatusClass = 'all' | '2xx' | '3xx' | '4xx' | '5xx' | 'failed';

export interface ApiCallFilter {
  text: string;
  method: string;
  status: StatusClass;
}

export const ALL_CALLS: ApiCallFilter = { text: '', method: 'all', status: 'all' };

function statusClassOf(status: number): StatusClass {
  if (status === 0) return 'failed';
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

export function filterApiCalls(calls: readonly ApiCall[], filter: ApiCallFilter): ApiCall[] {
  const text = filter.text.trim().toLowerCase();
  return calls.filter(
    (call) =>
      (filter.method === 'all' || call.method === filter.method) &&
      (filter.status === 'all' || statusClassOf(call.status) === filter.status) &&
      (!text || call.path.toLowerCase().includes(text) || call.routeId.toLowerCase().includes(text)),
  );
}

/** The value at the q-th quantile (0..1) of sorted numbers, by the nearest-rank method. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

export interface RouteLatency {
  routeId: string;
  calls: number;
  errors: number;
  p50: number;
  p95: number;
}

/** Latency by contract route (answered calls only), slowest p95 first. */
export function latencyByRoute(calls: readonly ApiCall[]): RouteLatency[] {
  const byRoute = new Map<string, { durations: number[]; errors: number }>();
  for (const call of calls) {
    if (call.status === 0) continue;
    const route = byRoute.get(call.routeId) ?? { durations: [], errors: 0 };
    route.durations.push(call.durationMs);
    if (call.status >= 400) route.errors += 1;
    byRoute.set(call.routeId, route);
  }
  return [...byRoute.entries()]
    .map(([routeId, { durations, errors }]) => {
      const sorted = [...durations].sort((a, b) => a - b);
      return { routeId, calls: sorted.length, errors, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
    })
    .sort((a, b) => b.p95 - a.p95 || a.routeId.localeCompare(b.routeId));
}
