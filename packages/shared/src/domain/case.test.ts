import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camelizeKeys, toCamelCase, toSnakeCase } from './case';

describe('key case conversion', () => {
  it('converts snake_case and kebab-case keys to camelCase', () => {
    expect(toCamelCase('timer_expires_at')).toBe('timerExpiresAt');
    expect(toCamelCase('opponent-name')).toBe('opponentName');
    expect(toCamelCase('alreadyCamel')).toBe('alreadyCamel');
    expect(toSnakeCase('timerExpiresAt')).toBe('timer_expires_at');
  });

  it('answers for any key as the full conversion does (the camelCase shortcut changes nothing)', () => {
    const fullConversion = (key: string) => key.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
    const keyChars = fc.constantFrom(...'aZ09_- .x'.split(''));
    fc.assert(fc.property(fc.string({ unit: keyChars }), (key) => toCamelCase(key) === fullConversion(key)));
  });

  it('camelizes nested objects and arrays but leaves custom fields as the coach named them', () => {
    const input = {
      report_id: 'r1',
      media_list: [{ s3_key: 'a/b.mp4', media_type: 'video' }],
      custom_fields: { 'DEF FRONT': 'Over', motion_dir: 'L' },
    };

    expect(camelizeKeys(input)).toEqual({
      reportId: 'r1',
      mediaList: [{ s3Key: 'a/b.mp4', mediaType: 'video' }],
      customFields: { 'DEF FRONT': 'Over', motion_dir: 'L' },
    });
  });

  it('prefers the camelCase spelling when a payload carries both', () => {
    expect(camelizeKeys({ package_type: 'free', packageType: 'full' })).toEqual({ packageType: 'full' });
    expect(camelizeKeys({ packageType: 'full', package_type: 'free' })).toEqual({ packageType: 'full' });
  });

  it('leaves primitives and null alone', () => {
    expect(camelizeKeys(null)).toBeNull();
    expect(camelizeKeys('text')).toBe('text');
    expect(camelizeKeys([1, 2])).toEqual([1, 2]);
  });
});
