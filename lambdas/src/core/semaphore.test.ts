import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

describe('Semaphore', () => {
  it('runs at most its limit at once, the others in order, and frees the slot when a task fails', async () => {
    const slots = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      order.push(n);
      if (n === 1) throw new Error('task 1 failed');
      return n;
    };

    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => slots.run(task(n))));

    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(await slots.run(async () => 'still usable')).toBe('still usable');
  });
});
