import { describe, expect, it } from 'vitest';
import { formatCountdown, formatTimeRemaining, timerStatus } from './timer';

const now = new Date('2026-11-21T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

describe('timer status', () => {
  it('follows the 2 h critical and 6 h warning thresholds', () => {
    expect(timerStatus(0)).toBe('expired');
    expect(timerStatus(-5)).toBe('expired');
    expect(timerStatus(7199)).toBe('critical');
    expect(timerStatus(7200)).toBe('warning');
    expect(timerStatus(21599)).toBe('warning');
    expect(timerStatus(21600)).toBe('running');
  });
});

describe('countdown text', () => {
  it('spells hours, minutes and seconds, or compact hours and minutes', () => {
    expect(formatCountdown(3 * 3600 + 4 * 60 + 5)).toBe('3 hours 4 minutes 5 seconds remaining');
    expect(formatCountdown(3 * 3600 + 4 * 60 + 5, true)).toBe('3h 4m');
    expect(formatCountdown(0)).toBe('Expired');
  });
});

describe('time remaining on the dashboard', () => {
  it('shows days and hours, hours and minutes, or minutes', () => {
    expect(formatTimeRemaining(inSeconds(26 * 3600 + 120), now)).toBe('1d 2h');
    expect(formatTimeRemaining(inSeconds(5 * 3600 + 7 * 60 + 30), now)).toBe('5h 7m');
    expect(formatTimeRemaining(inSeconds(42 * 60 + 10), now)).toBe('42m remaining');
  });

  it("says 'Expired' past the deadline and 'No deadline' without one", () => {
    expect(formatTimeRemaining(inSeconds(-1), now)).toBe('Expired');
    expect(formatTimeRemaining(null, now)).toBe('No deadline');
    expect(formatTimeRemaining(undefined, now)).toBe('No deadline');
  });
});
