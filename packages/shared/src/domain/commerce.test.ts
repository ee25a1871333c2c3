import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_OFFERS, packageCatalogSchema, receiptNumberOf } from './commerce';
import { isReportOverdue, reportTimer } from './timer';

describe('the package catalogue', () => {
  it('takes every package once, in package order whatever order it is given', () => {
    const parsed = packageCatalogSchema.parse([...DEFAULT_PACKAGE_OFFERS].reverse());
    expect(parsed.map((offer) => offer.packageType)).toEqual(['free', 'assist', 'full', 'express']);
  });

  it('refuses a missing or repeated package, a charge for Free and a paid package under 50 cents', () => {
    const messages = (offers: unknown) => {
      const result = packageCatalogSchema.safeParse(offers);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages(DEFAULT_PACKAGE_OFFERS.slice(0, 3))).toEqual(['The catalogue lists the express package 0 times; it must list it once']);
    expect(messages([...DEFAULT_PACKAGE_OFFERS, DEFAULT_PACKAGE_OFFERS[1]])).toEqual([
      'The catalogue lists the assist package 2 times; it must list it once',
    ]);
    const priced = (packageType: string, priceCents: number) =>
      DEFAULT_PACKAGE_OFFERS.map((offer) => (offer.packageType === packageType ? { ...offer, priceCents } : offer));
    expect(messages(priced('free', 100))).toEqual(['The Free package costs $0']);
    expect(messages(priced('full', 49))).toEqual(['A paid package costs at least $0.50']);
    expect(messages(priced('full', 12.5))).toEqual(['A price is a whole number of cents']);
  });
});

describe('receipts', () => {
  it('numbers a receipt by year and payment id', () => {
    expect(receiptNumberOf('pay-7f3a9c21-0b1d-4e5f-8a9b-0c1d2e3f4a5b', '2026-11-23T18:00:00.000Z')).toBe('SC-2026-7F3A9C21');
  });
});

describe('delivery timers', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  const timed = (hoursLeft: number) => ({
    id: 'r1',
    timerStartedAt: '2026-11-23T00:00:00.000Z',
    timerExpiresAt: new Date(now.getTime() + hoursLeft * 3600 * 1000).toISOString(),
  });

  it('answers the seconds left and their status by its thresholds, nulls without a timer', () => {
    expect(reportTimer(timed(10), now)).toMatchObject({ remainingTime: 36_000, status: 'running' });
    expect(reportTimer(timed(5), now)).toMatchObject({ status: 'warning' });
    expect(reportTimer(timed(1), now)).toMatchObject({ status: 'critical' });
    expect(reportTimer(timed(0), now)).toMatchObject({ remainingTime: 0, status: 'expired' });
    expect(reportTimer({ id: 'r2', timerStartedAt: null, timerExpiresAt: null }, now)).toEqual({
      reportId: 'r2',
      startedAt: null,
      expiresAt: null,
      remainingTime: null,
      status: null,
    });
  });

  it('calls a report overdue when its timer ran out before the breakdown was finished', () => {
    const report = (hoursLeft: number, completionPercentage: number, status = 'in_progress') => ({
      ...timed(hoursLeft),
      completionPercentage,
      status,
    });
    expect(isReportOverdue(report(-1, 80), now)).toBe(true);
    expect(isReportOverdue(report(1, 80), now)).toBe(false);
    expect(isReportOverdue(report(-1, 100), now)).toBe(false);
    expect(isReportOverdue(report(-1, 80, 'completed'), now)).toBe(false);
    expect(isReportOverdue({ timerExpiresAt: null, completionPercentage: 0, status: 'paid' }, now)).toBe(false);
  });
});
