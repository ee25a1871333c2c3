import type { Timer } from '@scout/shared/domain';

/** The timer calls are refetched this often; the countdowns tick every second on the browser's clock in between. */
export const TIMER_REFRESH_MS = 30_000;

/** A running timer as a countdown needs it: when it started and when it expires on this browser's clock. */
export interface LocalTimer {
  startedAt: string;
  expiresAt: string;
}

/**
 * The server's timer on this browser's clock: it expires `remainingTime` seconds after the answer arrived,
 * so a browser whose clock is off still counts down to the server's deadline. No running timer: null.
 */
export function localTimer(timer: Timer | undefined, receivedAt: number): LocalTimer | null {
  if (!timer?.startedAt || !timer.expiresAt) return null;
  if (timer.remainingTime === null || !Number.isFinite(receivedAt) || receivedAt <= 0) {
    return { startedAt: timer.startedAt, expiresAt: timer.expiresAt };
  }
  return { startedAt: timer.startedAt, expiresAt: new Date(receivedAt + timer.remainingTime * 1000).toISOString() };
}
