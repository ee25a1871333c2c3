import { describe, expect, it } from 'vitest';
import { compareNatural, compareNaturalPaths } from './natural-order';

describe('natural order of clip names', () => {
  it('puts Clip 2 before Clip 10, as a coach counts', () => {
    const names = ['Clip 10.mp4', 'Clip 2.mp4', 'Clip 1.mp4', 'Clip 100.mp4'];

    const sorted = [...names].sort(compareNatural);

    expect(sorted).toEqual(['Clip 1.mp4', 'Clip 2.mp4', 'Clip 10.mp4', 'Clip 100.mp4']);
  });

  it('reads zero-padded and unpadded numbers alike, and ignores case', () => {
    const names = ['clip 010.mp4', 'CLIP 9.mp4', 'Clip 011.mp4'];

    const sorted = [...names].sort(compareNatural);

    expect(sorted).toEqual(['CLIP 9.mp4', 'clip 010.mp4', 'Clip 011.mp4']);
  });

  it('compares long digit runs by value without losing precision', () => {
    const smaller = 'Clip 90071992547409921.mp4';
    const larger = 'Clip 90071992547409922.mp4';

    expect(compareNatural(smaller, larger)).toBeLessThan(0);
    expect(compareNatural(larger, smaller)).toBeGreaterThan(0);
  });

  it('gives one order for names that differ only in case or padding, whatever order they come in', () => {
    const names = ['Clip 1.mp4', 'clip 01.mp4', 'CLIP 1.mp4'];

    const forward = [...names].sort(compareNatural);
    const backward = [...names].reverse().sort(compareNatural);

    expect(forward).toEqual(backward);
  });

  it('keeps each folder together and orders folders naturally too', () => {
    const paths = ['Game 10/Clip 1.mp4', 'Game 2/Clip 10.mp4', 'Game 2 - Wide.mp4', 'Game 2/Clip 9.mp4', 'Game 10/Clip 2.mp4'];

    const sorted = [...paths].sort(compareNaturalPaths);

    expect(sorted).toEqual(['Game 2/Clip 9.mp4', 'Game 2/Clip 10.mp4', 'Game 2 - Wide.mp4', 'Game 10/Clip 1.mp4', 'Game 10/Clip 2.mp4']);
  });
});
