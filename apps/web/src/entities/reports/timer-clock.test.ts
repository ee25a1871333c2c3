import type { Timer } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { localTimer } from './timer-clock';

const running: Timer = {
  reportId: 'rpt-1',
  startedAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-11-24T10:00:00.000Z',
  remainingTime: 3600,
  status: 'critical',
};

describe('localTimer', () => {
  it("puts the expiry the server's seconds left after the answer arrived, whatever the browser's clock says", () => {
    const receivedAt = Date.parse('2026-11-23T12:00:00.000Z');

    expect(localTimer(running, receivedAt)).toEqual({ startedAt: running.startedAt, expiresAt: '2026-11-23T13:00:00.000Z' });
  });

  it('keeps an expired timer expired', () => {
    const receivedAt = Date.parse('2026-11-23T12:00:00.000Z');

    expect(localTimer({ ...running, remainingTime: -60, status: 'expired' }, receivedAt)?.expiresAt).toBe('2026-11-23T11:59:00.000Z');
  });

  it('has no timer for a report without one, or before the answer came', () => {
    expect(localTimer({ reportId: 'rpt-1', startedAt: null, expiresAt: null, remainingTime: null, status: null }, 1)).toBeNull();
    expect(localTimer(undefined, 0)).toBeNull();
  });

  it("uses the server's expiry when it did not say how long is left", () => {
    expect(localTimer({ ...running, remainingTime: null }, 0)).toEqual({ startedAt: running.startedAt, expiresAt: running.expiresAt });
  });
});
