/** The first retry waits about a second; each failure doubles the wait, up to half a minute. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (1, 2, 3 …): exponential backoff with jitter, between
 * half and all of min(30 s, 1 s × 2^(attempt−1)), so browsers a server restart dropped do not all come back at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
