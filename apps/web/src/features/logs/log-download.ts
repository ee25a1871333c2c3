import type { LogEntry, LogLevel } from '../../lib/logger';

/** The 'Download API Logs' dialog's rules: which entries a choice of category, level and time range keeps, and the file's name. */

export interface TimeRange {
  label: string;
  /** null: all time. */
  minutes: number | null;
}

export const LOG_TIME_RANGES: readonly TimeRange[] = [
  { label: 'All Time', minutes: null },
  { label: 'Last 5 minutes', minutes: 5 },
  { label: 'Last 10 minutes', minutes: 10 },
  { label: 'Last 30 minutes', minutes: 30 },
  { label: 'Last hour', minutes: 60 },
  { label: 'Last 2 hours', minutes: 120 },
];

export const ALL_CATEGORIES = 'all';
export const ALL_LEVELS = 'all';

export interface LogFilter {
  category: string;
  level: LogLevel | typeof ALL_LEVELS;
  minutes: number | null;
}

export const DEFAULT_LOG_FILTER: LogFilter = { category: ALL_CATEGORIES, level: ALL_LEVELS, minutes: null };

export interface LogStatistics {
  total: number;
  byCategory: Record<string, number>;
  byLevel: Record<LogLevel, number>;
}

export function logStatistics(entries: readonly LogEntry[]): LogStatistics {
  const byCategory: Record<string, number> = {};
  const byLevel: Record<LogLevel, number> = { debug: 0, info: 0, warn: 0, error: 0 };
  for (const entry of entries) {
    byCategory[entry.category] = (byCategory[entry.category] ?? 0) + 1;
    byLevel[entry.level] += 1;
  }
  return { total: entries.length, byCategory, byLevel };
}

/** The entries the filters keep, oldest first. */
export function filterLogs(entries: readonly LogEntry[], filter: LogFilter, now: number): LogEntry[] {
  const since = filter.minutes === null ? null : now - filter.minutes * 60_000;
  return entries.filter(
    (entry) =>
      (filter.category === ALL_CATEGORIES || entry.category === filter.category) &&
      (filter.level === ALL_LEVELS || entry.level === filter.level) &&
      (since === null || Date.parse(entry.timestamp) >= since),
  );
}

/** '2026-11-23T22-05-09' from a date: a timestamp that is safe in a file name. */
function fileStamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/:/g, '-');
}

/**
 * The file's name: the custom name trimmed (with '.json' added when it has no extension, and characters a file
 * system refuses replaced), or, when empty, 'scout-api-logs-{timestamp}.json'.
 */
export function logFileName(custom: string, now: Date): string {
  const name = custom.trim().replace(/[\\/:*?"<>|]+/g, '-');
  if (!name) return `scout-api-logs-${fileStamp(now)}.json`;
  return /\.[a-z0-9]{1,5}$/i.test(name) ? name : `${name}.json`;
}

/** The file: who and when, the filters used, and each entry with its timestamp, level, category, message and data. */
export function logFileContent(entries: readonly LogEntry[], sessionId: string, filter: LogFilter, now: Date): string {
  return JSON.stringify(
    {
      sessionId,
      exportedAt: now.toISOString(),
      filters: {
        category: filter.category === ALL_CATEGORIES ? 'All Categories' : filter.category,
        level: filter.level === ALL_LEVELS ? 'All Levels' : filter.level,
        timeRange: LOG_TIME_RANGES.find((range) => range.minutes === filter.minutes)?.label ?? 'All Time',
      },
      count: entries.length,
      logs: entries.map(({ timestamp, level, category, message, data }) => ({ timestamp, level, category, message, data })),
    },
    null,
    2,
  );
}
