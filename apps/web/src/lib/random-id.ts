/** The subset of Web Crypto random-id needs (tests pass one without randomUUID). */
export interface RandomSource {
  randomUUID?: () => string;
  getRandomValues?: (array: Uint8Array<ArrayBuffer>) => unknown;
}

/**
 * A random v4 UUID. crypto.randomUUID exists only in secure contexts (https, or http on localhost): a test host
 * opened over plain http (http://scout-dev.test) has none, but getRandomValues works everywhere, and the ids
 * (notifications, uploads, a session user without one) only need to be unique in this browser.
 */
export function randomId(source: RandomSource | undefined = globalThis.crypto): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') source.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  // RFC 9562 version 4, variant 10xx.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
