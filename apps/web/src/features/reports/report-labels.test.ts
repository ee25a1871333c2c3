import { describe, expect, it } from 'vitest';
import { cardCountLabel, packageDeadlineLabel, PACKAGES_BY_SPEED } from './report-labels';

describe('packageDeadlineLabel', () => {
  it("names each package's delivery window, and none for free", () => {
    expect(packageDeadlineLabel('express')).toBe('12 h delivery');
    expect(packageDeadlineLabel('full')).toBe('24 h delivery');
    expect(packageDeadlineLabel('assist')).toBe('36 h delivery');
    expect(packageDeadlineLabel('free')).toBe('No deadline');
  });

  it('orders packages from the fastest delivery to none', () => {
    expect(PACKAGES_BY_SPEED).toEqual(['express', 'full', 'assist', 'free']);
  });
});

describe('cardCountLabel', () => {
  it("says 'N cards', singular for one", () => {
    expect(cardCountLabel(0)).toBe('0 cards');
    expect(cardCountLabel(1)).toBe('1 card');
    expect(cardCountLabel(64)).toBe('64 cards');
  });
});
