/** The subset of the Web Storage API the app uses, so stores can be tested with an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** localStorage when the browser offers it, else memory (tests, locked-down browsers). */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') {
      const probe = '__scout_probe__';
      globalThis.localStorage.setItem(probe, probe);
      globalThis.localStorage.removeItem(probe);
      return globalThis.localStorage;
    }
  } catch {
    // Storage disabled: fall through.
  }
  return createMemoryStorage();
}
