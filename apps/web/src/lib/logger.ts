/**
 * The in-browser logger, thin for now: levels, categories, a debug switch read from local
 * storage, and a bounded in-memory buffer a later 'Download Logs' dialog can read. Never pass tokens or
 * passwords in `data`.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  category: string;
  level: LogLevel;
  timestamp: string;
  message: string;
  data?: unknown;
}

/** Local-storage key of the debug switch shown in the local environment banner. */
export const DEBUG_STORAGE_KEY = 'scout.debug';
export const MAX_LOG_ENTRIES = 1000;

const LEVEL_RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

function readDebugFlag(): boolean {
  try {
    return globalThis.localStorage?.getItem(DEBUG_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function isDebugEnabled(): boolean {
  return readDebugFlag();
}

export function setDebugEnabled(enabled: boolean): void {
  try {
    if (enabled) globalThis.localStorage?.setItem(DEBUG_STORAGE_KEY, 'true');
    else globalThis.localStorage?.removeItem(DEBUG_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the switch then lasts for this page only.
  }
}

const entries: LogEntry[] = [];

function write(level: LogLevel, category: string, message: string, data?: unknown): void {
  const entry: LogEntry = { category, level, timestamp: new Date().toISOString(), message, data };
  entries.push(entry);
  if (entries.length > MAX_LOG_ENTRIES) entries.splice(0, entries.length - MAX_LOG_ENTRIES);
  const threshold: LogLevel = readDebugFlag() ? 'debug' : 'info';
  if (LEVEL_RANK[level] < LEVEL_RANK[threshold]) return;
  const line = `[${category}] ${message}`;
  const args = data === undefined ? [line] : [line, data];
  if (level === 'error') console.error(...args);
  else if (level === 'warn') console.warn(...args);
  else if (level === 'info') console.info(...args);
  else console.debug(...args);
}

export const logger = {
  debug: (category: string, message: string, data?: unknown) => write('debug', category, message, data),
  info: (category: string, message: string, data?: unknown) => write('info', category, message, data),
  warn: (category: string, message: string, data?: unknown) => write('warn', category, message, data),
  error: (category: string, message: string, data?: unknown) => write('error', category, message, data),
  /** A copy of the buffered entries, oldest first. */
  entries: (): LogEntry[] => [...entries],
};

/** Level for an HTTP status: 400 and above are errors, 300-399 warnings. */
export function levelForStatus(status: number): LogLevel {
  if (status >= 400) return 'error';
  if (status >= 300) return 'warn';
  return 'debug';
}
