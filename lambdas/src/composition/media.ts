import { tmpdir } from 'node:os';
import { createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoRateLimiter } from '../adapters/dynamodb/rate-limiter.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoStorageUsage } from '../adapters/dynamodb/storage-usage.dynamodb';
import { createFfmpegMediaTools } from '../adapters/ffmpeg/media-tools.ffmpeg';
import { createS3MediaObjects } from '../adapters/s3/media-objects.s3';
import { env } from '../config/env';
import { publishingCardStore, publishingReportStore } from '../live-events/publishing-stores';
import { liveEvents } from './live-events';

// The media function (GIFs of a card's clip with ffmpeg), built once per cold start.
const config = env();

export const gifDeps = {
  cards: publishingCardStore(createDynamoCardStore(), liveEvents),
  reports: publishingReportStore(createDynamoReportStore(), liveEvents),
  objects: createS3MediaObjects(),
  storage: createDynamoStorageUsage(),
  tools: createFfmpegMediaTools(),
  buckets: { uploads: config.UPLOAD_BUCKET, media: config.MEDIA_BUCKET },
  tmpDir: config.PROCESSING_TMP_DIR ?? tmpdir(),
  now: () => new Date(),
  rateLimiter: createDynamoRateLimiter(),
  gifsPerMinute: config.GIF_MAX_PER_MINUTE,
};
