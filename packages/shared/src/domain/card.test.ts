import { describe, expect, it } from 'vitest';
import { completionPercentage, isPlayBrokenDown } from './card';

describe('a play is broken down', () => {
  it('when its ODK is tagged and what happened is: down and distance, play type or result', () => {
    expect(isPlayBrokenDown({ odkm: 'O', down: 1, distance: 10 })).toBe(true);
    expect(isPlayBrokenDown({ odkm: 'D', playType: 'Pass' })).toBe(true);
    expect(isPlayBrokenDown({ odkm: 'O', result: 'Rush' })).toBe(true);
    expect(isPlayBrokenDown({ odkm: 'K', playType: 'Punt' })).toBe(true);
  });

  it('not with only its ODK, only a down, or nothing', () => {
    expect(isPlayBrokenDown({ odkm: 'O' })).toBe(false);
    expect(isPlayBrokenDown({ odkm: 'O', down: 2 })).toBe(false);
    expect(isPlayBrokenDown({ down: 1, distance: 10, playType: 'Run' })).toBe(false);
    expect(isPlayBrokenDown({ odkm: '', playType: 'Run' })).toBe(false);
    expect(isPlayBrokenDown({})).toBe(false);
  });

  it('a row tagged S (nothing on the field) needs only its ODK', () => {
    expect(isPlayBrokenDown({ odkm: 'S' })).toBe(true);
  });

  it('the completion is the share of plays, rounded down', () => {
    expect(completionPercentage(3, 2)).toBe(66);
    expect(completionPercentage(0, 0)).toBe(0);
  });
});
