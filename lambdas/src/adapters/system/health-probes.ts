import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { InProcessJobQueue } from '../queue/in-process-job-queue';
import type { HealthProbes, ProbeResult } from '../../system/ports';
import { dynamoDocumentClient, tableName } from '../dynamodb/client';
import { s3Client } from '../s3/client';

const run = promisify(execFile);

/** Jobs waiting beyond this many make the queue amber: processing is falling behind. */
export const QUEUE_BACKLOG_AMBER = 200;

export interface HealthProbeConfig {
  region: string;
  mediaBucket: string;
  uploadBucket: string;
  ffmpegPath: string;
  /** AWS: the processing queue and its dead-letter queue; absent locally (the in-process queue is asked). */
  queueUrl: string | undefined;
  deadLetterQueueUrl: string | undefined;
  inProcessQueue: () => InProcessJobQueue;
  version: { version: string; commit: string | null; builtAt: string | null };
}

let sqs: SQSClient | undefined;

function queueLevel(depth: number, deadLetters: number): ProbeResult['status'] {
  return deadLetters > 0 || depth > QUEUE_BACKLOG_AMBER ? 'amber' : 'green';
}

/** The health checks against DynamoDB, S3, SQS (or the in-process queue) and the ffmpeg binary. */
export function createHealthProbes(config: HealthProbeConfig): HealthProbes {
  return {
    async database() {
      // A GetItem of a key that never exists: the cheapest read that proves the table answers.
      await dynamoDocumentClient().send(new GetCommand({ TableName: tableName(), Key: { pk: 'HEALTH', sk: 'HEALTH' } }));
      return { status: 'green', detail: `Table ${tableName()} answered a read` };
    },
    async storage() {
      const buckets = [config.mediaBucket, config.uploadBucket];
      const results = await Promise.allSettled(buckets.map((Bucket) => s3Client().send(new HeadBucketCommand({ Bucket }))));
      const failed = buckets.filter((_, index) => results[index]?.status === 'rejected');
      if (failed.length > 0) return { status: 'red', detail: `Not reachable: ${failed.join(', ')}` };
      return { status: 'green', detail: `Media bucket ${config.mediaBucket} and upload bucket ${config.uploadBucket} answered` };
    },
    async queue() {
      if (!config.queueUrl) {
        const queue = config.inProcessQueue();
        const { waiting, running, retrying } = queue.depth();
        const deadLetters = queue.stats.deadLettered;
        return {
          status: queueLevel(waiting + retrying, deadLetters),
          detail: `In-process queue: ${waiting} waiting, ${running} running, ${retrying} to retry; ${deadLetters} dead-lettered since start`,
        };
      }
      sqs ??= new SQSClient({ region: config.region });
      const attributes = async (QueueUrl: string) =>
        (
          await sqs!.send(
            new GetQueueAttributesCommand({
              QueueUrl,
              AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
            }),
          )
        ).Attributes ?? {};
      const [main, dead] = await Promise.all([
        attributes(config.queueUrl),
        config.deadLetterQueueUrl ? attributes(config.deadLetterQueueUrl) : null,
      ]);
      const depth = Number(main.ApproximateNumberOfMessages ?? 0);
      const inFlight = Number(main.ApproximateNumberOfMessagesNotVisible ?? 0);
      const deadLetters = dead ? Number(dead.ApproximateNumberOfMessages ?? 0) : 0;
      return {
        status: queueLevel(depth, deadLetters),
        detail: `${depth} waiting, ${inFlight} in flight; ${dead ? `${deadLetters} in the dead-letter queue` : 'dead-letter queue not configured'}`,
      };
    },
    async ffmpeg() {
      try {
        const { stdout } = await run(config.ffmpegPath, ['-version'], { timeout: 2500 });
        return { status: 'green', detail: stdout.split('\n')[0]?.trim() ?? 'ffmpeg answered' };
      } catch (err) {
        const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
        return { status: 'red', detail: missing ? `No ffmpeg at ${config.ffmpegPath}: film processing fails` : `ffmpeg -version failed` };
      }
    },
    version: () => config.version,
  };
}
