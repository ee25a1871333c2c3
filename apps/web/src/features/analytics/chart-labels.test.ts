import { describe, expect, it } from 'vitest';
import { estimateWidth, wrapLabel } from './chart-labels';

/** One unit a character: easy to count by hand. */
const chars = (text: string) => text.length;

describe('the chart row labels', () => {
  it('keeps a label that fits on one line', () => {
    expect(wrapLabel('1st & 10+', 12, chars)).toEqual(['1st & 10+']);
  });

  it('wraps a long down & distance bucket between words', () => {
    // '2nd/3rd & medium' is 16 characters, '2nd/3rd & medium (4–6)' 22.
    expect(wrapLabel('2nd/3rd & medium (4–6)', 16, chars)).toEqual(['2nd/3rd & medium', '(4–6)']);
    expect(wrapLabel('2nd/3rd & medium (4–6)', 22, chars)).toEqual(['2nd/3rd & medium (4–6)']);
  });

  it('ends the last line in an ellipsis when the name needs more lines', () => {
    expect(wrapLabel('TRIPS RIGHT BUNCH STACK FLEX', 12, chars)).toEqual(['TRIPS RIGHT', 'BUNCH STACK…']);
  });

  it('cuts a single word wider than the room', () => {
    expect(wrapLabel('UNBALANCEDDOUBLETIGHT', 10, chars)).toEqual(['UNBALANCE…']);
  });

  it('estimates a width where the browser cannot measure', () => {
    expect(estimateWidth(10)('abcde')).toBe(30);
  });
});
