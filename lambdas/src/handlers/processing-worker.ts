import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { processingDeps } from '../composition/processing-worker';
import { logger, withLambdaContext } from '../core/logger';
import { parseJobMessage, type ProcessingJob } from '../processing/job';
import { runJobAttempt } from '../processing/run-job';

/**
 * The processing worker: one SQS message is one job. Failures are reported per message (partial batch
 * response), so one bad job never makes SQS redeliver the others; a job on its last delivery is recorded as
 * failed instead of being rethrown (see runJobAttempt), and a message that is not a job is dropped loudly.
 */
async function processBatch(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    let job: ProcessingJob;
    try {
      job = parseJobMessage(record.body);
    } catch (err) {
      logger.error('Dropped a message that is not a processing job', { messageId: record.messageId, error: (err as Error).message });
      continue;
    }
    const attempt = Number(record.attributes?.ApproximateReceiveCount ?? 1);
    try {
      await runJobAttempt(processingDeps, job, attempt);
    } catch (err) {
      logger.warn('Processing job failed; SQS will redeliver it', { job, attempt, error: (err as Error).message });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

export const handler = withLambdaContext(processBatch);
