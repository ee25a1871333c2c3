import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import type { RouteDomain } from '@scout/shared/api';
import type { Node } from 'constructs';

/** The monorepo root: Lambda entries and the lock file are resolved from it, never from an absolute path. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const INFRA_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** One module per route domain: lambdas/src/handlers/<domain>.ts, each exporting `handler`. */
export function handlerEntry(domain: RouteDomain): string {
  return resolve(REPO_ROOT, 'lambdas', 'src', 'handlers', `${domain}.ts`);
}

/**
 * Node 22 in Lambda: AWS deprecated nodejs20.x on 2026-04-30 (creation blocked from 2027-02-01), and AWS SDK
 * v3 releases after January 2027 need Node 22. The code itself also runs on the Node 20 the local stack and
 * CI use: nothing in it needs Node 22.
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;
export const LAMBDA_ESBUILD_TARGET = 'node22';

/** API functions answer inside API Gateway's 30 s integration limit. */
export const API_FUNCTION_TIMEOUT = Duration.seconds(29);
export const API_FUNCTION_MEMORY_MB = 512;

/**
 * The processing (ffmpeg) function's timeout. The function itself comes with a later issue; the queue that
 * feeds it is sized from this value now, so the two cannot disagree.
 */
export const PROCESSING_FUNCTION_TIMEOUT = Duration.minutes(15);
/** AWS guidance for SQS event sources: visibility timeout at least six times the function timeout. */
export const PROCESSING_VISIBILITY_TIMEOUT_FACTOR = 6;
export const PROCESSING_QUEUE_VISIBILITY_TIMEOUT = Duration.seconds(
  PROCESSING_FUNCTION_TIMEOUT.toSeconds() * PROCESSING_VISIBILITY_TIMEOUT_FACTOR,
);
export const PROCESSING_MAX_RECEIVE_COUNT = 5;
export const PROCESSING_QUEUE_RETENTION = Duration.days(4);
export const PROCESSING_DLQ_RETENTION = Duration.days(14);

/** Incomplete browser multipart uploads are aborted (and stop costing storage) after this. */
export const ABORT_INCOMPLETE_UPLOADS_AFTER = Duration.days(7);

export const JWT_ISSUER = 'scout';
export const JWT_AUDIENCE = 'scout-web';
export const JWT_SECRET_LENGTH = 64;

/** Tag that marks Scout's own API functions (CDK adds helper functions of its own). */
export const ROUTE_DOMAIN_TAG = 'scout:route-domain';

export type TableAccess = 'none' | 'readWrite';

/** What each API function may touch. A domain that gains a route needing more must widen it here. */
export interface DomainAccess {
  table: TableAccess;
  /** Media and upload buckets: presigned URLs are signed with the function's own role. */
  buckets: boolean;
  processingQueue: boolean;
  /** Signs tokens, so reads the JWT secret. Domains with signed-in routes read it anyway, to verify tokens. */
  signsTokens: boolean;
}

export const DOMAIN_ACCESS: Record<RouteDomain, DomainAccess> = {
  auth: { table: 'readWrite', buckets: false, processingQueue: false, signsTokens: true },
  reports: { table: 'readWrite', buckets: true, processingQueue: true, signsTokens: false },
  cards: { table: 'readWrite', buckets: true, processingQueue: false, signsTokens: false },
  system: { table: 'none', buckets: false, processingQueue: false, signsTokens: false },
};

/** Local Vite dev server: allowed by default outside production so a developer can point at a dev stack. */
const LOCAL_WEB_ORIGIN = 'http://localhost:5173';

export interface StageConfig {
  stage: string;
  isProduction: boolean;
  /** Origins allowed by the API's and the buckets' CORS rules (the CloudFront site is added for the API). */
  webOrigins: string[];
  /** Absolute path to the built web app (apps/web/dist), deployed to the site bucket when given. */
  webDist: string | undefined;
}

/**
 * Reads the stage from CDK context, loudly: `-c stage=dev`, `-c webOrigin=https://a,https://b`,
 * `-c webDist=../apps/web/dist` (relative to the working directory).
 */
export function stageConfigFrom(node: Node): StageConfig {
  const stage = contextString(node, 'stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and dashes (got "${stage}")`);
  }
  const isProduction = stage === 'prod';

  const originList = contextString(node, 'webOrigin');
  const webOrigins = originList ? originList.split(',').map((o) => parseOrigin(o.trim())) : [];
  if (isProduction && webOrigins.length === 0) {
    throw new Error('Context "webOrigin" is required for the prod stage, e.g. -c webOrigin=https://scout.example.com');
  }
  if (!isProduction && !webOrigins.includes(LOCAL_WEB_ORIGIN)) webOrigins.push(LOCAL_WEB_ORIGIN);

  const webDistContext = contextString(node, 'webDist');
  const webDist = webDistContext ? resolve(webDistContext) : undefined;
  if (webDist && !existsSync(resolve(webDist, 'index.html'))) {
    throw new Error(`Context "webDist" (${webDist}) has no index.html; build the web app first`);
  }

  return { stage, isProduction, webOrigins, webDist };
}

function contextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
}

function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Context "webOrigin" has an invalid origin: "${value}"`);
  }
  if (url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`Context "webOrigin" must be scheme://host[:port] without a path (got "${value}")`);
  }
  return url.origin;
}
