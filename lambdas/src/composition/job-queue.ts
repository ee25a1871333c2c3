import { createSqsJobQueue } from '../adapters/queue/sqs-job-queue';
import { env } from '../config/env';
import { inProcessQueue } from './in-process-processing';
import type { JobQueue } from '../ports';

/**
 * Where processing jobs go: with PROCESSING_QUEUE_URL (AWS) to SQS, where the worker function runs them;
 * without it (the local stack, tests) to the in-process queue, which runs the same job handlers here.
 */
export function processingQueue(): JobQueue {
  const { PROCESSING_QUEUE_URL } = env();
  return PROCESSING_QUEUE_URL ? createSqsJobQueue(PROCESSING_QUEUE_URL) : inProcessQueue();
}
