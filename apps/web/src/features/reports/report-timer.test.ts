import { describe, expect, it } from 'vitest';
import { reportTimerView } from './report-timer';

const now = new Date('2025-03-10T12:00:00.000Z');
const paidFull = { packageType: 'full' as const, paymentStatus: 'completed' as const, timerStartedAt: null, timerExpiresAt: null };

describe('reportTimerView', () => {
  it('counts down a running timer, critical under two hours', () => {
    const view = reportTimerView(
      { ...paidFull, timerStartedAt: '2025-03-09T13:30:00.000Z', timerExpiresAt: '2025-03-10T13:30:00.000Z' },
      now,
    );

    expect(view).toEqual({
      kind: 'countdown',
      expiresAt: '2025-03-10T13:30:00.000Z',
      startedAt: '2025-03-09T13:30:00.000Z',
      status: 'critical',
      compact: '1h 30m',
    });
  });

  it('shows a warning under six hours, and running beyond', () => {
    expect(reportTimerView({ ...paidFull, timerExpiresAt: '2025-03-10T17:00:00.000Z' }, now)).toMatchObject({
      status: 'warning',
      compact: '5h 0m',
    });
    expect(reportTimerView({ ...paidFull, timerExpiresAt: '2025-03-11T12:00:00.000Z' }, now)).toMatchObject({
      status: 'running',
      compact: '24h 0m',
    });
  });

  it('says Expired once the time is up', () => {
    expect(reportTimerView({ ...paidFull, timerExpiresAt: '2025-03-10T11:59:59.000Z' }, now)).toMatchObject({
      status: 'expired',
      compact: 'Expired',
    });
  });

  it('explains a missing timer', () => {
    expect(reportTimerView({ ...paidFull, packageType: 'free' }, now)).toEqual({ kind: 'none', label: 'No deadline' });
    expect(reportTimerView({ ...paidFull, paymentStatus: 'pending' }, now)).toEqual({ kind: 'none', label: 'Timer starts after payment' });
    expect(reportTimerView(paidFull, now)).toEqual({ kind: 'none', label: 'Timer not started' });
  });
});
