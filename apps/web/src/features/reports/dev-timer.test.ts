import { describe, expect, it } from 'vitest';
import {
  buildDevTimerUpdate,
  devTimerDurationMs,
  devTimerErrors,
  devTimerFormFor,
  startBlockedReason,
  type DevTimerForm,
} from './dev-timer';

const now = new Date('2025-03-10T12:00:00.000Z');
const unpaidAssist = { packageType: 'assist' as const, paymentStatus: 'pending' as const, version: 4 };
const paidFull = { packageType: 'full' as const, paymentStatus: 'completed' as const, version: 7 };

const form = (overrides: Partial<DevTimerForm> = {}): DevTimerForm => ({
  hours: '12',
  minutes: '0',
  markPaid: true,
  packageType: 'assist',
  ...overrides,
});

describe('devTimerFormFor', () => {
  it("opens on the report's package, payment and delivery window", () => {
    expect(devTimerFormFor(unpaidAssist)).toEqual({ hours: '36', minutes: '0', markPaid: false, packageType: 'assist' });
    expect(devTimerFormFor({ packageType: 'free', paymentStatus: 'pending' })).toEqual({
      hours: '24',
      minutes: '0',
      markPaid: false,
      packageType: 'free',
    });
  });
});

describe('hours and minutes', () => {
  it('accepts 0-72 hours and 0-59 minutes', () => {
    expect(devTimerErrors({ hours: '72', minutes: '59' })).toEqual({});
    expect(devTimerErrors({ hours: '0', minutes: '0' })).toEqual({});
  });

  it('refuses values out of range, fractions and blanks', () => {
    expect(devTimerErrors({ hours: '73', minutes: '60' })).toEqual({ hours: 'Hours must be 0-72', minutes: 'Minutes must be 0-59' });
    expect(devTimerErrors({ hours: '1.5', minutes: '' })).toEqual({ hours: 'Hours must be 0-72', minutes: 'Minutes must be 0-59' });
    expect(devTimerErrors({ hours: '-1', minutes: '5' }).hours).toBe('Hours must be 0-72');
  });

  it('turns a valid duration into milliseconds', () => {
    expect(devTimerDurationMs({ hours: '1', minutes: '30' })).toBe(90 * 60_000);
    expect(devTimerDurationMs({ hours: '99', minutes: '0' })).toBeNull();
  });
});

describe('startBlockedReason', () => {
  it('needs a paid package that is not free and a duration above zero', () => {
    expect(startBlockedReason(form())).toBeNull();
    expect(startBlockedReason(form({ packageType: 'free' }))).toMatch(/Free report has no delivery timer/);
    expect(startBlockedReason(form({ markPaid: false }))).toBe('Mark the report paid to start its timer.');
    expect(startBlockedReason(form({ hours: '0', minutes: '0' }))).toBe('Choose a duration longer than zero.');
  });
});

describe('buildDevTimerUpdate', () => {
  it('marks paid and starts a 12 hour timer from now', () => {
    const update = buildDevTimerUpdate(form(), unpaidAssist, 'start', now);

    expect(update).toEqual({
      paymentStatus: 'completed',
      timerStartedAt: '2025-03-10T12:00:00.000Z',
      timerExpiresAt: '2025-03-11T00:00:00.000Z',
      version: 4,
    });
  });

  it('sends a changed package with its delivery hours', () => {
    const update = buildDevTimerUpdate(form({ packageType: 'express', hours: '1', minutes: '15' }), paidFull, 'start', now);

    expect(update).toEqual({
      packageType: 'express',
      deliveryTimeHours: 12,
      timerStartedAt: '2025-03-10T12:00:00.000Z',
      timerExpiresAt: '2025-03-10T13:15:00.000Z',
      version: 7,
    });
  });

  it('clears the timer with both times null', () => {
    expect(buildDevTimerUpdate(form({ packageType: 'full' }), paidFull, 'clear', now)).toEqual({
      timerStartedAt: null,
      timerExpiresAt: null,
      version: 7,
    });
  });

  it('saves package and payment alone, and unmarks paid', () => {
    expect(buildDevTimerUpdate(form({ packageType: 'full', markPaid: false }), paidFull, 'save', now)).toEqual({
      paymentStatus: 'pending',
      version: 7,
    });
  });

  it('sends nothing when nothing changes or the timer cannot start', () => {
    expect(buildDevTimerUpdate(form({ packageType: 'full' }), paidFull, 'save', now)).toBeNull();
    expect(buildDevTimerUpdate(form({ packageType: 'free' }), unpaidAssist, 'start', now)).toBeNull();
  });
});
