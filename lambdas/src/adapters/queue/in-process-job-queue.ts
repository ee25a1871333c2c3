import { logger } from '../../core/logger';
import { jobMessage, type ProcessingJob } from '../../processing/job';
import type { JobQueue } from '../../ports';

export interface InProcessQueueOptions {
  concurrency: number;
  maxAttempts: number;
  /** Runs one delivery; `attempt` counts from 1 like SQS's ApproximateReceiveCount. */
  run: (job: ProcessingJob, attempt: number) => Promise<void>;
  /** Wait before redelivering a failed job (SQS waits for the visibility timeout). */
  retryDelayMs?: (attempt: number) => number;
}

export interface InProcessJobQueue extends JobQueue {
  /** Resolves when nothing is queued, running or waiting to retry. */
  idle(): Promise<void>;
  readonly stats: { completed: number; failedAttempts: number; deadLettered: number };
  /** Jobs waiting to run, running, and waiting to be retried (the health check's queue depth). */
  depth(): { waiting: number; running: number; retrying: number };
}

/**
 * The local stack's processing queue: the same job handlers as the SQS worker, in this process, with bounded
 * concurrency and SQS-like redelivery (a failed job comes back after a delay, at most maxAttempts times,
 * then counts as dead-lettered). Jobs are JSON-copied on send, as a real queue would.
 */
export function createInProcessJobQueue(options: InProcessQueueOptions): InProcessJobQueue {
  const waiting: { job: ProcessingJob; attempt: number }[] = [];
  let running = 0;
  let delayed = 0;
  let idleWaiters: (() => void)[] = [];
  const stats = { completed: 0, failedAttempts: 0, deadLettered: 0 };
  const retryDelay = options.retryDelayMs ?? ((attempt: number) => Math.min(10_000, 250 * 2 ** attempt));

  function settleIdle(): void {
    if (waiting.length === 0 && running === 0 && delayed === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
  }

  function pump(): void {
    while (running < options.concurrency && waiting.length > 0) {
      const next = waiting.shift()!;
      running++;
      void options
        .run(next.job, next.attempt)
        .then(() => {
          stats.completed++;
        })
        .catch((err: unknown) => {
          stats.failedAttempts++;
          const error = err instanceof Error ? err.message : String(err);
          if (next.attempt >= options.maxAttempts) {
            stats.deadLettered++;
            logger.error('Processing job dead-lettered', { job: next.job, error });
            return;
          }
          delayed++;
          setTimeout(() => {
            delayed--;
            waiting.push({ job: next.job, attempt: next.attempt + 1 });
            pump();
          }, retryDelay(next.attempt));
          logger.warn('Processing job failed; retrying', { job: next.job, attempt: next.attempt, error });
        })
        .finally(() => {
          running--;
          pump();
          settleIdle();
        });
    }
  }

  return {
    stats,
    depth: () => ({ waiting: waiting.length, running, retrying: delayed }),
    async send(jobs, options = {}) {
      const copies = jobs.map((job) => ({ job: JSON.parse(jobMessage(job)) as ProcessingJob, attempt: 1 }));
      if (options.delaySeconds) {
        // Delayed like SQS's DelaySeconds; idle() waits for them.
        delayed++;
        setTimeout(() => {
          delayed--;
          waiting.push(...copies);
          pump();
        }, options.delaySeconds * 1000);
        return;
      }
      waiting.push(...copies);
      // Like SQS, sending returns before the jobs run.
      queueMicrotask(pump);
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        queueMicrotask(settleIdle);
      });
    },
  };
}
