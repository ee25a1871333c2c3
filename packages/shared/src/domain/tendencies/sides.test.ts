import { describe, expect, it } from 'vitest';
import { isOffensiveSnap } from './plays';
import { SIDES, SIDE_LABELS, defaultSideOf, parseSide, sideOfPlay } from './sides';

describe('sides of the ball', () => {
  it('names each side', () => {
    expect(SIDES.map((side) => SIDE_LABELS[side])).toEqual(['Offense', 'Defense', 'Special teams']);
  });

  it('defaults a report to its type’s side, the defensive type being the default', () => {
    expect(defaultSideOf('offense')).toBe('offense');
    expect(defaultSideOf('defense')).toBe('defense');
    expect(defaultSideOf(null)).toBe('defense');
    expect(defaultSideOf(undefined)).toBe('defense');
  });

  it.each([
    ['O', 'Run', 'offense'],
    [null, 'Pass', 'offense'],
    ['', null, 'offense'],
    ['o', null, 'offense'],
    ['D', 'Run', 'defense'],
    ['D', null, 'defense'],
    ['K', null, 'special-teams'],
    ['K', 'Run', 'special-teams'],
    ['O', 'Punt', 'special-teams'],
    ['D', 'KO Rec', 'special-teams'],
    [null, 'extra pt.', 'special-teams'],
    ['O', '2 Pt. Block', 'special-teams'],
    ['S', null, null],
    ['S', 'Punt', 'special-teams'],
    ['X', 'Run', null],
  ])('ODK %s with play type %s is %s', (odk, playType, side) => {
    expect(sideOfPlay(odk, playType)).toBe(side);
    expect(isOffensiveSnap(odk, playType)).toBe(side === 'offense');
  });

  it('reads a side from an address, nothing else', () => {
    expect(parseSide('defense')).toBe('defense');
    expect(parseSide(' Special-Teams ')).toBe('special-teams');
    expect(parseSide('offence')).toBeNull();
    expect(parseSide('')).toBeNull();
    expect(parseSide(null)).toBeNull();
  });
});
