import { randomUUID } from 'node:crypto';
import { createDynamoActivityStore, createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoConceptStore } from '../adapters/dynamodb/concept-store.dynamodb';
import { createDynamoMetricRulesStore } from '../adapters/dynamodb/metric-rules-store.dynamodb';
import { createDynamoReportGroupStore } from '../adapters/dynamodb/report-group-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoShareLinkStore } from '../adapters/dynamodb/share-link-store.dynamodb';
import { createDynamoStorageUsage } from '../adapters/dynamodb/storage-usage.dynamodb';
import { createS3MediaObjects } from '../adapters/s3/media-objects.s3';
import { createS3UploadSigner } from '../adapters/s3/upload-signer.s3';
import type { CardMediaDeps } from '../cards/card-media';
import type { ConceptDeps } from '../concepts/concepts';
import type { TestDataDeps } from '../dev-tools/test-data';
import { withMediaUrls } from '../cards/media-urls';
import { env } from '../config/env';
import type { ShareLinkDeps } from '../share-links/share-links';
import { auditTrail } from './audit';
import { processingQueue } from './job-queue';
import { publishingCardStore, publishingReportStore } from '../live-events/publishing-stores';
import { liveEvents } from './live-events';

// The cards function (cards, their breakdown, status, activity and the media people add), built once per cold
// start. It queues the media job of an added video; it never runs ffmpeg itself.
const config = env();
const mediaObjects = createS3MediaObjects();

export const cardDeps: CardMediaDeps = {
  cards: publishingCardStore(createDynamoCardStore(), liveEvents),
  reports: publishingReportStore(createDynamoReportStore(), liveEvents),
  activity: createDynamoActivityStore(),
  signer: createS3UploadSigner(),
  objects: mediaObjects,
  queue: processingQueue(),
  storage: createDynamoStorageUsage(),
  buckets: { uploads: config.UPLOAD_BUCKET, media: config.MEDIA_BUCKET },
  now: () => new Date(),
};

export const shareLinkDeps: ShareLinkDeps = {
  ...cardDeps,
  groups: createDynamoReportGroupStore(),
  shares: createDynamoShareLinkStore(),
  metricRules: createDynamoMetricRulesStore(),
  audit: auditTrail,
};

/** A card with time-limited URLs of its media, for callers that ask for them. */
export const withSignedMedia = <T extends Parameters<typeof withMediaUrls>[0]>(card: T) => withMediaUrls(card, cardDeps);

export const conceptDeps: ConceptDeps = {
  concepts: createDynamoConceptStore(),
  cards: cardDeps.cards,
  reports: cardDeps.reports,
  newId: () => `concept-${randomUUID()}`,
  now: () => new Date(),
};

/** Test data (dev stacks only: the stage is checked by the use case). */
export const testDataDeps: TestDataDeps = { ...cardDeps, stage: config.STAGE, devToolsStages: config.DEV_TOOLS_STAGES };
