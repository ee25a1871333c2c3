import { functionSettings, STACK_FUNCTIONS, type StackFunction } from '@scout/shared/api';
import { z } from 'zod';
import { createDynamoBuildStore } from '../adapters/dynamodb/build-store.dynamodb';
import { createAwsFunctionCatalog } from '../adapters/system/aws-function-catalog';
import { createCodeBuildPipelineRunner } from '../adapters/system/codebuild-pipeline-runner';
import { createHealthProbes } from '../adapters/system/health-probes';
import { createLocalFunctionCatalog } from '../adapters/system/local-function-catalog';
import { createLocalPipelineRunner, REPO_ROOT } from '../adapters/system/local-pipeline-runner';
import { env } from '../config/env';
import { ServiceUnavailableError } from '../core/errors';
import type { BackfillDeps } from '../maintenance/backfill';
import type { PipelineDeps } from '../system/pipeline';
import type { FunctionCatalog, HealthProbes } from '../system/ports';
import { auditTrail } from './audit';
import { inProcessQueue } from './in-process-processing';
import { backfillParts } from './maintenance';

const config = env();

export const healthProbes: HealthProbes = createHealthProbes({
  region: config.AWS_REGION,
  mediaBucket: config.MEDIA_BUCKET,
  uploadBucket: config.UPLOAD_BUCKET,
  ffmpegPath: config.FFMPEG_PATH,
  queueUrl: config.PROCESSING_QUEUE_URL,
  deadLetterQueueUrl: config.PROCESSING_DLQ_URL,
  inProcessQueue,
  version: { version: config.APP_VERSION, commit: config.APP_COMMIT ?? null, builtAt: config.APP_BUILT_AT ?? null },
});

/** The answer in AWS when the stack was deployed without a build project: the checks cannot run inside Lambda. */
export const NO_PIPELINE_PROJECT =
  'This stack has no pipeline build project: deploy it with -c pipelineRepositoryUrl=https://github.com/<owner>/<name> (infra/README.md, "The pipeline").';

/**
 * AWS (PIPELINE_PROJECT_NAME): the stack's CodeBuild project; in AWS without one, nothing (503 in words); on the
 * local stack the project's checks run here.
 */
export const pipelineDeps: PipelineDeps = {
  store: createDynamoBuildStore(),
  runner: config.PIPELINE_PROJECT_NAME
    ? createCodeBuildPipelineRunner(config.PIPELINE_PROJECT_NAME, config.AWS_REGION)
    : config.AWS_LAMBDA_FUNCTION_NAME
      ? {
          kind: 'codebuild',
          unavailable: NO_PIPELINE_PROJECT,
          plannedStages: () => [],
          resolveBranch: () => Promise.resolve(null),
          start: () => Promise.reject(new ServiceUnavailableError(NO_PIPELINE_PROJECT)),
        }
      : createLocalPipelineRunner(config.PIPELINE_LOCAL_STAGES, config.PIPELINE_WORKDIR ?? REPO_ROOT),
  branches: config.PIPELINE_BRANCHES,
  audit: auditTrail,
};

const STACK_FUNCTION_NAMES = new Set<string>(STACK_FUNCTIONS);
const functionNamesSchema = z
  .record(z.string(), z.string().min(1))
  .refine((names) => Object.keys(names).every((fn) => STACK_FUNCTION_NAMES.has(fn)), 'LAMBDA_FUNCTIONS names an unknown function')
  .transform((names) => names as Partial<Record<StackFunction, string>>);

/** AWS (LAMBDA_FUNCTIONS, set by the CDK stack): the Lambda API and CloudWatch; elsewhere this process's own measurements. */
export const functionCatalog: FunctionCatalog = config.LAMBDA_FUNCTIONS
  ? createAwsFunctionCatalog(functionNamesSchema.parse(JSON.parse(config.LAMBDA_FUNCTIONS)), config.AWS_REGION, {
      domain: 'system',
      name: config.AWS_LAMBDA_FUNCTION_NAME ?? 'system',
      memoryMb: config.AWS_LAMBDA_FUNCTION_MEMORY_SIZE ?? functionSettings('system').memoryMb,
    })
  : createLocalFunctionCatalog();

/** POST /maintenance/backfill: the same parts as scripts/backfill, run with this function's own table access. */
export const backfillDeps: BackfillDeps = { parts: backfillParts(), audit: auditTrail };
