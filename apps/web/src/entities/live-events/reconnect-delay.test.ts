import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay';

describe('the wait before reconnecting', () => {
  it('doubles with each attempt from about a second, up to half a minute', () => {
    const most = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(most)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('is jittered between half and all of that wait', () => {
    expect(reconnectDelay(3, () => 0)).toBe(2000);
    expect(reconnectDelay(3, () => 0.5)).toBe(3000);
    for (let i = 0; i < 50; i += 1) {
      const delay = reconnectDelay(4);
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(8000);
    }
  });
});
