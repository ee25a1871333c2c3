import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('random ids', () => {
  it('uses crypto.randomUUID where the page has it', () => {
    expect(randomId({ randomUUID: () => 'from-random-uuid' })).toBe('from-random-uuid');
  });

  it('makes v4 UUIDs from getRandomValues on an insecure origin, where randomUUID is missing', () => {
    // Prepare: Web Crypto without randomUUID, as on http://scout-dev.test.
    const insecure = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => globalThis.crypto.getRandomValues(array) };

    // Act
    const ids = Array.from({ length: 200 }, () => randomId(insecure));

    // Assess
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('still makes v4 UUIDs with no Web Crypto at all', () => {
    expect(randomId({})).toMatch(UUID_V4);
  });
});
