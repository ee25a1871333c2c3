import { createDynamoActivityStore, createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createS3MediaObjects } from '../adapters/s3/media-objects.s3';
import { withMediaUrls } from '../cards/media-urls';
import { env } from '../config/env';

// The cards function (cards, their breakdown, status and activity), built once per cold start.
const config = env();
const mediaObjects = createS3MediaObjects();

export const cardDeps = { cards: createDynamoCardStore(), reports: createDynamoReportStore(), activity: createDynamoActivityStore() };

/** A card with time-limited URLs of its media, for callers that ask for them. */
export const withSignedMedia = <T extends Parameters<typeof withMediaUrls>[0]>(card: T) =>
  withMediaUrls(card, mediaObjects, config.MEDIA_BUCKET);
