import { describe, expect, it } from 'vitest';
import { percentile } from './lambda-functions';

describe('percentile (nearest rank)', () => {
  it('answers null without values, and a value of the list otherwise', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 95)).toBe(7);
    const durations = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(durations, 50)).toBe(5);
    expect(percentile(durations, 95)).toBe(10);
  });
});
