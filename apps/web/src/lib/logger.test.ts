import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Storage kept in memory (the unit tests run in Node, which has no localStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A fresh copy of the logger module (its buffers are module state). */
async function freshLogger() {
  vi.resetModules();
  return import('./logger');
}

describe('the in-browser logger', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('keeps info and above, and debug only while the debug flag is set in local storage', async () => {
    const { logger, setDebugEnabled } = await freshLogger();
    logger.debug('api', 'not kept');
    logger.info('api', 'kept');
    setDebugEnabled(true);
    logger.debug('api', 'kept in debug');

    expect(logger.entries().map((entry) => [entry.level, entry.message])).toEqual([
      ['info', 'kept'],
      ['debug', 'kept in debug'],
    ]);
  });

  it('stamps each entry with the session id and keeps its data sanitised', async () => {
    const { logger, LOG_SESSION_ID } = await freshLogger();
    logger.info('auth', 'Signed in', { token: 'eyJ.abc.def', email: 'coach@eaglesfootball.example', role: 'coach' });

    const [entry] = logger.entries();
    expect(LOG_SESSION_ID).toMatch(/^session-[0-9a-z]+-[0-9a-z]+$/);
    expect(entry).toMatchObject({ id: 1, sessionId: LOG_SESSION_ID, category: 'auth', level: 'info', message: 'Signed in' });
    expect(entry?.data).toEqual({ token: '[REDACTED]', email: '[REDACTED]', role: 'coach' });
  });

  it('keeps the last 1000 entries', async () => {
    const { logger } = await freshLogger();
    for (let i = 1; i <= 1005; i++) logger.info('api', `call ${i}`);

    const entries = logger.entries();
    expect(entries).toHaveLength(1000);
    expect(entries[0]?.message).toBe('call 6');
    expect(entries.at(-1)?.message).toBe('call 1005');
  });

  it('returns the entries of the recent window (10 minutes by default)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const { logger } = await freshLogger();
    logger.info('api', 'at 10:00');
    vi.setSystemTime(new Date('2026-11-23T10:08:00Z'));
    logger.info('api', 'at 10:08');
    vi.setSystemTime(new Date('2026-11-23T10:15:00Z'));

    expect(logger.recent().map((entry) => entry.message)).toEqual(['at 10:08']);
    expect(logger.recent(20).map((entry) => entry.message)).toEqual(['at 10:00', 'at 10:08']);
  });

  it('treats 400 and above as errors and 300-399 as warnings', async () => {
    const { levelForStatus } = await freshLogger();
    expect([200, 204, 301, 304, 399, 400, 404, 500].map(levelForStatus)).toEqual([
      'info',
      'info',
      'warn',
      'warn',
      'warn',
      'error',
      'error',
      'error',
    ]);
  });

  it('buffers console lines and flushes them to session storage, keeping the last 500 there', async () => {
    const { logger, capturedConsole, flushConsoleBuffer, storedConsoleLogs, LOG_CONFIG } = await freshLogger();
    logger.warn('upload', 'Part 3 retried', { s3_key: 'uploads/rpt-1/game.zip' });
    flushConsoleBuffer();
    expect(storedConsoleLogs()).toEqual([
      expect.objectContaining({ level: 'warn', message: '[upload] Part 3 retried {"s3_key":"uploads/rpt-1/game.zip"}' }),
    ]);
    expect(sessionStorage.getItem('scout.console-logs')).toContain('Part 3 retried');
    expect(localStorage.getItem('scout.console-logs')).toBeNull();

    // A full buffer (100) flushes at once, without waiting for the 5 s timer.
    for (let i = 1; i <= LOG_CONFIG.consoleBufferSize; i++) logger.info('api', `line ${i}`);
    expect(storedConsoleLogs()).toHaveLength(101);
    for (let i = 1; i <= 600; i++) logger.info('api', `more ${i}`);
    flushConsoleBuffer();

    const stored = storedConsoleLogs();
    expect(stored).toHaveLength(500);
    expect(stored.at(-1)?.message).toBe('[api] more 600');
    expect(capturedConsole()).toHaveLength(701);
  });

  it('keeps the page of a console line as its route template, and paths in messages as templates', async () => {
    vi.stubGlobal('location', { href: 'https://scout.example/shared/Qm9zY29lLXNoYXJlLXRva2VuLTEy_xY?refresh=1' });
    const { logger, capturedConsole } = await freshLogger();
    logger.error('router', 'Route failed to render', 'No route matches URL "/reports/report-42/cards/card-7/view"');

    expect(logger.entries()[0]?.data).toBe('No route matches URL "/reports/:reportId/cards/:cardId/view"');
    expect(capturedConsole()[0]).toMatchObject({
      url: 'https://scout.example/shared/:shareToken',
      message: '[router] Route failed to render No route matches URL "/reports/:reportId/cards/:cardId/view"',
    });
  });

  it('deletes, once at start-up, the console lines earlier versions kept in local storage', async () => {
    localStorage.setItem('scout.console-logs', JSON.stringify([{ message: 'an earlier user', url: 'https://scout.example/shared/abc' }]));
    localStorage.setItem('scout.debug', 'true');
    vi.stubGlobal('window', { addEventListener: vi.fn(), setInterval: vi.fn() });
    const { installConsoleCapture, storedConsoleLogs } = await freshLogger();

    installConsoleCapture();

    expect(localStorage.getItem('scout.console-logs')).toBeNull();
    expect(localStorage.getItem('scout.debug')).toBe('true');
    expect(storedConsoleLogs()).toEqual([]);
  });

  it('forgets every log, in memory and in session storage, when cleared', async () => {
    const { logger, capturedConsole, clearLogs, flushConsoleBuffer, storedConsoleLogs } = await freshLogger();
    logger.info('api', 'GET /reports -> 200');
    flushConsoleBuffer();
    logger.info('api', 'GET /reports/{id} -> 200');
    const before = logger.snapshot();
    const listener = vi.fn();
    logger.subscribe(listener);

    clearLogs();
    flushConsoleBuffer();

    expect(logger.entries()).toEqual([]);
    expect(logger.snapshot()).not.toBe(before);
    expect(capturedConsole()).toEqual([]);
    expect(storedConsoleLogs()).toEqual([]);
    expect(sessionStorage.getItem('scout.console-logs')).toBeNull();
    expect(listener).toHaveBeenCalled();
  });
});
