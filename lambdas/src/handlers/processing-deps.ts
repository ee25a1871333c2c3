import { tmpdir } from 'node:os';
import { createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoImportStore } from '../adapters/dynamodb/import-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createFfmpegMediaTools } from '../adapters/ffmpeg/media-tools.ffmpeg';
import { createInProcessJobQueue, type InProcessJobQueue } from '../adapters/queue/in-process-job-queue';
import { createSqsJobQueue } from '../adapters/queue/sqs-job-queue';
import { createS3MediaObjects } from '../adapters/s3/media-objects.s3';
import { createS3ZipReader } from '../adapters/s3/zip-reader.s3';
import { env } from '../config/env';
import type { ProcessingDeps } from '../processing/deps';
import { MAX_JOB_ATTEMPTS, runJobAttempt } from '../processing/run-job';

let deps: ProcessingDeps | undefined;
let localQueue: InProcessJobQueue | undefined;

/**
 * The processing composition root, built on first use (after the environment is read). With
 * PROCESSING_QUEUE_URL (AWS) jobs go to SQS and the worker Lambda runs them; without it (local stack,
 * tests) an in-process queue runs the very same job handlers here.
 */
export function processingDeps(): ProcessingDeps {
  if (!deps) {
    const config = env();
    const queue = config.PROCESSING_QUEUE_URL ? createSqsJobQueue(config.PROCESSING_QUEUE_URL) : inProcessQueue();
    deps = {
      reports: createDynamoReportStore(),
      cards: createDynamoCardStore(),
      imports: createDynamoImportStore(),
      zips: createS3ZipReader(),
      objects: createS3MediaObjects(),
      tools: createFfmpegMediaTools(),
      queue,
      buckets: { uploads: config.UPLOAD_BUCKET, media: config.MEDIA_BUCKET },
      tmpDir: config.PROCESSING_TMP_DIR ?? tmpdir(),
      now: () => new Date(),
    };
  }
  return deps;
}

/** The in-process queue (local stack and tests); tests and the benchmark wait on its idle(). */
export function inProcessQueue(): InProcessJobQueue {
  localQueue ??= createInProcessJobQueue({
    concurrency: env().PROCESSING_CONCURRENCY,
    maxAttempts: MAX_JOB_ATTEMPTS,
    run: (job, attempt) => runJobAttempt(processingDeps(), job, attempt),
  });
  return localQueue;
}

const UNFINISHED = new Set(['queued', 'indexing', 'processing', 'finishing']);

/**
 * The in-process queue forgets its jobs when the process stops; SQS does not. When the local stack starts it
 * queues again what a stop interrupted: the index job of every unfinished import (it finds its cards and
 * queues their clip jobs again; clips already done count once), or the finish job of one that was finishing.
 * Returns how many imports were resumed.
 */
export async function resumeUnfinishedImports(): Promise<number> {
  const deps = processingDeps();
  let resumed = 0;
  for (const report of await deps.reports.listAll()) {
    if (!report.importId || !UNFINISHED.has(report.hudlImportStatus ?? '')) continue;
    const type = report.hudlImportStatus === 'finishing' ? 'finish' : 'index';
    await deps.queue.send([{ type, reportId: report.id, importId: report.importId }]);
    resumed++;
  }
  return resumed;
}
