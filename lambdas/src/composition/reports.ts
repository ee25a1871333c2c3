import { randomUUID } from 'node:crypto';
import { createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoMetricRulesStore } from '../adapters/dynamodb/metric-rules-store.dynamodb';
import { createDynamoReportGroupStore } from '../adapters/dynamodb/report-group-store.dynamodb';
import { createDynamoAssignmentStore, createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoStorageUsage } from '../adapters/dynamodb/storage-usage.dynamodb';
import { createDynamoOrganizationStore, createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { createS3ObjectStore } from '../adapters/s3/object-store.s3';
import { env } from '../config/env';
import { publishingReportStore } from '../live-events/publishing-stores';
import { liveEvents } from './live-events';

// The reports function (reports, views, staff assignments), built once per cold start.
const config = env();
export const reports = publishingReportStore(createDynamoReportStore(), liveEvents);
export const users = createDynamoUserStore();

const groups = createDynamoReportGroupStore();

/** Groups of linked reports: their ids are made here, their reports read through the report store. */
export const reportGroupDeps = { groups, reports, newId: () => `grp-${randomUUID()}`, now: () => new Date() };

export const assignmentDeps = { reports, assignments: createDynamoAssignmentStore(), users };

const storage = createDynamoStorageUsage();

/** An organisation's storage, from the counters the writes keep. */
export const storageDeps = { storage, reports };

/** Each organisation's metric definitions (success, explosive), read by its members and set by staff. */
export const metricRulesDeps = {
  metricRules: createDynamoMetricRulesStore(),
  organizations: createDynamoOrganizationStore(),
  now: () => new Date(),
};

/** Deleting a report also deletes its cards and their objects in both buckets. */
export const deleteReportDeps = {
  reports,
  cards: createDynamoCardStore(),
  objects: createS3ObjectStore(),
  storage,
  groups,
  buckets: [config.MEDIA_BUCKET, config.UPLOAD_BUCKET],
};
