import { describe, expect, it } from 'vitest';
import { CARD_TOO_LARGE, MAX_CARD_BYTES, assertCardFits } from './card-size';

describe('a card fits one DynamoDB item', () => {
  it('passes a card under the limit and refuses one over it, counting UTF-8 bytes', () => {
    const fits = { title: 'Play 1', content: 'x'.repeat(MAX_CARD_BYTES - 100) };
    // 'ü' is one character but two bytes: half as many characters pass the limit.
    const tooLarge = { title: 'Play 1', content: 'ü'.repeat(MAX_CARD_BYTES / 2 + 1) };

    expect(() => assertCardFits(fits)).not.toThrow();
    expect(() => assertCardFits(tooLarge)).toThrow(CARD_TOO_LARGE);
  });
});
