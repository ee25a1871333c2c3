import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Server } from 'node:http';
import {
  EMBEDDED_CREDENTIALS,
  provisionEmbeddedTable,
  queueObjectCreated,
  resumeUnfinishedImports,
  startEmbeddedAws,
  startLocalWebSocketServer,
} from '@scout/lambdas/local';
import type { WebSocketEvent, WebSocketResult } from '@scout/lambdas/domain-handlers';
import { startApiServer } from './api-server';
import { LOCAL_CHECKOUT_PATH, localCheckoutPages } from './local-checkout';
import { REPO_ROOT, type LocalStackOptions } from './options';
import { startWebDevServer, type WebServer } from './web-dev-server';
import { startStaticSiteServer } from './static-site-server';
import { siteSecurityHeaders } from '@scout/shared/web';

export const LOCAL_RESOURCES = {
  table: 'scout-local',
  mediaBucket: 'scout-local-media',
  uploadBucket: 'scout-local-uploads',
} as const;

export interface LocalStack {
  apiUrl: string;
  /** Where browsers open their live-events connection. */
  liveUrl: string;
  webUrl: string | null;
  /** The --extra-web-dist build's address, if one is served. */
  extraWebUrl: string | null;
  seeded: boolean;
  stop(): Promise<void>;
}

/** The signing secret of the local stack: 48 random bytes, generated once into the data folder. */
async function localJwtSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The webhook signing secret the local checkout signs its events with (Stripe's whsec_ form), kept like the JWT secret. */
async function localWebhookSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'webhook-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.startsWith('whsec_')) return existing;
  } catch {
    // first start: generate below
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A build of apps/web (--web-dist) instead of the dev server, with the headers CloudFront sends. */
async function startBuiltSite(options: {
  root: string;
  port: number;
  apiUrl: string;
  storage: string[];
  websocket: string;
}): Promise<WebServer> {
  const server = await startStaticSiteServer({
    root: options.root,
    port: options.port,
    host: 'localhost',
    headers: siteSecurityHeaders({ api: options.apiUrl, storage: options.storage, websocket: options.websocket }),
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

export async function startLocalStack(options: LocalStackOptions, log: (line: string) => void): Promise<LocalStack> {
  if (options.reset) {
    await rm(options.dataDir, { recursive: true, force: true });
    log(`Reset: removed ${options.dataDir}`);
  }
  await mkdir(options.dataDir, { recursive: true });

  // The web app's origins: localhost, and each --web-host name, on the web port; the extra build's on its own.
  const webOrigins = [
    ...['localhost', '127.0.0.1', ...options.webHosts].map((host) => `http://${host}:${options.webPort}`),
    ...(options.extraWeb ? ['localhost', '127.0.0.1'].map((host) => `http://${host}:${options.extraWeb?.port}`) : []),
  ];
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const webhookSecret = await localWebhookSecret(options.dataDir);
  const aws = await startEmbeddedAws({
    dataDir: options.dataDir,
    dynamodbPort: options.dynamodbPort,
    s3Port: options.s3Port,
    buckets: [LOCAL_RESOURCES.mediaBucket, LOCAL_RESOURCES.uploadBucket],
    corsOrigins: webOrigins,
    // Files people PUT to a signed URL are checked on arrival, as S3's event rule has them checked in AWS.
    onObjectCreated: queueObjectCreated,
  });

  // Live events: the WebSocket function is loaded with the other handlers below; until then nothing connects.
  let websocketFunction: ((event: WebSocketEvent) => Promise<WebSocketResult>) | null = null;
  const live = await startLocalWebSocketServer({
    port: options.wsPort,
    accessKeyId: EMBEDDED_CREDENTIALS.accessKeyId,
    handle: (event) => (websocketFunction ? websocketFunction(event) : Promise.resolve({ statusCode: 503 })),
    log: options.verbose ? (line) => log(line) : undefined,
  });

  // The Lambda code reads its configuration from the environment, as in AWS; only endpoints differ.
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: EMBEDDED_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: EMBEDDED_CREDENTIALS.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: LOCAL_RESOURCES.table,
    MEDIA_BUCKET: LOCAL_RESOURCES.mediaBucket,
    UPLOAD_BUCKET: LOCAL_RESOURCES.uploadBucket,
    DYNAMODB_ENDPOINT: aws.dynamodbEndpoint,
    S3_ENDPOINT: aws.s3Endpoint,
    // Live events are posted through the local twin of API Gateway's management API.
    WEBSOCKET_CALLBACK_URL: live.callbackUrl,
    JWT_SECRET: await localJwtSecret(options.dataDir),
    // Payments: the local checkout page stands in for Stripe Checkout (README, Payments) unless Stripe's own
    // test keys are given (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in the environment).
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? webhookSecret,
    LOCAL_CHECKOUT_URL: `${apiUrl}${LOCAL_CHECKOUT_PATH}`,
    WEB_ORIGINS: webOrigins.join(','),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // What the health page reports as deployed: the checkout's commit (none outside a git checkout).
    ...localBuildInfo(),
  });

  const table = await provisionEmbeddedTable(aws.dynamodbEndpoint, LOCAL_RESOURCES.table);
  log(table === 'created' ? `Created table ${LOCAL_RESOURCES.table}` : `Using existing table ${LOCAL_RESOURCES.table}`);

  // Imported only now: the handler modules configure themselves from the environment set above.
  const { seedConfiguredTable } = await import('@scout/lambdas/seed');
  const seedStarted = Date.now();
  // The demo clips are kept beside the data folder's default place, so --reset (and each test stack) reuses them.
  const seeded = await seedConfiguredTable({ clipCacheDir: join(REPO_ROOT, '.data', 'demo-clips'), log });
  log(
    seeded
      ? `Seeded the demo data in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`
      : 'Demo data already present (use --reset to start over)',
  );

  // Both measured per function for the Lambda Functions page, as CloudWatch measures each function in AWS.
  const { domainHandlers, websocketFunction: measuredWebSocketFunction } = await import('@scout/lambdas/domain-handlers');
  websocketFunction = measuredWebSocketFunction;
  // Film processing runs in this process; what a previous stop interrupted is queued again.
  const resumed = await resumeUnfinishedImports();
  if (resumed > 0) log(`Resumed processing of ${resumed} upload(s) interrupted by the last stop`);
  const api: Server = await startApiServer({
    port: options.apiPort,
    allowedOrigins: webOrigins,
    allowedHosts: options.webHosts,
    handlers: domainHandlers,
    pages: localCheckoutPages({ apiUrl, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? webhookSecret }),
    log: options.verbose ? (line) => log(`api  ${line}`) : undefined,
  });

  const storage = [aws.s3Endpoint];
  const web = !options.web
    ? undefined
    : options.webDist
      ? await startBuiltSite({ root: options.webDist, port: options.webPort, apiUrl, storage, websocket: live.url })
      : await startWebDevServer({ port: options.webPort, apiUrl, storage, websocket: live.url, allowedHosts: options.webHosts });
  const extraWeb = options.extraWeb
    ? await startBuiltSite({ root: options.extraWeb.dist, port: options.extraWeb.port, apiUrl, storage, websocket: live.url })
    : undefined;

  return {
    apiUrl,
    liveUrl: live.url,
    webUrl: web?.url ?? null,
    seeded,
    extraWebUrl: extraWeb?.url ?? null,
    async stop() {
      await extraWeb?.close();
      await web?.close();
      await new Promise<void>((resolveClose) => {
        api.close(() => resolveClose());
        api.closeAllConnections();
      });
      await live.close();
      await aws.stop();
    },
  };
}

/** The commit the local stack runs (the health page's "deployed version"), from git when there is one. */
function localBuildInfo(): Record<string, string> {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return commit ? { APP_COMMIT: commit } : {};
  } catch {
    return {};
  }
}
