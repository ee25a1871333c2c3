import { describe, expect, it } from 'vitest';
import { deliveryDeadline, formatPrice } from './commerce-display';

describe('formatPrice', () => {
  it('shows dollars with cents, and Free as $0', () => {
    expect(formatPrice(24900)).toBe('$249.00');
    expect(formatPrice(1_000_000)).toBe('$10,000.00');
    expect(formatPrice(0)).toBe('$0');
  });

  it('names another currency after the amount', () => {
    expect(formatPrice(1050, 'eur')).toBe('10.50 EUR');
  });
});

describe('deliveryDeadline', () => {
  const paidAt = new Date('2026-11-23T19:00:00.000Z');

  it("is the package's window after payment", () => {
    expect(deliveryDeadline('express', paidAt)).toBe('2026-11-24T07:00:00.000Z');
    expect(deliveryDeadline('full', paidAt)).toBe('2026-11-24T19:00:00.000Z');
    expect(deliveryDeadline('assist', paidAt)).toBe('2026-11-25T07:00:00.000Z');
  });

  it('is none for Free (no deadline)', () => {
    expect(deliveryDeadline('free', paidAt)).toBeNull();
  });
});
