import { templatedUrl, templatePathsInText } from './log-paths';
import { sanitizeLogData } from './log-sanitize';

/**
 * The in-browser logger: the API log (what the client did, by category and level) and
 * the console buffer (what was printed), both kept in memory for the 'Download API Logs' dialog and the dev
 * tools pages. Always on, production included; entries below the level (info, or debug when the debug flag in
 * local storage is set) are not kept. Every `data` goes through sanitizeLogData, so no secret, contact detail,
 * organisation id or account name is ever kept, and nothing large. Paths are kept as route templates
 * ('/shared/:shareToken', '/reports/{id}'), never concrete (log-paths.ts); the flushed console lines live in
 * session storage, and logging out clears everything (clearLogs).
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

export interface LogEntry {
  /** Increases with each entry of this page (a stable key for lists). */
  id: number;
  sessionId: string;
  category: string;
  level: LogLevel;
  timestamp: string;
  message: string;
  data?: unknown;
}

/** What was printed to the console, with where and in which browser. */
export interface ConsoleEntry {
  timestamp: string;
  level: LogLevel;
  message: string;
  url: string;
  userAgent: string;
}

/** How much the logger keeps, and for how long. */
export const LOG_CONFIG = {
  maxApiEntries: 1000,
  maxConsoleEntries: 1000,
  level: 'info' as LogLevel,
  recentWindowMinutes: 10,
  consoleBufferSize: 100,
  consoleFlushIntervalMs: 5000,
  maxStoredLogs: 500,
} as const;

/** Local-storage key of the debug switch shown in the local environment banner. */
export const DEBUG_STORAGE_KEY = 'scout.debug';
/**
 * Session-storage key where the console buffer is flushed (the last 500 entries survive a reload of this tab,
 * not the tab). Earlier versions kept them in local storage under the same key: installConsoleCapture deletes
 * that copy (concrete paths and an earlier user's lines).
 */
export const CONSOLE_STORAGE_KEY = 'scout.console-logs';

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

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

/** Time-based, so sessions sort by when they began; the suffix tells apart two tabs opened the same millisecond. */
export const LOG_SESSION_ID = `session-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

const entries: LogEntry[] = [];
/** The entries as one array until the next entry (what React's useSyncExternalStore needs). */
let snapshot: readonly LogEntry[] | null = null;
const listeners = new Set<() => void>();
let nextId = 1;

type ConsoleMethod = 'debug' | 'info' | 'warn' | 'error' | 'log';
/** The console's methods as they were before capture (null: not captured), so the logger prints without recording its lines twice. */
let uncaptured: Record<ConsoleMethod, (...args: unknown[]) => void> | null = null;

function print(method: ConsoleMethod, args: unknown[]): void {
  if (uncaptured) uncaptured[method](...args);
  else console[method](...args);
}

function notify(): void {
  for (const listener of listeners) listener();
}

function threshold(): LogLevel {
  return readDebugFlag() ? 'debug' : LOG_CONFIG.level;
}

function write(level: LogLevel, category: string, message: string, data?: unknown): void {
  if (LEVEL_RANK[level] < LEVEL_RANK[threshold()]) return;
  const safe = data === undefined ? undefined : sanitizeLogData(data);
  const entry: LogEntry = {
    id: nextId++,
    sessionId: LOG_SESSION_ID,
    category,
    level,
    timestamp: new Date().toISOString(),
    message: templatePathsInText(message),
  };
  if (safe !== undefined) entry.data = safe;
  entries.push(entry);
  if (entries.length > LOG_CONFIG.maxApiEntries) entries.splice(0, entries.length - LOG_CONFIG.maxApiEntries);
  snapshot = null;
  const line = `[${category}] ${entry.message}`;
  const args = safe === undefined ? [line] : [line, safe];
  // Printed lines go to the console buffer as any other console line would.
  recordConsole(level, args);
  print(level, args);
  notify();
}

export const logger = {
  debug: (category: string, message: string, data?: unknown) => write('debug', category, message, data),
  info: (category: string, message: string, data?: unknown) => write('info', category, message, data),
  warn: (category: string, message: string, data?: unknown) => write('warn', category, message, data),
  error: (category: string, message: string, data?: unknown) => write('error', category, message, data),
  /** A copy of the kept entries, oldest first. */
  entries: (): LogEntry[] => [...entries],
  /** The kept entries, oldest first, as the same array until an entry is added (for useSyncExternalStore). */
  snapshot(): readonly LogEntry[] {
    snapshot ??= [...entries];
    return snapshot;
  },
  /** The entries of the last `minutes` (10 by default), oldest first. */
  recent(minutes: number = LOG_CONFIG.recentWindowMinutes, now: number = Date.now()): LogEntry[] {
    const since = now - minutes * 60_000;
    return entries.filter((entry) => Date.parse(entry.timestamp) >= since);
  },
  /** Calls `listener` after each new entry (console entries included); returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Level for an HTTP status: 400 and above are errors, 300-399 warnings, the rest information. */
export function levelForStatus(status: number): LogLevel {
  if (status >= 400) return 'error';
  if (status >= 300) return 'warn';
  return 'info';
}

// The console buffer.

const consoleEntries: ConsoleEntry[] = [];
let consoleSnapshot: readonly ConsoleEntry[] | null = null;
let pending: ConsoleEntry[] = [];

function consoleText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(sanitizeLogData(value)) ?? String(value);
  } catch {
    return String(value);
  }
}

function recordConsole(level: LogLevel, args: readonly unknown[]): void {
  const text = templatePathsInText(args.map(consoleText).join(' '));
  const href = globalThis.location?.href;
  const entry: ConsoleEntry = {
    timestamp: new Date().toISOString(),
    level,
    message: text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
    url: href ? templatedUrl(href) : '',
    userAgent: globalThis.navigator?.userAgent ?? '',
  };
  consoleEntries.push(entry);
  if (consoleEntries.length > LOG_CONFIG.maxConsoleEntries) consoleEntries.splice(0, consoleEntries.length - LOG_CONFIG.maxConsoleEntries);
  consoleSnapshot = null;
  pending.push(entry);
  if (pending.length >= LOG_CONFIG.consoleBufferSize) flushConsoleBuffer();
}

/** The console lines kept in a browser's storage by earlier flushes (this page's and earlier pages'), oldest first. */
export function storedConsoleLogs(): ConsoleEntry[] {
  try {
    const raw = sessionStore()?.getItem(CONSOLE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as ConsoleEntry[]) : [];
  } catch {
    return [];
  }
}

/** Writes the buffered console lines to session storage, keeping the last 500 there. */
export function flushConsoleBuffer(): void {
  if (pending.length === 0) return;
  const batch = pending;
  pending = [];
  try {
    const stored = [...storedConsoleLogs(), ...batch].slice(-LOG_CONFIG.maxStoredLogs);
    sessionStore()?.setItem(CONSOLE_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Full or unavailable storage: the lines stay in memory only.
  }
}

/** The console lines of this page, oldest first. */
export function capturedConsole(): ConsoleEntry[] {
  return [...consoleEntries];
}

/** The console lines of this page as the same array until a line is added (for useSyncExternalStore). */
export function capturedConsoleSnapshot(): readonly ConsoleEntry[] {
  consoleSnapshot ??= [...consoleEntries];
  return consoleSnapshot;
}

/**
 * Forgets every log of this browser tab: the API log, the console lines in memory and those flushed to session
 * storage. Called when the person logs out, so the next person at the browser sees none of them.
 */
export function clearLogs(): void {
  entries.length = 0;
  snapshot = null;
  consoleEntries.length = 0;
  consoleSnapshot = null;
  pending = [];
  try {
    sessionStore()?.removeItem(CONSOLE_STORAGE_KEY);
  } catch {
    // Unavailable storage holds nothing to clear.
  }
  notify();
}

/** Deletes the console lines earlier versions kept in local storage (they outlived logout); once at start-up. */
export function forgetLegacyStoredLogs(): void {
  try {
    globalThis.localStorage?.removeItem(CONSOLE_STORAGE_KEY);
  } catch {
    // Unavailable storage holds nothing to delete.
  }
}

let captureInstalled = false;

/**
 * Records every console line of the page (log, info, warn, error, debug) while still printing it, flushes the
 * buffer to session storage every 5 s and when the page is hidden or left, and deletes the copy earlier
 * versions kept in local storage. Called once at start-up.
 */
export function installConsoleCapture(): void {
  if (captureInstalled || typeof window === 'undefined') return;
  captureInstalled = true;
  forgetLegacyStoredLogs();
  const levels: Record<ConsoleMethod, LogLevel> = { debug: 'debug', info: 'info', log: 'info', warn: 'warn', error: 'error' };
  const originals = {} as Record<ConsoleMethod, (...args: unknown[]) => void>;
  for (const method of Object.keys(levels) as ConsoleMethod[]) {
    const original = console[method].bind(console);
    originals[method] = original;
    console[method] = (...args: unknown[]) => {
      recordConsole(levels[method], args);
      original(...args);
      notify();
    };
  }
  uncaptured = originals;
  window.addEventListener('error', (event) => recordConsole('error', [`Uncaught ${event.message}`]));
  window.addEventListener('unhandledrejection', (event) => recordConsole('error', ['Unhandled rejection', event.reason]));
  window.setInterval(flushConsoleBuffer, LOG_CONFIG.consoleFlushIntervalMs);
  window.addEventListener('pagehide', flushConsoleBuffer);
  window.addEventListener('beforeunload', flushConsoleBuffer);
}
