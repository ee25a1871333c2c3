import { z } from 'zod';
import { camelizeKeys } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { nextKeyField, noBody, noParams, noQuery, pageKeyQuery } from '../route-fields';

/** Green: working; amber: working but needs a look (a queue backing up, dead letters, no ffmpeg here); red: failing. */
export const HEALTH_LEVELS = ['green', 'amber', 'red'] as const;
export type HealthLevel = (typeof HEALTH_LEVELS)[number];
export const HEALTH_CHECK_NAMES = ['database', 'storage', 'queue', 'ffmpeg', 'version'] as const;

const healthCheckSummary = z.object({
  name: z.enum(HEALTH_CHECK_NAMES),
  status: z.enum(HEALTH_LEVELS),
  durationMs: z.number().min(0),
});

/**
 * GET /health, public: the overall level and each check's level and time, nothing else (no bucket or queue
 * names, no error text), so it is safe to expose to anyone and to uptime monitors.
 */
export const healthSchema = z.object({
  status: z.enum(HEALTH_LEVELS),
  time: z.string(),
  checks: z.array(healthCheckSummary),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /health/details, staff: each check with what it found. */
export const healthDetailsSchema = healthSchema.extend({
  checks: z.array(healthCheckSummary.extend({ label: z.string(), detail: z.string() })),
  version: z.object({ version: z.string(), commit: z.string().nullable(), builtAt: z.string().nullable() }),
});
export type HealthDetails = z.infer<typeof healthDetailsSchema>;

/** A pipeline build's statuses. */
export const PIPELINE_BUILD_STATUSES = ['building', 'testing', 'deploying', 'deployed', 'passed', 'failed'] as const;
export type PipelineBuildStatus = (typeof PIPELINE_BUILD_STATUSES)[number];
/** Still running: counted as 'building' in the counts. */
export const RUNNING_BUILD_STATUSES: readonly PipelineBuildStatus[] = ['building', 'testing', 'deploying'];
export const PIPELINE_STAGE_STATUSES = ['pending', 'running', 'passed', 'failed', 'skipped'] as const;

export const pipelineStageSchema = z.object({
  name: z.string(),
  status: z.enum(PIPELINE_STAGE_STATUSES),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  exitCode: z.number().int().nullable(),
  /** The last lines of the stage's output. */
  logTail: z.string(),
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

export const pipelineBuildSchema = z.object({
  id: z.string(),
  branch: z.string(),
  commit: z.string(),
  triggeredBy: z.string(),
  status: z.enum(PIPELINE_BUILD_STATUSES),
  /** Where it ran: the local stack's own checks, or the CodeBuild project (AWS). */
  runner: z.enum(['local', 'codebuild']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  stages: z.array(pipelineStageSchema),
});
export type PipelineBuild = z.infer<typeof pipelineBuildSchema>;

export const pipelineStatusSchema = z.object({
  /** building counts building, testing and deploying: every build under way. */
  counts: z.object({
    total: z.number().int(),
    deployed: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    building: z.number().int(),
  }),
  current: pipelineBuildSchema.nullable(),
  builds: z.array(pipelineBuildSchema),
});
export type PipelineStatus = z.infer<typeof pipelineStatusSchema>;

export const PIPELINE_BRANCH_MAX = 200;
export const pipelineTriggerSchema = z.object({
  branch: z
    .string({ error: 'branch is required' })
    .trim()
    .min(1, 'Give the branch to build')
    .max(PIPELINE_BRANCH_MAX)
    .regex(/^[A-Za-z0-9._/-]+$/, 'A branch name has letters, digits, dots, dashes, underscores and slashes only'),
  // No commit and no triggeredBy: the server resolves the branch to its commit and names the caller. Sent
  // anyway, they are dropped (unknown keys are not read).
});

export const lambdaFunctionSchema = z.object({
  /** The route domain, 'processing' for the queue worker, or 'websocket' for the live-events function. */
  domain: z.string(),
  name: z.string(),
  routes: z.array(z.object({ method: z.string(), path: z.string() })),
  memoryMb: z.number(),
  timeoutSeconds: z.number(),
  runtime: z.string(),
  invocations: z.number().int(),
  errors: z.number().int(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  lastError: z.object({ at: z.string(), message: z.string() }).nullable(),
});
export type LambdaFunction = z.infer<typeof lambdaFunctionSchema>;

export const lambdaFunctionsSchema = z.object({
  /** 'aws': the Lambda API and CloudWatch; 'local': the local server's own measurements of each handler call. */
  source: z.enum(['aws', 'local']),
  windowMinutes: z.number().int(),
  functions: z.array(lambdaFunctionSchema),
});
export type LambdaFunctions = z.infer<typeof lambdaFunctionsSchema>;

/** The most stored objects one backfill call reads (one batch; the next call resumes after it). */
export const BACKFILL_BATCH_MAX = 500;
export const BACKFILL_BATCH_DEFAULT = 100;

/** POST /maintenance/backfill: the `next_key` of the previous call as `lastKey`, and whether to write. */
export const backfillRequestSchema = z.preprocess(
  (body) => camelizeKeys(body ?? {}),
  z.object({
    ...pageKeyQuery,
    /** Count what is missing without writing it. */
    dryRun: z.boolean({ error: 'dryRun is true or false' }).optional(),
    limit: z
      .number({ error: 'limit is a whole number' })
      .int('limit is a whole number')
      .min(1, 'limit is at least 1')
      .max(BACKFILL_BATCH_MAX, `limit is at most ${BACKFILL_BATCH_MAX}`)
      .optional(),
  }),
);

/**
 * One batch of the backfill: which kind of object it read (`part`, e.g. reports), how many, the index items it
 * wrote (or with dryRun would write) by kind, and the key of the next batch (null: every object is done).
 */
export const backfillStepSchema = z.preprocess(
  camelizeKeys,
  z.object({
    part: z.string(),
    scanned: z.number().int().min(0),
    written: z.record(z.string(), z.number().int().min(0)),
    dryRun: z.boolean(),
    nextKey: nextKeyField,
  }),
);
export type BackfillStep = z.infer<typeof backfillStepSchema>;

/** The API's own state (the system function). */
export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    auth: 'public',
    domain: 'system',
    summary: 'Health of the service: the overall level and each check (database, storage, queue, ffmpeg, version) with its time.',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: healthSchema,
  }),
  healthDetails: defineRoute({
    method: 'GET',
    path: '/health/details',
    auth: 'internal',
    domain: 'system',
    summary: 'Health of the service with what each check found and the deployed version (internal users).',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: healthDetailsSchema,
  }),
  pipelineStatus: defineRoute({
    method: 'GET',
    path: '/pipeline/status',
    auth: 'internal',
    domain: 'system',
    summary: 'Pipeline builds: counts, the running build with its stages, and the latest builds (internal users).',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: pipelineStatusSchema,
  }),
  triggerPipeline: defineRoute({
    method: 'POST',
    path: '/pipeline/trigger',
    auth: 'administrator',
    domain: 'system',
    summary:
      'Starts a pipeline build of an allowlisted branch (default main) at its latest commit; 400 for any other ref, 409 while another build runs (administrators).',
    params: noParams,
    query: noQuery,
    body: pipelineTriggerSchema,
    response: pipelineBuildSchema,
    successStatus: 201,
  }),
  backfillIndexes: defineRoute({
    method: 'POST',
    path: '/maintenance/backfill',
    auth: 'administrator',
    domain: 'system',
    summary:
      'After an upgrade: writes one batch of the index items objects stored before those indexes existed lack (report search words, paid-report queue items) and answers the counts and next_key; send it back as lastKey until it is null. Idempotent; dryRun only counts (administrators).',
    params: noParams,
    query: noQuery,
    body: backfillRequestSchema,
    response: backfillStepSchema,
  }),
  listLambdaFunctions: defineRoute({
    method: 'GET',
    path: '/lambdas',
    auth: 'internal',
    domain: 'system',
    summary:
      "Every function of the stack with its routes, settings and the last hour's invocations, errors and durations (internal users).",
    params: noParams,
    query: noQuery,
    body: noBody,
    response: lambdaFunctionsSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;
