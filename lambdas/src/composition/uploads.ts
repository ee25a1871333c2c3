import { createDynamoImportStore } from '../adapters/dynamodb/import-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoStorageReservations } from '../adapters/dynamodb/storage-reservations.dynamodb';
import { createS3MediaObjects } from '../adapters/s3/media-objects.s3';
import { createS3UploadSigner } from '../adapters/s3/upload-signer.s3';
import { env } from '../config/env';
import type { UploadDeps } from '../uploads/upload-urls';
import { processingQueue } from './job-queue';
import { publishingImportStore, publishingReportStore } from '../live-events/publishing-stores';
import { liveEvents } from './live-events';

// The uploads function (presigned ZIP uploads, starting processing, its progress and log), built once per
// cold start. It queues the index job and reads the import's progress; it never runs a job itself, so it
// has no ZIP reader or ffmpeg.
const config = env();
const reports = publishingReportStore(createDynamoReportStore(), liveEvents);
const imports = publishingImportStore(createDynamoImportStore(), liveEvents);

const reservations = createDynamoStorageReservations();

export const uploadDeps: UploadDeps = {
  reports,
  signer: createS3UploadSigner(),
  reservations,
  uploadBucket: config.UPLOAD_BUCKET,
  now: () => new Date(),
};

export const startProcessingDeps = {
  reports,
  imports,
  objects: createS3MediaObjects(),
  queue: processingQueue(),
  reservations,
  buckets: { uploads: config.UPLOAD_BUCKET, media: config.MEDIA_BUCKET },
  now: () => new Date(),
};

export const processingStatusDeps = { reports, imports };
