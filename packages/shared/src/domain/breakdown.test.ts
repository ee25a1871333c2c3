import { describe, expect, it } from 'vitest';
import {
  MAX_CUSTOM_FIELDS,
  MAX_CUSTOM_FIELDS_BYTES,
  MAX_CUSTOM_FIELD_NAME_LENGTH,
  breakdownPatchSchema,
  fitCustomFields,
  jsonByteLength,
  readBreakdown,
} from './breakdown';

describe('custom field bounds', () => {
  it('counts UTF-8 bytes of the JSON', () => {
    expect(jsonByteLength({ a: 'ü' })).toBe('{"a":"ü"}'.length + 1);
    expect(jsonByteLength({ a: '😀' })).toBe('{"a":""}'.length + 4);
  });

  it('lets a patch through at the bounds and names the problem past them', () => {
    const atBounds = Object.fromEntries(Array.from({ length: MAX_CUSTOM_FIELDS }, (_, i) => [`F${i}`, 'x'.repeat(300)]));

    expect(breakdownPatchSchema.safeParse({ custom_fields: atBounds }).success).toBe(true);
    const reserved = breakdownPatchSchema.safeParse(JSON.parse('{"customFields":{"__proto__":"x"}}'));
    expect(reserved.success).toBe(false);
    expect(reserved.error?.issues[0]?.message).toBe('A custom field cannot be named __proto__, constructor or prototype');
  });

  it('cuts an imported row to the bounds, naming what it dropped', () => {
    const row: Record<string, unknown> = { constructor: 'x', ['N'.repeat(MAX_CUSTOM_FIELD_NAME_LENGTH + 5)]: 'long name' };
    for (let i = 0; i < 200; i += 1) row[`Column ${i}`] = 'ü'.repeat(500);

    const { fields, dropped } = fitCustomFields(row);

    expect(Object.keys(fields).length).toBeLessThanOrEqual(MAX_CUSTOM_FIELDS);
    expect(jsonByteLength(fields)).toBeLessThanOrEqual(MAX_CUSTOM_FIELDS_BYTES);
    expect(dropped).toContain('constructor');
    expect(Object.keys(fields)).toContain('N'.repeat(MAX_CUSTOM_FIELD_NAME_LENGTH));
    expect(Object.keys(fields).length + dropped.length).toBe(202);
    expect(breakdownPatchSchema.safeParse({ customFields: fields }).success).toBe(true);
  });

  it("keeps a column whose name an object inherits ('toString', 'valueOf'): only the reserved three are dropped", () => {
    const { fields, dropped } = fitCustomFields({ toString: 'Trips', valueOf: '12', constructor: 'x' });

    expect(fields).toEqual({ toString: 'Trips', valueOf: '12' });
    expect(dropped).toEqual(['constructor']);
  });
});

describe('defensive and kicking fields', () => {
  it('reads a card imported before the fields existed: Hudl columns kept as custom fields move into their fields', () => {
    const card = {
      breakdown: {
        odkm: 'D',
        coverage: 'Cover 3',
        customFields: { 'DEF FRONT': 'Over', 'DEF STUNT': 'Twist', 'OFF STR': 'R', BACKFIELD: 'Gun', MOTION: 'Jet', GAME: 'Wk 3' },
      },
    };

    const read = readBreakdown(card);

    expect(read).toMatchObject({ front: 'Over', stunt: 'Twist', strength: 'R', backfield: 'Gun', motion: 'Jet', motionDirection: null });
    expect(read.customFields).toEqual({ GAME: 'Wk 3' });
  });

  it('keeps a legacy custom value that disagrees with the field, so nothing typed is lost', () => {
    const read = readBreakdown({ breakdown: { front: 'Under', customFields: { 'DEF FRONT': 'Over' } } });

    expect(read.front).toBe('Under');
    expect(read.customFields).toEqual({ 'DEF FRONT': 'Over' });
  });

  it('checks kicking numbers', () => {
    expect(breakdownPatchSchema.safeParse({ kickYards: 62, hangTime: 4.3, returnYards: -3, kickType: 'Squib' }).success).toBe(true);
    const problems = breakdownPatchSchema.safeParse({ hangTime: 12, kickYards: 200 });
    expect(problems.success).toBe(false);
    expect(problems.error?.issues.map((issue) => issue.message)).toEqual(['Kick yards are -20 to 110', 'Hang time is 0 to 9.9 seconds']);
  });
});
