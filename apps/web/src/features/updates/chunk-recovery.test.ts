import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_MARKER,
  CHUNK_RELOAD_WINDOW_MS,
  ChunkLoadError,
  createChunkRecovery,
  decideChunkRecovery,
  isChunkLoadFailure,
  loadChunk,
} from './chunk-recovery';

const NOW = Date.parse('2026-05-04T12:00:00Z');

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the reload-once rule', () => {
  it('reloads on a first failure, and when the last automatic reload is older than the window', () => {
    expect(decideChunkRecovery(null, NOW)).toBe('reload');
    expect(decideChunkRecovery(String(NOW - CHUNK_RELOAD_WINDOW_MS), NOW)).toBe('reload');
  });

  it('shows the updated screen when the session reloaded for a failed chunk within the window', () => {
    expect(decideChunkRecovery(String(NOW - 1_000), NOW)).toBe('show-updated');
    // A reload whose chunk then waited out the whole timeout is still the same episode.
    expect(decideChunkRecovery(String(NOW - CHUNK_LOAD_TIMEOUT_MS - 5_000), NOW)).toBe('show-updated');
    // A marker from the future (clock set back) counts as recent: no loop.
    expect(decideChunkRecovery(String(NOW + 60_000), NOW)).toBe('show-updated');
  });

  it('does not let an unreadable marker block the reload', () => {
    expect(decideChunkRecovery('yesterday', NOW)).toBe('reload');
    expect(decideChunkRecovery('', NOW)).toBe('reload');
  });
});

describe("a page load's recovery", () => {
  it('reloads once and records when, then answers every later failure of the page load the same way', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const recover = createChunkRecovery({ storage, now: () => NOW, reload });

    const first = recover('/storage');
    const second = recover();

    expect(first).toBe('reload');
    expect(second).toBe('reload');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith('/storage');
    expect(storage.values.get(CHUNK_RELOAD_MARKER)).toBe(String(NOW));
  });

  it('after the automatic reload, a failure shows the updated screen instead of reloading again', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_MARKER]: String(NOW - 3_000) });
    const reload = vi.fn();
    const recover = createChunkRecovery({ storage, now: () => NOW, reload });

    expect(recover()).toBe('show-updated');
    expect(reload).not.toHaveBeenCalled();
    expect(storage.values.get(CHUNK_RELOAD_MARKER)).toBe(String(NOW - 3_000));
  });

  it('a failure long after the last automatic reload (another deploy) reloads again', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_MARKER]: String(NOW - 2 * CHUNK_RELOAD_WINDOW_MS) });
    const reload = vi.fn();

    expect(createChunkRecovery({ storage, now: () => NOW, reload })()).toBe('reload');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.values.get(CHUNK_RELOAD_MARKER)).toBe(String(NOW));
  });

  it('without session storage (or when it throws) shows the screen rather than risk a reload loop', () => {
    const reload = vi.fn();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };

    expect(createChunkRecovery({ storage: null, now: () => NOW, reload })()).toBe('show-updated');
    expect(createChunkRecovery({ storage: throwing, now: () => NOW, reload })()).toBe('show-updated');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('recognising a chunk that did not load', () => {
  it("knows the browsers' and Vite's words for a failed chunk", () => {
    const failures = [
      new TypeError('Failed to fetch dynamically imported module: https://scout.test/assets/report-AbC123.js'),
      new TypeError('error loading dynamically imported module: https://scout.test/assets/report-AbC123.js'),
      new TypeError('Importing a module script failed.'),
      new Error('Unable to preload CSS for /assets/report-AbC123.css'),
      new ChunkLoadError('timed out'),
    ];

    expect(failures.map(isChunkLoadFailure)).toEqual(failures.map(() => true));
  });

  it('does not take a bug in loaded code, or a thrown non-error, for a chunk failure', () => {
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadFailure(null)).toBe(false);
  });
});

describe("loading a page's code", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the module when it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ page: 'report' }))).resolves.toEqual({ page: 'report' });
  });

  it('turns a failed fetch into a ChunkLoadError that keeps the cause', async () => {
    const fetchFailure = new TypeError('Failed to fetch dynamically imported module: /assets/report-AbC123.js');

    const error: unknown = await loadChunk(() => Promise.reject(fetchFailure)).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(fetchFailure);
  });

  it('passes on an error of code that loaded and threw, unchanged', async () => {
    const bug = new RangeError('Invalid time value');

    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });

  it('gives up on a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const settled = vi.fn();
    const loading = loadChunk(() => never).catch((error: unknown) => {
      settled(error);
    });

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;

    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    expect(isChunkLoadFailure(settled.mock.calls[0]?.[0])).toBe(true);
  });
});
