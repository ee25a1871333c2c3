import { auditTrail } from './audit';
import { randomUUID } from 'node:crypto';
import { createDynamoDevelopmentTaskStore } from '../adapters/dynamodb/development-task-store.dynamodb';
import { createDynamoLoginAttemptStore } from '../adapters/dynamodb/login-attempt-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createDynamoSettingsStore } from '../adapters/dynamodb/settings-store.dynamodb';
import { createDynamoUserStore } from '../adapters/dynamodb/user-store.dynamodb';
import { createScryptPasswordHasher } from '../auth/password-hasher.scrypt';
import { env, passwordHashCostLog2 } from '../config/env';
import { Semaphore } from '../core/semaphore';
import type { DevelopmentTaskDeps } from '../development-tasks/development-tasks';
import type { AccessCodeDeps } from '../settings/access-code';
import { accessGate } from './access-gate';
import { createDynamoTableBrowser } from '../adapters/dynamodb/table-browser.dynamodb';
import { createS3BucketBrowser } from '../adapters/s3/bucket-browser.s3';
import type { DevToolsDeps } from '../dev-tools/dev-tools';

// The staff function (development tasks, the gate's access code and its public check, the dev tools' table and
// bucket browsers), built once per cold start.
const config = env();

export const developmentTaskDeps: DevelopmentTaskDeps = {
  tasks: createDynamoDevelopmentTaskStore(),
  users: createDynamoUserStore(),
  reports: createDynamoReportStore(),
  newId: () => `task-${randomUUID()}`,
  now: () => new Date(),
};

export const accessCodeDeps: AccessCodeDeps = {
  settings: createDynamoSettingsStore(),
  passwords: createScryptPasswordHasher({ costLog2: passwordHashCostLog2(config) }),
  attempts: createDynamoLoginAttemptStore(),
  // The sign-in's window and lock, and a source's budget of wrong codes: ACCESS_CODE_MAX_FAILURES an hour.
  policy: {
    maxFailures: config.ACCESS_CODE_MAX_FAILURES,
    windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
    lockSeconds: config.LOGIN_LOCK_SECONDS,
  },
  hashSlots: new Semaphore(config.PASSWORD_HASH_CONCURRENCY),
  gate: accessGate,
  audit: auditTrail,
  now: () => new Date(),
};

export const devToolsDeps: DevToolsDeps = {
  table: createDynamoTableBrowser(),
  buckets: createS3BucketBrowser({ media: config.MEDIA_BUCKET, uploads: config.UPLOAD_BUCKET }),
  stage: config.STAGE,
  devToolsStages: config.DEV_TOOLS_STAGES,
};
