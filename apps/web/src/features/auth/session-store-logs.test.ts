import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../lib/browser-storage';
import { capturedConsole, CONSOLE_STORAGE_KEY, flushConsoleBuffer, logger, storedConsoleLogs } from '../../lib/logger';
import { coachClaims, makeToken, NOW_MS } from '../../testing/make-token';
import { coachSessionUser } from './coach-session-user.fixture';
import { createSessionStore } from './session-store';

/** A Storage kept in memory (the unit tests run in Node, which has no sessionStorage). */
function memorySessionStorage(): Storage {
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

describe('the in-browser logs follow the session', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memorySessionStorage());
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['user', 'expired'] as const)('clears every log when the session ends (%s)', (reason) => {
    // prepare: a signed-in coach whose calls were logged, some flushed to session storage
    const store = createSessionStore({ storage: createMemoryStorage(), now: () => NOW_MS });
    store.getState().loginSuccess(makeToken(coachClaims), coachSessionUser);
    logger.info('api', 'GET /reports -> 200 in 12 ms');
    flushConsoleBuffer();
    logger.info('api', 'GET /reports/{id} -> 200 in 9 ms');
    expect(sessionStorage.getItem(CONSOLE_STORAGE_KEY)).not.toBeNull();

    // act
    store.getState().logout(reason);

    // assess
    expect(logger.entries()).toEqual([]);
    expect(capturedConsole()).toEqual([]);
    expect(storedConsoleLogs()).toEqual([]);
    expect(sessionStorage.getItem(CONSOLE_STORAGE_KEY)).toBeNull();
  });
});
