import { createInProcessJobQueue, type InProcessJobQueue } from '../adapters/queue/in-process-job-queue';
import { PROCESSING_FUNCTION } from '@scout/shared/api';
import { measured } from '../adapters/system/invocation-log.in-memory';
import { env } from '../config/env';
import type { ProcessingDeps } from '../processing/deps';
import { MAX_JOB_ATTEMPTS, runJobWithinOrganizationLimit } from '../processing/run-job';
import { createProcessingDeps } from './processing';

let queue: InProcessJobQueue | undefined;
let deps: ProcessingDeps | undefined;

/**
 * Processing without SQS (the local stack, tests, a bundle run without a queue URL): one queue per process
 * that runs the very job handlers the SQS worker runs, with SQS's redelivery. Built on first use, so loading
 * this module reads no configuration. Tests and the benchmark wait on its idle().
 */
export function inProcessQueue(): InProcessJobQueue {
  queue ??= createInProcessJobQueue({
    concurrency: env().PROCESSING_CONCURRENCY,
    maxAttempts: MAX_JOB_ATTEMPTS,
    // Measured as the processing worker's calls for the local Lambda Functions page.
    run: (job, attempt) =>
      measured(PROCESSING_FUNCTION, async () => {
        await runJobWithinOrganizationLimit(inProcessDeps(), job, attempt);
      }),
  });
  return queue;
}

/** What the in-process queue's jobs run with; tests swap a part of it (the media tools) to make a job fail. */
export function inProcessDeps(): ProcessingDeps {
  deps ??= createProcessingDeps(inProcessQueue());
  return deps;
}
