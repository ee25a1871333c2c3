import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { z } from 'zod';
import { logger } from '../core/logger';
import type { ProcessingJob } from '../processing/ports';
import { runJobAttempt } from '../processing/run-job';
import { processingDeps } from './processing-deps';

const ids = { reportId: z.string().min(1).max(128), importId: z.string().min(1).max(128) };
const jobSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('index'), ...ids }),
  z.object({ type: z.literal('clip'), ...ids, cardId: z.string().min(1).max(200), cardNumber: z.number().int().min(1), entryName: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('finish'), ...ids }),
]);

/**
 * The processing worker: one SQS message is one job. Failures are reported per message (partial batch
 * response), so one bad job never makes SQS redeliver the others; a job on its last delivery is recorded as
 * failed instead of being rethrown (see runJobAttempt), and a message that is not a job is dropped loudly.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    let job: ProcessingJob;
    try {
      job = jobSchema.parse(JSON.parse(record.body));
    } catch (err) {
      logger.error('Dropped a message that is not a processing job', { messageId: record.messageId, error: (err as Error).message });
      continue;
    }
    const attempt = Number(record.attributes?.ApproximateReceiveCount ?? 1);
    try {
      await runJobAttempt(processingDeps(), job, attempt);
    } catch (err) {
      logger.warn('Processing job failed; SQS will redeliver it', { job, attempt, error: (err as Error).message });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
