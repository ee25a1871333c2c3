/**
 * The server may send camelCase or snake_case; both are accepted. Everything the client and the use cases
 * handle is camelCase; these functions are the one place that converts.
 */

/** Keys whose values are opaque user data (e.g. custom breakdown columns): never rewritten inside. */
const OPAQUE_KEYS = new Set(['customFields']);

export function toCamelCase(key: string): string {
  // Most keys are camelCase already: the check is much cheaper than the replace (the replace on every key of a
  // page of 71 cards' responses was 16-27 ms of its load in Chromium).
  if (!key.includes('_') && !key.includes('-')) return key;
  return key.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function toSnakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * Deep copy with camelCase keys. Where both spellings of a key are present, the camelCase one wins,
 * whatever their order in the payload.
 */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [rawKey, rawValue] of Object.entries(value)) {
    const key = toCamelCase(rawKey);
    if (key !== rawKey && key in value) continue;
    out[key] = OPAQUE_KEYS.has(key) ? rawValue : camelizeKeys(rawValue);
  }
  return out;
}
