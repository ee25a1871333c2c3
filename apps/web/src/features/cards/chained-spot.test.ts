import { describe, expect, it } from 'vitest';
import type { Card } from '@scout/shared/domain';
import { chainedCellText, chainedOffer } from './chained-spot';

const card = (cardNumber: number, breakdown: Record<string, unknown>) =>
  ({ id: `c${cardNumber}`, cardNumber, breakdown }) as unknown as Card;

describe('chainedOffer', () => {
  it('offers the next spot from the play before: 1st & 10 at -25, gain 5 → 2nd & 5 at -30', () => {
    const offer = chainedOffer(card(2, {}), card(1, { down: 1, distance: 10, yardLine: -25, gainLoss: 5 }));

    expect(offer).toMatchObject({ from: 1, spot: { down: 2, distance: 5, yardLine: -30 }, text: '2nd & 5 at -30' });
  });

  it('offers a new set of downs when the gain makes the line to gain', () => {
    expect(chainedOffer(card(2, {}), card(1, { down: 3, distance: 4, yardLine: 40, gainLoss: 6 }))?.text).toBe('1st & 10 at +34');
  });

  it('offers nothing when the play already has a situation, has no play before, or the one before says too little', () => {
    const before = card(1, { down: 1, distance: 10, yardLine: -25, gainLoss: 5 });
    expect(chainedOffer(card(2, { down: 3 }), before)).toBeNull();
    expect(chainedOffer(card(2, {}), null)).toBeNull();
    expect(chainedOffer(card(2, {}), card(1, { down: 1 }))).toBeNull();
  });
});

describe('chainedCellText', () => {
  it('fills an opened DN, DIST or YARD LN cell from the row above, and nothing else', () => {
    const above = card(1, { down: 2, distance: 8, yardLine: 45, gainLoss: 3 });

    expect(['down', 'distance', 'yardLine', 'hash'].map((field) => chainedCellText(above, field))).toEqual(['3', '5', '42', null]); // +45 (the opponent's 45), 3 yards on: +42
    expect(chainedCellText(undefined, 'down')).toBeNull();
  });
});
