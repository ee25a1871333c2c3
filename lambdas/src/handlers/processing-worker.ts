import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { processingDeps } from '../composition/processing-worker';
import { logger, withLambdaContext } from '../core/logger';
import { parseJobMessage, type ProcessingJob } from '../processing/job';
import { runJobWithinOrganizationLimit } from '../processing/run-job';

/**
 * One SQS message is one job. A job that throws is reported as that message's failure, so SQS redelivers it
 * alone; on its last delivery runJobAttempt records it as failed instead of throwing. A message that is not a
 * job is dropped loudly: redelivering it could never make it one.
 */
async function processRecord(record: SQSRecord): Promise<void> {
  let job: ProcessingJob;
  try {
    job = parseJobMessage(record.body);
  } catch (err) {
    logger.error('Dropped a message that is not a processing job', { messageId: record.messageId, error: (err as Error).message });
    return;
  }
  const attempt = Number(record.attributes?.ApproximateReceiveCount ?? 1);
  try {
    await runJobWithinOrganizationLimit(processingDeps, job, attempt);
  } catch (err) {
    logger.warn('Processing job failed; SQS will redeliver it', { job, attempt, error: (err as Error).message });
    throw err;
  }
}

const processor = new BatchProcessor(EventType.SQS);

/**
 * The processing worker: answers `{ batchItemFailures }` (a partial batch response). Records run one after
 * another, as each job may take a whole ffmpeg; a batch whose every record failed is answered the same way
 * rather than thrown, so the function's error metric counts crashes, not failed jobs.
 */
export const handler = withLambdaContext((event: SQSEvent): Promise<SQSBatchResponse> =>
  processPartialResponse(event, processRecord, processor, { processInParallel: false, throwOnFullBatchFailure: false }),
);
