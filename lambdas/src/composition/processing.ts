import { tmpdir } from 'node:os';
import { createDynamoActivityStore, createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoImportStore } from '../adapters/dynamodb/import-store.dynamodb';
import { createDynamoProcessingSlots } from '../adapters/dynamodb/processing-slots.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoStorageUsage } from '../adapters/dynamodb/storage-usage.dynamodb';
import { createFfmpegMediaTools } from '../adapters/ffmpeg/media-tools.ffmpeg';
import { createS3MediaObjects } from '../adapters/s3/media-objects.s3';
import { createS3ZipReader } from '../adapters/s3/zip-reader.s3';
import { env } from '../config/env';
import type { ProcessingDeps } from '../processing/deps';
import { publishingCardStore, publishingImportStore, publishingReportStore } from '../live-events/publishing-stores';
import { liveEvents } from './live-events';
import type { JobQueue } from '../ports';

/**
 * Everything the processing jobs touch (ZIP reader, ffmpeg, stores, buckets), around the queue their
 * follow-up jobs go to. Built by the processing worker, and by the in-process queue where there is no SQS.
 */
export function createProcessingDeps(queue: JobQueue): ProcessingDeps {
  const config = env();
  return {
    reports: publishingReportStore(createDynamoReportStore(), liveEvents),
    cards: publishingCardStore(createDynamoCardStore(), liveEvents),
    activity: createDynamoActivityStore(),
    imports: publishingImportStore(createDynamoImportStore(), liveEvents),
    zips: createS3ZipReader(),
    objects: createS3MediaObjects(),
    tools: createFfmpegMediaTools(),
    queue,
    storage: createDynamoStorageUsage(),
    buckets: { uploads: config.UPLOAD_BUCKET, media: config.MEDIA_BUCKET },
    tmpDir: config.PROCESSING_TMP_DIR ?? tmpdir(),
    now: () => new Date(),
    slots: createDynamoProcessingSlots(),
    organizationLimit: {
      maxPerOrganization: config.PROCESSING_MAX_PER_ORGANIZATION,
      deferSeconds: config.PROCESSING_DEFER_SECONDS,
      // The worker's longest run (the Lambda's 15-minute ceiling): a lease outlives any job that still runs.
      leaseSeconds: 900,
    },
  };
}
