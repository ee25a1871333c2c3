import { describe, expect, it } from 'vitest';
import type { ProcessingJob } from '../../processing/job';
import { createInProcessJobQueue } from './in-process-job-queue';

const job = (n: number): ProcessingJob => ({ type: 'finish', reportId: `r${n}`, importId: 'i' });

describe('in-process job queue', () => {
  it('runs at most `concurrency` jobs at once and resolves idle when all are done', async () => {
    let running = 0;
    let peak = 0;
    const queue = createInProcessJobQueue({
      concurrency: 2,
      maxAttempts: 5,
      run: async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
    });
    await queue.send([1, 2, 3, 4, 5].map(job));
    await queue.idle();
    expect(peak).toBe(2);
    expect(queue.stats.completed).toBe(5);
  });

  it('redelivers a failing job with its attempt number, up to maxAttempts, then dead-letters it', async () => {
    const attempts: number[] = [];
    const queue = createInProcessJobQueue({
      concurrency: 1,
      maxAttempts: 3,
      retryDelayMs: () => 1,
      run: async (_job, attempt) => {
        attempts.push(attempt);
        throw new Error('boom');
      },
    });
    await queue.send([job(1)]);
    await queue.idle();
    expect(attempts).toEqual([1, 2, 3]);
    expect(queue.stats).toMatchObject({ failedAttempts: 3, deadLettered: 1, completed: 0 });
  });

  it('hands each job a copy, as a real queue would', async () => {
    const seen: ProcessingJob[] = [];
    const queue = createInProcessJobQueue({ concurrency: 1, maxAttempts: 1, run: async (received) => void seen.push(received) });
    const sent = job(1);
    await queue.send([sent]);
    await queue.idle();
    expect(seen[0]).toEqual(sent);
    expect(seen[0]).not.toBe(sent);
  });
});

describe('a job sent with a delay', () => {
  it('runs after the delay, and idle waits for it', async () => {
    const ran: number[] = [];
    const queue = createInProcessJobQueue({ concurrency: 1, maxAttempts: 1, run: async () => void ran.push(Date.now()) });
    const sentAt = Date.now();

    await queue.send([job(1)], { delaySeconds: 0.05 });
    expect(queue.depth()).toEqual({ waiting: 0, running: 0, retrying: 1 });
    await queue.idle();

    expect(ran).toHaveLength(1);
    expect(ran[0]! - sentAt).toBeGreaterThanOrEqual(45);
  });
});
