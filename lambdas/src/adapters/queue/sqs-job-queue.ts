import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { env } from '../../config/env';
import { jobMessage } from '../../processing/job';
import type { JobQueue } from '../../ports';

let client: SQSClient | undefined;
const sqs = () => (client ??= new SQSClient({ region: env().AWS_REGION }));

/** Jobs onto the processing queue, ten a request (SQS's batch limit), resending what SQS reports failed. */
export function createSqsJobQueue(queueUrl: string): JobQueue {
  return {
    async send(jobs, options = {}) {
      const delay =
        options.delaySeconds === undefined ? {} : { DelaySeconds: Math.min(900, Math.max(0, Math.round(options.delaySeconds))) };
      for (let i = 0; i < jobs.length; i += 10) {
        let entries = jobs.slice(i, i + 10).map((job, n) => ({ Id: String(n), MessageBody: jobMessage(job), ...delay }));
        for (let attempt = 0; entries.length > 0; attempt++) {
          if (attempt > 5) throw new Error(`Could not queue ${entries.length} processing job(s)`);
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
          const result = await sqs().send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
          const failed = new Set((result.Failed ?? []).map((failure) => failure.Id));
          entries = entries.filter((entry) => failed.has(entry.Id));
        }
      }
    },
  };
}
