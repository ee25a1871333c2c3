import type { ProcessingDeps } from '../processing/deps';
import { processingQueue } from './job-queue';
import { createProcessingDeps } from './processing';

/**
 * The processing worker function, built once per cold start: every adapter a job touches, and the queue its
 * follow-up jobs (clips after the index, the finish after the last clip) go to.
 */
export const processingDeps: ProcessingDeps = createProcessingDeps(processingQueue());
