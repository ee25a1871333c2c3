import { describe, expect, it } from 'vitest';
import { averageText, percentText, rateCountText, ratioText, topText, yardsText } from './format';

describe('how tendency numbers read', () => {
  it('shows rates as whole percents and nothing-to-divide-by as a dash', () => {
    expect(percentText(2 / 3)).toBe('67%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('—');
    expect(rateCountText(2 / 3, 4)).toBe('67% (4)');
    expect(rateCountText(null, 0)).toBe('—');
    expect(ratioText(5 / 11, 5, 11)).toBe('45% (5/11)');
    expect(ratioText(null, 0, 0)).toBe('—');
  });

  it('shows yards to a tenth and the top values with their counts', () => {
    expect(yardsText(2.5)).toBe('2.5');
    expect(yardsText(0)).toBe('0.0');
    expect(yardsText(null)).toBe('—');
    expect(averageText(41.25, 8)).toBe('41.3 (8)');
    expect(averageText(null, 0)).toBe('—');
    expect(
      topText([
        { value: 'Smash', n: 2 },
        { value: null, n: 1 },
        { value: 'Mesh', n: 1 },
      ]),
    ).toBe('Smash 2, Mesh 1');
    expect(
      topText(
        [
          { value: 'A', n: 3 },
          { value: 'B', n: 2 },
          { value: 'C', n: 1 },
        ],
        2,
      ),
    ).toBe('A 3, B 2');
    expect(topText([])).toBe('—');
  });
});
