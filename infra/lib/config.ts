import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Size } from 'aws-cdk-lib';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import {
  API_FUNCTION_MEMORY_MB as SHARED_API_FUNCTION_MEMORY_MB,
  API_FUNCTION_TIMEOUT_SECONDS,
  FFMPEG_API_DOMAINS,
  FFMPEG_API_FUNCTION_MEMORY_MB as SHARED_FFMPEG_API_FUNCTION_MEMORY_MB,
  LAMBDA_RUNTIME_NAME,
  PROCESSING_FUNCTION_MEMORY_MB as SHARED_PROCESSING_FUNCTION_MEMORY_MB,
  PROCESSING_FUNCTION_TIMEOUT_SECONDS,
  type RouteDomain,
  WEBSOCKET_FUNCTION_MEMORY_MB as SHARED_WEBSOCKET_FUNCTION_MEMORY_MB,
  WEBSOCKET_FUNCTION_TIMEOUT_SECONDS,
} from '@scout/shared/api';
import { PROCESSING_MAX_ATTEMPTS } from '@scout/shared/domain';
import type { Node } from 'constructs';

/** The monorepo root: Lambda entries and the lock file are resolved from it, never from an absolute path. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const INFRA_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** One module per route domain: lambdas/src/handlers/<domain>.ts, each exporting `handler`. */
export function handlerEntry(domain: RouteDomain): string {
  return resolve(REPO_ROOT, 'lambdas', 'src', 'handlers', `${domain}.ts`);
}

/** The processing worker, an SQS handler answering `{ batchItemFailures }`. */
export const PROCESSING_WORKER_ENTRY = resolve(REPO_ROOT, 'lambdas', 'src', 'handlers', 'processing-worker.ts');

/** The WebSocket API's one function ($connect, $disconnect, $default). */
export const WEBSOCKET_ENTRY = resolve(REPO_ROOT, 'lambdas', 'src', 'handlers', 'websocket.ts');
/** Its size, from @scout/shared/api (function-settings.ts) like the others: inside API Gateway's 29 s limit. */
export const WEBSOCKET_FUNCTION_TIMEOUT = Duration.seconds(WEBSOCKET_FUNCTION_TIMEOUT_SECONDS);
export const WEBSOCKET_FUNCTION_MEMORY_MB = SHARED_WEBSOCKET_FUNCTION_MEMORY_MB;

/**
 * Node 24, the latest Node.js runtime Lambda offers (cdk-nag's AwsSolutions-L1 asks for the latest of the
 * family): AWS deprecated nodejs20.x on 2026-04-30, and nodejs24.x is supported well beyond nodejs22.x. The
 * ffmpeg image (ffmpeg-image/Dockerfile) runs Node 24 too. The code itself also runs on the Node 20.19+ that
 * local development accepts: nothing in it needs a newer Node, and the bundle test
 * (test/lambda-bundles.integration.test.ts) runs the very bundles on whichever Node runs the tests.
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;
if (LAMBDA_RUNTIME.name !== LAMBDA_RUNTIME_NAME)
  throw new Error(`LAMBDA_RUNTIME_NAME (${LAMBDA_RUNTIME_NAME}) differs from ${LAMBDA_RUNTIME.name}`);
export const LAMBDA_ESBUILD_TARGET = 'node24';

/** API functions answer inside API Gateway's 30 s integration limit. */
// The numbers live in @scout/shared/api (function-settings.ts), which the local Lambda Functions page reads too.
export const API_FUNCTION_TIMEOUT = Duration.seconds(API_FUNCTION_TIMEOUT_SECONDS);
export const API_FUNCTION_MEMORY_MB = SHARED_API_FUNCTION_MEMORY_MB;

/**
 * API functions that run ffmpeg on request (`media`: GIFs): they get ffmpeg (the stack's image, or the override
 * layer) and its environment, one full vCPU (Lambda allots one at 1,769 MB) and room in /tmp for the clip and the
 * frames. Their timeout stays API_FUNCTION_TIMEOUT: API Gateway answers 503 after 30 s whatever the function does.
 */
export const FFMPEG_DOMAINS: ReadonlySet<RouteDomain> = new Set<RouteDomain>(FFMPEG_API_DOMAINS);
export const FFMPEG_API_FUNCTION_MEMORY_MB = SHARED_FFMPEG_API_FUNCTION_MEMORY_MB;
export const FFMPEG_API_FUNCTION_EPHEMERAL_STORAGE = Size.mebibytes(2048);

/**
 * Where an ffmpeg layer given as an override (`-c ffmpegLayerArn`) puts its programs (a layer's contents are
 * mounted under /opt). Without one, the functions run in the stack's own image (lib/ffmpeg-image.ts).
 */
export const LAYER_FFMPEG_PATH = '/opt/bin/ffmpeg';
export const LAYER_FFPROBE_PATH = '/opt/bin/ffprobe';
/** Scratch space of ffmpeg functions: Lambda's only writable directory. */
export const PROCESSING_TMP_DIR = '/tmp';

/**
 * The processing worker's timeout, Lambda's maximum: one queue message is one job (index a ZIP, transcode a
 * clip, finish the report). A clip that cannot be done in it needs the Fargate path described in README.md.
 */
export const PROCESSING_FUNCTION_TIMEOUT = Duration.seconds(PROCESSING_FUNCTION_TIMEOUT_SECONDS);
/** Memory buys CPU: at 3,008 MB ffmpeg gets two cores and about 1.7 vCPUs' worth of time. */
export const PROCESSING_FUNCTION_MEMORY_MB = SHARED_PROCESSING_FUNCTION_MEMORY_MB;
/** The ZIP's entries and a clip's transcode both pass through /tmp; 10 GiB is Lambda's maximum. */
export const PROCESSING_FUNCTION_EPHEMERAL_STORAGE = Size.mebibytes(10240);
/** One job per invocation, so a failed job is retried alone and a long one never holds up others. */
export const PROCESSING_BATCH_SIZE = 1;
/**
 * At most this many jobs run at once. It caps the ffmpeg fan-out of one large import (cost, DynamoDB and S3
 * request rates, the account's shared concurrency) and, unlike reserved concurrency, the event source stops
 * polling at the cap instead of throttling, so waiting jobs do not use up receives and land in the DLQ.
 */
export const PROCESSING_MAX_CONCURRENCY = 20;
/** AWS guidance for SQS event sources: visibility timeout at least six times the function timeout. */
export const PROCESSING_VISIBILITY_TIMEOUT_FACTOR = 6;
export const PROCESSING_QUEUE_VISIBILITY_TIMEOUT = Duration.seconds(
  PROCESSING_FUNCTION_TIMEOUT.toSeconds() * PROCESSING_VISIBILITY_TIMEOUT_FACTOR,
);
/** The worker records a job as failed on its last delivery, so the DLQ threshold is the shared attempt count. */
export const PROCESSING_MAX_RECEIVE_COUNT = PROCESSING_MAX_ATTEMPTS;
export const PROCESSING_QUEUE_RETENTION = Duration.days(4);
export const PROCESSING_DLQ_RETENTION = Duration.days(14);

/** Access logs (S3 server access logs, CloudFront standard logs) are kept this long, then expire. */
export const ACCESS_LOG_RETENTION = Duration.days(90);

/** Incomplete browser multipart uploads are aborted (and stop costing storage) after this. */
export const ABORT_INCOMPLETE_UPLOADS_AFTER = Duration.days(7);
/** How long the media and upload buckets keep an overwritten or deleted object's old version. */
export const NONCURRENT_VERSION_RETENTION = Duration.days(30);

/** Token bucket settings of API Gateway: `rateLimit` requests per second sustained, `burstLimit` at once. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * Every route of the HTTP API (the $default stage's default route settings). A coach's screens make a few
 * calls a second and the film bytes go to S3 directly, so 50 per second per route with bursts of 100 is
 * far above real use, yet keeps one runaway client or script from using up the account's Lambda concurrency
 * (and API Gateway's account-wide 10,000 per second) for everyone else.
 */
export const API_DEFAULT_THROTTLE: Throttle = { rateLimit: 50, burstLimit: 100 };

/**
 * `POST /api/v2/login`, much tighter: every attempt runs a 128 MiB scrypt (about a tenth of a second of a
 * core), so a flood of guesses costs memory and CPU and slowed every other request locally from 16 ms to 6 s.
 * 5 per second with bursts of 10 still lets a whole staff sign in at once (a sign-in is one request, and a
 * throttled one answers 429 and is retried), while capping a guessing flood at 5 attempts a second across
 * all accounts. The per-account and per-source limits (in the auth function, kept in DynamoDB) stop
 * guessing one account; this caps the total before any Lambda runs.
 */
export const LOGIN_THROTTLE: Throttle = { rateLimit: 5, burstLimit: 10 };

/**
 * The WebSocket API's stage (live events): browsers connect to wss://<api>.execute-api.<region>.amazonaws.com/live
 * and the functions post to https://…/live/@connections/{id}.
 */
export const LIVE_EVENTS_STAGE_NAME = 'live';

/**
 * Each route of the WebSocket API: $connect (one per open tab, and a reconnect after a deploy or a network
 * change), $default (the browsers' pings) and $disconnect. A $connect is a token check and one write, much
 * lighter than a sign-in, so the HTTP API's default order fits: a whole staff's tabs reconnecting at once fits
 * in the burst, and a thousand tabs pinging twice a minute stay well under the rate, while one runaway client
 * cannot use up the account's Lambda concurrency. (API Gateway also caps new connections at 500 per second per
 * account and region.) The posts to browsers go through the management API and are not throttled here.
 */
export const LIVE_EVENTS_THROTTLE: Throttle = { rateLimit: 50, burstLimit: 100 };

/**
 * What the WebSocket function does with the table: records a connection (PutItem), forgets it (DeleteItem)
 * and, on $connect, reads the user's current record to check the token (GetItem). No query, no index.
 */
export const WEBSOCKET_TABLE_ACTIONS = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'] as const;

export const JWT_ISSUER = 'scout';
export const JWT_AUDIENCE = 'scout-web';
export const JWT_SECRET_LENGTH = 64;

/** Tag that marks Scout's own API functions (CDK adds helper functions of its own). */
export const ROUTE_DOMAIN_TAG = 'scout:route-domain';

export type TableAccess = 'none' | 'readWrite';
/**
 * 'read': GetObject (HeadObject and ranged reads included) and List. 'readWrite' adds PutObject (which covers
 * CreateMultipartUpload, UploadPart and CompleteMultipartUpload), AbortMultipartUpload and DeleteObject.
 * Presigned URLs are signed with the function's own role, so a presigned PUT needs 'readWrite'.
 */
/** 'readDelete': reads objects and deletes them once used, but never writes one (the worker and added videos). */
export type BucketAccess = 'none' | 'read' | 'readDelete' | 'readPut' | 'readWrite';

/** Object actions per access level, on `<bucket>/*`. PutObject covers the multipart calls but not their abort. */
export const BUCKET_OBJECT_ACTIONS = {
  read: ['s3:GetObject'],
  readDelete: ['s3:GetObject', 's3:DeleteObject'],
  /** Reads and writes, never deletes (the media function: a clip in, its GIF out). */
  readPut: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:DeleteObject'],
} as const satisfies Record<Exclude<BucketAccess, 'none'>, readonly string[]>;
/** On the bucket itself: with it a HeadObject/GetObject of a missing key answers 404 (NoSuchKey), not 403. */
export const BUCKET_LIST_ACTIONS = ['s3:ListBucket'] as const;

/**
 * Item actions of 'readWrite' table access, on the table and each of its GSIs (by name, from TABLE_KEYS). No
 * Scan (no request path scans) and no streams.
 */
export const TABLE_READ_WRITE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:DescribeTable',
] as const;

/** What one function may touch. */
export interface FunctionAccess {
  table: TableAccess;
  /** Clips, thumbnails and GIFs of the cards. */
  mediaBucket: BucketAccess;
  /** The ZIPs coaches upload, before processing. */
  uploadBucket: BucketAccess;
  /** Sends jobs to the processing queue. */
  processingQueue: boolean;
  /**
   * Publishes live events (its stores of reports, cards or imports are the publishing ones): posts to the
   * browsers' WebSocket connections through the management API (WEBSOCKET_CALLBACK_URL, ManageConnections).
   */
  liveEvents: boolean;
}

/** What each API function may touch. A domain that gains a route needing more must widen it here. */
export interface DomainAccess extends FunctionAccess {
  /** Signs tokens, so reads the JWT secret. Domains with signed-in routes read it anyway, to verify tokens. */
  signsTokens: boolean;
  /** Talks to the payment provider, so reads Stripe's keys (and knows the web origins a checkout returns to). */
  paymentProvider: boolean;
  /** Closes a user's WebSocket connections when their sessions end (DeleteConnection, WEBSOCKET_CALLBACK_URL). */
  closesLiveConnections: boolean;
}

const NO_ACCESS: DomainAccess = {
  table: 'none',
  mediaBucket: 'none',
  uploadBucket: 'none',
  processingQueue: false,
  liveEvents: false,
  signsTokens: false,
  paymentProvider: false,
  closesLiveConnections: false,
};

export const DOMAIN_ACCESS: Record<RouteDomain, DomainAccess> = {
  // Sign-out and the people routes end sessions, so close the ended sessions' WebSocket connections.
  auth: { ...NO_ACCESS, table: 'readWrite', signsTokens: true, closesLiveConnections: true },
  reports: {
    ...NO_ACCESS,
    table: 'readWrite',
    mediaBucket: 'readWrite',
    uploadBucket: 'readWrite',
    processingQueue: true,
    liveEvents: true,
  },
  // Presigns the PUT of a medium added to a card (images to the media bucket, videos to the upload bucket),
  // reads what arrived, signs viewing URLs, deletes media with their cards, and enqueues an added video's job.
  cards: {
    ...NO_ACCESS,
    table: 'readWrite',
    mediaBucket: 'readWrite',
    uploadBucket: 'readWrite',
    processingQueue: true,
    liveEvents: true,
  },
  // Presigns single and multipart PUTs of the ZIP, completes and aborts them, HeadObjects the result, and
  // enqueues the index job. Never touches the media bucket.
  uploads: { ...NO_ACCESS, table: 'readWrite', uploadBucket: 'readWrite', processingQueue: true, liveEvents: true },
  // Reads a card's clip and writes its GIF, both in the media bucket.
  media: { ...NO_ACCESS, table: 'readWrite', mediaBucket: 'readPut', liveEvents: true },
  // Reads reports and writes their payment state, payments, handled webhook events and the package settings;
  // the only function with Stripe's keys.
  payments: { ...NO_ACCESS, table: 'readWrite', paymentProvider: true, liveEvents: true },
  // Development tasks, the access code's hash in the settings and the gate's failed-attempt counts; reads
  // reports (linked to a task) and users (assignees). The dev tools' Database Explorer and S3 Browser read the
  // table and list and read both buckets, on the dev-tools stages only (domainAccess drops the reads elsewhere).
  staff: { ...NO_ACCESS, table: 'readWrite', mediaBucket: 'read', uploadBucket: 'read' },
  // Health (a read of the table; HeadBucket and queue attributes are granted beside), pipeline builds (one at a
  // time, by a conditional write), and the Lambda Functions page (Lambda and CloudWatch reads, granted beside).
  system: { ...NO_ACCESS, table: 'readWrite' },
};

/**
 * What a domain's function may touch on this stage: the staff function reads the buckets only for the dev
 * tools' S3 Browser, so on a stage the dev tools do not run on (production always) it gets no bucket access.
 */
export function domainAccess(domain: RouteDomain, config: Pick<StageConfig, 'stage' | 'devToolsStages'>): DomainAccess {
  const access = DOMAIN_ACCESS[domain];
  if (domain === 'staff' && !config.devToolsStages.includes(config.stage)) return { ...access, mediaBucket: 'none', uploadBucket: 'none' };
  return access;
}

/**
 * The processing worker reads the uploaded ZIP (ranged GetObject) and added videos, writes clips and thumbnails
 * (multipart included) and cards, deletes an added video's upload once it is playable, and sends follow-up jobs
 * (the last clip job enqueues the finish job). Consuming the queue is granted by its event source.
 */
export const PROCESSING_WORKER_ACCESS: FunctionAccess = {
  table: 'readWrite',
  mediaBucket: 'readWrite',
  uploadBucket: 'readDelete',
  processingQueue: true,
  liveEvents: true,
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
  /**
   * An override: a layer version holding /opt/bin/ffmpeg and /opt/bin/ffprobe (ARM64), attached to the
   * processing worker and the ffmpeg API functions, which then stay zip functions on the Node runtime. Without
   * it (the default, every stage) they run in the container image the stack builds with Debian's ffmpeg.
   */
  ffmpegLayerArn: string | undefined;
  /**
   * The site's own domain and its ACM certificate (us-east-1, as CloudFront requires). With it, viewers get
   * TLS 1.2 at least; without it, CloudFront serves *.cloudfront.net with its default certificate, whose
   * security policy CloudFront fixes at TLSv1 (an acknowledged cdk-nag finding, see README).
   */
  siteDomain: SiteDomain | undefined;
  /**
   * The GitHub repository the Pipeline page's CodeBuild project builds (`-c pipelineRepositoryUrl=https://github.com/<owner>/<name>`);
   * without it the stack has no pipeline and POST /pipeline/trigger answers 503. On prod it is ignored unless
   * `-c pipelineInProduction=true` enables the pipeline there explicitly.
   */
  pipelineRepositoryUrl: string | undefined;
  /** The commit being deployed (`-c commit=<sha>`), reported by GET /health as the deployed version. */
  commit: string | undefined;
  /**
   * The stage names the dev tools (table and bucket browsers, test data) run on (`-c devToolsStages=dev,qa`):
   * none by default, so a deployed stage has no dev tools until it is named here; never the prod stage.
   */
  devToolsStages: string[];
}

export interface SiteDomain {
  domainName: string;
  certificateArn: string;
}

/** CloudFront only takes certificates from us-east-1. */
const CLOUDFRONT_CERTIFICATE_ARN = /^arn:aws(?:-[a-z]+)*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** arn:<partition>:lambda:<region>:<account>:layer:<name>:<version>, a layer *version* (not the bare layer). */
const LAYER_VERSION_ARN = /^arn:aws(?:-[a-z]+)*:lambda:[a-z]{2}(?:-[a-z]+)+-\d+:\d{12}:layer:[A-Za-z0-9_-]{1,140}:[1-9]\d*$/;

/**
 * Reads the stage from CDK context, loudly: `-c stage=dev`, `-c webOrigin=https://a,https://b`,
 * `-c webDist=../apps/web/dist` (relative to the working directory),
 * `-c ffmpegLayerArn=arn:aws:lambda:<region>:<account>:layer:<name>:<version>` (optional: an override of the ffmpeg image),
 * `-c siteDomain=scout.example.com -c siteCertificateArn=arn:aws:acm:us-east-1:<account>:certificate/<id>`.
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

  const ffmpegLayerArn = contextString(node, 'ffmpegLayerArn');
  if (ffmpegLayerArn !== undefined && !LAYER_VERSION_ARN.test(ffmpegLayerArn)) {
    throw new Error(
      `Context "ffmpegLayerArn" must be a Lambda layer version ARN, arn:aws:lambda:<region>:<account>:layer:<name>:<version> (got "${ffmpegLayerArn}")`,
    );
  }

  const siteDomain = siteDomainFrom(node);
  // The site's own domain is a web origin (CORS of the API and the buckets).
  if (siteDomain && !webOrigins.includes(`https://${siteDomain.domainName}`)) webOrigins.push(`https://${siteDomain.domainName}`);

  // Production gets the deploy pipeline (a CodeBuild role that can assume the CDK deploy roles) only when asked
  // for explicitly (-c pipelineInProduction=true); elsewhere the repository's address is enough.
  const pipelineInProduction = contextString(node, 'pipelineInProduction') === 'true';
  const pipelineRepositoryUrl = isProduction && !pipelineInProduction ? undefined : contextString(node, 'pipelineRepositoryUrl');
  const commit = contextString(node, 'commit');
  if (commit !== undefined && !/^[0-9a-f]{7,40}$/.test(commit))
    throw new Error(`Context "commit" must be a git commit id (got "${commit}")`);

  const devToolsStages = (contextString(node, 'devToolsStages') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (devToolsStages.includes('prod')) throw new Error('Context "devToolsStages" must not name the prod stage');

  return { stage, isProduction, webOrigins, webDist, ffmpegLayerArn, siteDomain, pipelineRepositoryUrl, commit, devToolsStages };
}

function siteDomainFrom(node: Node): SiteDomain | undefined {
  const domainName = contextString(node, 'siteDomain');
  const certificateArn = contextString(node, 'siteCertificateArn');
  if (domainName === undefined && certificateArn === undefined) return undefined;
  if (domainName === undefined || certificateArn === undefined) {
    throw new Error('Contexts "siteDomain" and "siteCertificateArn" go together: give both or neither');
  }
  if (!DOMAIN_NAME.test(domainName)) {
    throw new Error(`Context "siteDomain" must be a lower-case domain name such as scout.example.com (got "${domainName}")`);
  }
  if (!CLOUDFRONT_CERTIFICATE_ARN.test(certificateArn)) {
    throw new Error(
      `Context "siteCertificateArn" must be an ACM certificate ARN in us-east-1 (CloudFront's region), got "${certificateArn}"`,
    );
  }
  return { domainName, certificateArn };
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
