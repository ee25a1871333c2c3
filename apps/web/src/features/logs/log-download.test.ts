import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../lib/logger';
import { DEFAULT_LOG_FILTER, filterLogs, logFileContent, logFileName, logStatistics } from './log-download';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

function entry(id: number, minutesAgo: number, category: string, level: LogEntry['level'], message: string, data?: unknown): LogEntry {
  return { id, sessionId: 'session-abc', category, level, timestamp: new Date(NOW - minutesAgo * 60_000).toISOString(), message, data };
}

const ENTRIES: LogEntry[] = [
  entry(1, 90, 'auth', 'info', 'Signed in'),
  entry(2, 40, 'api', 'info', 'GET /reports -> 200 in 80 ms', { status: 200 }),
  entry(3, 20, 'api', 'error', 'GET /reports/r9 -> 404 in 30 ms', { status: 404 }),
  entry(4, 7, 'upload', 'warn', 'Part 3 retried'),
  entry(5, 2, 'api', 'warn', 'GET /old -> 301 in 5 ms'),
];

describe('the Download API Logs dialog', () => {
  it('counts the logs by category and by level', () => {
    expect(logStatistics(ENTRIES)).toEqual({
      total: 5,
      byCategory: { auth: 1, api: 3, upload: 1 },
      byLevel: { debug: 0, info: 2, warn: 2, error: 1 },
    });
  });

  it('filters by category, level and time range together', () => {
    const ids = (filter: Partial<typeof DEFAULT_LOG_FILTER>) =>
      filterLogs(ENTRIES, { ...DEFAULT_LOG_FILTER, ...filter }, NOW).map((e) => e.id);
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ category: 'api' })).toEqual([2, 3, 5]);
    expect(ids({ level: 'warn' })).toEqual([4, 5]);
    expect(ids({ minutes: 10 })).toEqual([4, 5]);
    expect(ids({ minutes: 30, category: 'api' })).toEqual([3, 5]);
    expect(ids({ minutes: 5, level: 'error' })).toEqual([]);
  });

  it('names the file from the custom name (trimmed), or with a timestamp when it is empty', () => {
    const now = new Date(NOW);
    expect(logFileName('', now)).toBe('scout-api-logs-2026-11-23T12-00-00.json');
    expect(logFileName('   ', now)).toBe('scout-api-logs-2026-11-23T12-00-00.json');
    expect(logFileName('  upload bug  ', now)).toBe('upload bug.json');
    expect(logFileName('ticket-42.txt', now)).toBe('ticket-42.txt');
    expect(logFileName('a/b:c', now)).toBe('a-b-c.json');
  });

  it('writes each log with its timestamp, level, category, message and data, and the filters used', () => {
    const kept = filterLogs(ENTRIES, { ...DEFAULT_LOG_FILTER, category: 'api', minutes: 30 }, NOW);
    const file = JSON.parse(logFileContent(kept, 'session-abc', { ...DEFAULT_LOG_FILTER, category: 'api', minutes: 30 }, new Date(NOW)));
    expect(file).toEqual({
      sessionId: 'session-abc',
      exportedAt: '2026-11-23T12:00:00.000Z',
      filters: { category: 'api', level: 'All Levels', timeRange: 'Last 30 minutes' },
      count: 2,
      logs: [
        {
          timestamp: '2026-11-23T11:40:00.000Z',
          level: 'error',
          category: 'api',
          message: 'GET /reports/r9 -> 404 in 30 ms',
          data: { status: 404 },
        },
        { timestamp: '2026-11-23T11:58:00.000Z', level: 'warn', category: 'api', message: 'GET /old -> 301 in 5 ms' },
      ],
    });
  });
});
