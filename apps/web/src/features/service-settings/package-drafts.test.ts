import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_OFFERS } from '@scout/shared/domain';
import { draftsOf, offersOf, priceCentsOf } from './package-drafts';

describe('package drafts', () => {
  it('reads prices as dollars typed by a person', () => {
    expect(priceCentsOf('49')).toBe(4900);
    expect(priceCentsOf('$1,200.5')).toBe(120050);
    expect(priceCentsOf('49.999')).toBeNull();
    expect(priceCentsOf('free')).toBeNull();
  });

  it('turns the drafts back into the same catalogue, features one per line', () => {
    const result = offersOf(draftsOf(DEFAULT_PACKAGE_OFFERS));
    expect(result).toEqual({ offers: DEFAULT_PACKAGE_OFFERS });
  });

  it('says what is wrong before saving: a price that is not an amount, a Free package that costs money', () => {
    const drafts = draftsOf(DEFAULT_PACKAGE_OFFERS);
    expect(offersOf(drafts.map((d) => (d.packageType === 'full' ? { ...d, price: 'lots' } : d)))).toEqual({
      problem: expect.stringContaining('enter the price in dollars'),
    });
    expect(offersOf(drafts.map((d) => (d.packageType === 'free' ? { ...d, price: '5' } : d)))).toEqual({
      problem: 'The Free package costs $0',
    });
  });
});
