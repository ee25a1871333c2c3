import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { App } from 'aws-cdk-lib';
import { ROUTE_DOMAINS, contract, type RouteDomain, type RouteId } from '@scout/shared/api';
import { DEMO_ACCOUNTS, PAYMENT_MESSAGES } from '@scout/shared/domain';
import { LIVE_EVENTS_PROTOCOL, parseServerMessage, type ServerMessage } from '@scout/shared/events';
import Stripe from 'stripe';
import {
  EMBEDDED_CREDENTIALS,
  contractRouteEvent,
  provisionEmbeddedTable,
  startEmbeddedAws,
  startLocalWebSocketServer,
  type ContractCall,
  type EmbeddedAws,
  type LocalWebSocketServer,
} from '@scout/lambdas/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { INFRA_ROOT, REPO_ROOT, ROUTE_DOMAIN_TAG } from '../lib/config';
import { defineScoutStacks } from '../lib/scout-app';
import { IMAGE_FFMPEG_PATH, IMAGE_FUNCTIONS_DIR } from '../lib/ffmpeg-image';
import { startRecordingSqs, type RecordingSqs } from './support/recording-sqs';

const run = promisify(execFile);
const RUN_BUNDLE = join(INFRA_ROOT, 'test', 'support', 'run-bundle.mjs');
const STAGE = 'bundletest';
const TABLE_NAME = 'scout-bundle-test';
const MEDIA_BUCKET = 'scout-bundle-test-media';
const UPLOAD_BUCKET = 'scout-bundle-test-uploads';

type Resource = { Type: string; Properties?: Record<string, unknown> };

/**
 * A function of the synthesised stateless stack: its bundle and its environment. A zip function's bundle is
 * its code asset in the cloud assembly (beside the runtime's SDK); an image function's is its folder of the
 * ffmpeg image's build context, copied to a task root of its own with nothing around it, as in the image.
 */
interface ShippedFunction {
  kind: 'zip' | 'image';
  bundle: string;
  environment: Record<string, unknown>;
}

/**
 * Synthesises the real app (cdk.json's feature flags, the workspace's esbuild) and finds each function's
 * bundle through its asset: the route-domain tag says which API function is which, the processing queue's
 * event source mapping names the worker, and the WebSocket API's integration names the WebSocket function.
 */
function synthesiseBundles(
  outdir: string,
  taskRoot: string,
): {
  api: Record<RouteDomain, ShippedFunction>;
  worker: ShippedFunction;
  websocket: ShippedFunction;
} {
  const cdkJson = JSON.parse(readFileSync(join(INFRA_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ outdir, context: { ...cdkJson.context, stage: STAGE } });
  const { stateless } = defineScoutStacks(app);
  const assembly = app.synth();
  const resources = assembly.getStackByName(stateless.stackName).template.Resources as Record<string, Resource>;

  // The stack's asset manifest: asset hash → its folder in the cloud assembly (the file CDK publishes from).
  const manifestPath = join(outdir, `${stateless.artifactId}.assets.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    files: Record<string, { source: { path: string } }>;
    dockerImages?: Record<string, { source: { directory: string } }>;
  };
  const shipped = (logicalId: string): ShippedFunction => {
    const resource = resources[logicalId];
    const environment = ((resource?.Properties?.Environment as { Variables?: Record<string, unknown> }) ?? {}).Variables ?? {};
    if (resource?.Properties?.PackageType === 'Image') {
      // ImageUri: <account>.dkr.ecr.<region>.<suffix>/<repository>:<asset hash>; the handler is <folder>/index.handler.
      const imageUri = JSON.stringify(resource.Properties.Code);
      const hash = /:([0-9a-f]{64})"/.exec(imageUri)?.[1];
      const image = hash ? manifest.dockerImages?.[hash] : undefined;
      const command = (resource.Properties.ImageConfig as { Command: string[] }).Command[0]!;
      if (!image) throw new Error(`${logicalId} has no image asset in the cloud assembly`);
      const functions = join(outdir, image.source.directory, IMAGE_FUNCTIONS_DIR);
      if (!existsSync(taskRoot)) cpSync(functions, taskRoot, { recursive: true });
      return { kind: 'image', bundle: join(taskRoot, command.replace(/\.handler$/, '.mjs')), environment };
    }
    const s3Key = (resource?.Properties?.Code as { S3Key?: unknown } | undefined)?.S3Key;
    const asset = typeof s3Key === 'string' ? manifest.files[s3Key.replace(/\.zip$/, '')] : undefined;
    if (!asset) throw new Error(`${logicalId} has no code asset in the cloud assembly`);
    return { kind: 'zip', bundle: join(outdir, asset.source.path, 'index.mjs'), environment };
  };

  const api: Partial<Record<RouteDomain, ShippedFunction>> = {};
  for (const [logicalId, resource] of Object.entries(resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const tags = (resource.Properties?.Tags ?? []) as { Key: string; Value: string }[];
    const domain = tags.find((tag) => tag.Key === ROUTE_DOMAIN_TAG)?.Value as RouteDomain | undefined;
    if (domain) api[domain] = shipped(logicalId);
  }
  const mapping = Object.values(resources).find((resource) => resource.Type === 'AWS::Lambda::EventSourceMapping');
  const workerId = (mapping?.Properties?.FunctionName as { Ref: string }).Ref;
  const webSocketApiId = Object.entries(resources).find(
    ([, resource]) => resource.Type === 'AWS::ApiGatewayV2::Api' && resource.Properties?.ProtocolType === 'WEBSOCKET',
  )?.[0];
  const webSocketIntegration = Object.values(resources).find(
    (resource) =>
      resource.Type === 'AWS::ApiGatewayV2::Integration' && (resource.Properties?.ApiId as { Ref?: string }).Ref === webSocketApiId,
  );
  // arn:…:apigateway:<region>:lambda:path/2015-03-31/functions/<function arn>/invocations
  const uriParts = (webSocketIntegration?.Properties?.IntegrationUri as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
  const functionArn = uriParts.find((part) => typeof part === 'object' && part !== null && 'Fn::GetAtt' in part) as {
    'Fn::GetAtt': [string, string];
  };
  return { api: api as Record<RouteDomain, ShippedFunction>, worker: shipped(workerId), websocket: shipped(functionArn['Fn::GetAtt'][0]) };
}

/**
 * What the Lambda Node runtime provides besides the bundle: the AWS SDK v3, and nothing else. Symlinks into
 * the workspace's own @aws-sdk packages, in a node_modules beside the assets, so any other import fails.
 */
function provideRuntimeSdk(outdir: string): string[] {
  const workspaceSdk = join(REPO_ROOT, 'lambdas', 'node_modules', '@aws-sdk');
  const runtimeSdk = join(outdir, 'node_modules', '@aws-sdk');
  mkdirSync(runtimeSdk, { recursive: true });
  const packages = readdirSync(workspaceSdk);
  for (const name of packages) symlinkSync(join(workspaceSdk, name), join(runtimeSdk, name), 'dir');
  return packages;
}

/** Small real game film: two one-second H.264 clips made by ffmpeg, stored in a ZIP as a coach uploads it. */
async function gameFilmZip(dir: string): Promise<string> {
  const clips = ['Play 1.mp4', 'Play 2.mp4'];
  for (const [n, clip] of clips.entries()) {
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=320x180:rate=30`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${440 + n * 110}`,
      '-t',
      '1',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      join(dir, clip),
    ]);
  }
  const zip = join(dir, 'game film.zip');
  await run('zip', ['-q', '-0', '-j', zip, ...clips.map((clip) => join(dir, clip))]);
  return zip;
}

describe('the Lambda bundles cdk synth ships', () => {
  const workdir = mkdtempSync(join(tmpdir(), 'scout-bundles-'));
  const outdir = join(workdir, 'cdk.out');
  /** The image's /var/task: the ffmpeg image's function folders, outside the assembly (no SDK beside them). */
  const taskRoot = join(workdir, 'var-task');
  let functions: ReturnType<typeof synthesiseBundles>;
  let aws: EmbeddedAws;
  let sqs: RecordingSqs;
  let localEnvironment: Record<string, string>;
  let eventCount = 0;

  /**
   * The environment a function gets in AWS, with the data pointed at the embedded servers: the template's
   * literal values (JWT issuer and audience, NODE_OPTIONS, FFMPEG_PATH …) are kept, references to AWS
   * resources replaced. The image's ffmpeg paths are Debian's package layout, which a Debian machine shares;
   * elsewhere (a Mac) ffmpeg comes from the PATH.
   */
  function environmentOf(fn: ShippedFunction, overrides: Record<string, string> = {}): Record<string, string> {
    const literal = Object.fromEntries(
      Object.entries(fn.environment).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const ffmpeg = Object.fromEntries(
      (['FFMPEG_PATH', 'FFPROBE_PATH'] as const)
        .filter((name) => literal[name] !== undefined && !existsSync(literal[name]))
        .map((name) => [name, name === 'FFMPEG_PATH' ? 'ffmpeg' : 'ffprobe']),
    );
    return { ...literal, ...localEnvironment, ...ffmpeg, ...overrides };
  }

  /** Invokes a bundle in its own Node process, as a cold Lambda would, and returns what its handler returned. */
  async function invokeBundle(fn: ShippedFunction, event: unknown, environment: Record<string, string>): Promise<unknown> {
    eventCount += 1;
    const eventPath = join(workdir, `event-${eventCount}.json`);
    const resultPath = join(workdir, `result-${eventCount}.json`);
    writeFileSync(eventPath, JSON.stringify(event));
    await run(process.execPath, [RUN_BUNDLE, fn.bundle, eventPath, resultPath], {
      cwd: workdir,
      // Only what Lambda sets: no NODE_PATH, nothing from the test process. PATH finds ffmpeg where the image's path does not.
      env: { PATH: process.env.PATH ?? '', TZ: 'UTC', ...environment },
      timeout: 120_000,
    });
    return JSON.parse(readFileSync(resultPath, 'utf8')) as unknown;
  }

  /** Calls one contract route through its domain's shipped bundle, with the event API Gateway sends. */
  async function callRoute(routeId: RouteId, call: ContractCall = {}, overrides: Record<string, string> = {}) {
    const route = contract[routeId];
    const fn = functions.api[route.domain];
    const result = (await invokeBundle(fn, contractRouteEvent(route, call), environmentOf(fn, overrides))) as {
      statusCode: number;
      body?: string;
    };
    return { statusCode: result.statusCode, body: JSON.parse(result.body ?? '{}') as Record<string, unknown> };
  }

  let coachToken: string;

  beforeAll(async () => {
    // Prepare: the cloud assembly, with only the runtime's AWS SDK beside it.
    functions = synthesiseBundles(outdir, taskRoot);
    provideRuntimeSdk(outdir);

    // The embedded DynamoDB and S3, the table, the demo data, and a stand-in for SQS.
    aws = await startEmbeddedAws({ dynamodbPort: 0, s3Port: 0, buckets: [MEDIA_BUCKET, UPLOAD_BUCKET], corsOrigins: [] });
    sqs = await startRecordingSqs();
    localEnvironment = {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: EMBEDDED_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: EMBEDDED_CREDENTIALS.secretAccessKey,
      TABLE_NAME,
      MEDIA_BUCKET,
      UPLOAD_BUCKET,
      DYNAMODB_ENDPOINT: aws.dynamodbEndpoint,
      S3_ENDPOINT: aws.s3Endpoint,
      // The secret itself instead of JWT_SECRET_ARN (Secrets Manager cannot run here).
      JWT_SECRET: randomBytes(32).toString('hex'),
      PROCESSING_TMP_DIR: join(workdir, 'processing'),
      LOG_LEVEL: 'silent',
    };
    mkdirSync(localEnvironment.PROCESSING_TMP_DIR!, { recursive: true });
    Object.assign(process.env, localEnvironment);
    await provisionEmbeddedTable(aws.dynamodbEndpoint, TABLE_NAME);
    const { seedConfiguredTable } = await import('@scout/lambdas/seed');
    await seedConfiguredTable();
  }, 300_000);

  afterAll(async () => {
    await sqs?.stop();
    await aws?.stop();
    rmSync(workdir, { recursive: true, force: true });
  });

  it('finds one bundle per route domain, the worker and the WebSocket function, each a single ESM file without node_modules', () => {
    expect(Object.keys(functions.api).sort()).toEqual([...ROUTE_DOMAINS].sort());
    for (const fn of [...Object.values(functions.api), functions.worker, functions.websocket]) {
      expect(existsSync(fn.bundle), fn.bundle).toBe(true);
      expect(readdirSync(join(fn.bundle, '..')).sort()).toEqual(['index.mjs', 'index.mjs.map']);
      expect(statSync(fn.bundle).size).toBeGreaterThan(10_000);
    }
  });

  it("runs the worker, media and system from the ffmpeg image's bundles, with ffmpeg at Debian's path and nothing beside them", () => {
    // Assess: the three functions that run ffmpeg ship in the image, the others as zip bundles.
    const kinds = Object.fromEntries(Object.entries(functions.api).map(([domain, fn]) => [domain, fn.kind]));
    expect(kinds).toEqual(
      Object.fromEntries(ROUTE_DOMAINS.map((domain) => [domain, ['media', 'system'].includes(domain) ? 'image' : 'zip'])),
    );
    expect(functions.worker.kind).toBe('image');
    expect(functions.websocket.kind).toBe('zip');
    for (const fn of [functions.worker, functions.api.media, functions.api.system]) {
      expect(fn.environment.FFMPEG_PATH).toBe(IMAGE_FFMPEG_PATH);
      expect(dirname(dirname(fn.bundle))).toBe(taskRoot);
    }
    // No node_modules anywhere above the task root: the image bundles carry the AWS SDK themselves.
    for (let dir = taskRoot; dir !== dirname(dir); dir = dirname(dir)) expect(existsSync(join(dir, 'node_modules')), dir).toBe(false);
  });

  it('resolves nothing but the AWS SDK beside the zip bundles: without it, a bundle fails to load', async () => {
    // Prepare: the auth bundle alone, in a folder with no node_modules above it.
    expect(readdirSync(join(outdir, 'node_modules'))).toEqual(['@aws-sdk']);
    const alone = join(workdir, 'no-runtime-sdk');
    mkdirSync(alone);
    copyFileSync(functions.api.auth.bundle, join(alone, 'index.mjs'));

    // Act
    const loading = invokeBundle({ ...functions.api.auth, bundle: join(alone, 'index.mjs') }, {}, environmentOf(functions.api.auth));

    // Assess: the import of an external package fails, as a missing dependency would in Lambda.
    await expect(loading).rejects.toThrow(/ERR_MODULE_NOT_FOUND|Cannot find package '@aws-sdk\//);
  });

  it('auth: signs in a seeded coach', async () => {
    const { username, password } = DEMO_ACCOUNTS.coach;
    const response = await callRoute('login', { body: { username, password } });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.token).toEqual(expect.any(String));
    coachToken = response.body.token as string;
  });

  it("reports: lists the coach's seeded reports", async () => {
    const response = await callRoute('listReports', { token: coachToken });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const reports = response.body.reports as { title: string }[];
    expect(reports.length).toBeGreaterThan(0);
  });

  it('payments: lists the packages, verifies a webhook with the bundled Stripe SDK, and answers 503 when Stripe is down', async () => {
    // Stripe's keys themselves instead of STRIPE_SECRET_ARN (Secrets Manager cannot run here); a closed port
    // stands for Stripe's API, which cannot be reached from here either.
    const webhookSecret = 'whsec_bundle_test';
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_bundle', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: 'http://127.0.0.1:9' };
    const packages = await callRoute('listPackages', {}, stripe);
    expect(packages.statusCode, JSON.stringify(packages.body)).toBe(200);
    expect((packages.body.packages as unknown[]).length).toBe(4);

    const payload = JSON.stringify({
      id: 'evt_bundle',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const signature = new Stripe('sk_test_signs_only').webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const signed = await callRoute('stripeWebhook', { rawBody: payload, headers: { 'stripe-signature': signature } }, stripe);
    expect(signed).toMatchObject({ statusCode: 200, body: { received: true, outcome: 'ignored' } });
    const forged = await callRoute('stripeWebhook', { rawBody: payload, headers: { 'stripe-signature': `${signature}0` } }, stripe);
    expect(forged.statusCode).toBe(400);

    const checkout = await callRoute(
      'startReportPayment',
      { token: coachToken, params: { id: 'rpt-eagles-ridgeview' }, body: { packageType: 'full', returnOrigin: 'https://scout.example' } },
      { ...stripe, WEB_ORIGINS: 'https://scout.example' },
    );
    expect(checkout.statusCode, JSON.stringify(checkout.body)).toBe(503);
    expect(checkout.body.message).toBe(PAYMENT_MESSAGES.providerDown);
  });

  it('system: answers the health check, the table and both buckets green', async () => {
    const response = await callRoute('health');
    expect(response.statusCode).toBe(200);
    const checks = Object.fromEntries((response.body.checks as { name: string; status: string }[]).map((c) => [c.name, c.status]));
    // ffmpeg green: `ffmpeg -version` ran from the path the stack gives the function.
    expect(checks, JSON.stringify(response.body)).toMatchObject({ database: 'green', storage: 'green', ffmpeg: 'green' });
    expect(Object.keys(checks)).toEqual(['database', 'storage', 'queue', 'ffmpeg', 'version']);
  });

  describe('film from upload to GIF', () => {
    let reportId: string;

    it('uploads: presigns the ZIP upload, and queues the index job once it is in S3', async () => {
      // Prepare: a report of the coach's, and real film.
      const created = await callRoute('createReport', { token: coachToken, body: { title: 'Bundle test film' } });
      expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
      reportId = created.body.id as string;
      const zip = await gameFilmZip(workdir);
      const bytes = readFileSync(zip);

      // Act: presign, PUT as the browser does, start processing.
      const signed = await callRoute('getUploadUrl', {
        token: coachToken,
        params: { id: reportId },
        body: { report_id: reportId, file_name: 'game film.zip', file_size: bytes.length, media_type: 'application/zip' },
      });
      expect(signed.statusCode, JSON.stringify(signed.body)).toBe(200);
      const put = await fetch(signed.body.presignedUrl as string, {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': 'application/zip' },
      });
      expect(put.status).toBe(200);
      const started = await callRoute(
        'processVideosOnly',
        { token: coachToken, body: { report_id: reportId, s3_key: signed.body.s3Key } },
        { PROCESSING_QUEUE_URL: sqs.queueUrl },
      );

      // Assess: the index job went to the queue.
      expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
      expect(sqs.messages.map((message) => JSON.parse(message) as unknown)).toEqual([
        { type: 'index', reportId, importId: started.body.importId },
      ]);
    });

    it('processing worker: runs the index job from SQS, and the clip and finish jobs it queues', async () => {
      // Prepare: the SQS event the event source mapping delivers for that message.
      const event = {
        Records: [
          {
            messageId: 'bundle-test-index-job',
            receiptHandle: 'bundle-test',
            body: sqs.messages[0],
            attributes: { ApproximateReceiveCount: '1' },
            messageAttributes: {},
            md5OfBody: '',
            eventSource: 'aws:sqs',
            eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:scout-bundle-test',
            awsRegion: 'us-east-1',
          },
        ],
      };

      // Act: without PROCESSING_QUEUE_URL the worker runs the follow-up jobs in its own process.
      const result = await invokeBundle(functions.worker, event, environmentOf(functions.worker));

      // Assess: no failed message, one card per clip with its clip in DynamoDB, the report processed.
      expect(result).toEqual({ batchItemFailures: [] });
      const cards = await callRoute('listCards', { token: coachToken, params: { id: reportId }, query: { limit: '100' } });
      expect(cards.statusCode, JSON.stringify(cards.body)).toBe(200);
      const list = cards.body.cards as { cardNumber: number; clipStatus: string; media: { mediaType: string }[] }[];
      expect(list.map((card) => card.cardNumber).sort()).toEqual([1, 2]);
      for (const card of list) {
        expect(card.clipStatus).toBe('ready');
        expect(card.media.map((media) => media.mediaType)).toEqual(expect.arrayContaining(['video']));
      }
      const status = await callRoute('getProcessingStatus', { token: coachToken, params: { id: reportId } });
      expect(status.statusCode, JSON.stringify(status.body)).toBe(200);
      expect(status.body).toMatchObject({ status: 'completed', clipsTotal: 2, clipsDone: 2, clipsFailed: 0, error: null });
    });

    it('media: turns a processed clip into a GIF with ffmpeg', async () => {
      const cards = await callRoute('listCards', { token: coachToken, params: { id: reportId }, query: { limit: '100' } });
      const cardId = (cards.body.cards as { id: string }[])[0]!.id;

      const response = await callRoute('convertToGif', {
        token: coachToken,
        body: { report_id: reportId, card_id: cardId, duration_seconds: 1, width: 160 },
      });

      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      expect(response.body.url).toEqual(expect.any(String));
      const gif = await fetch(response.body.url as string);
      expect(gif.status).toBe(200);
      expect(
        Buffer.from(await gif.arrayBuffer())
          .subarray(0, 6)
          .toString('latin1'),
      ).toMatch(/^GIF8[79]a$/);
    });
  });

  describe('live events', () => {
    let live: LocalWebSocketServer;
    const sockets: WebSocket[] = [];
    /** The management API the functions post to: the local twin of the WebSocket API's stage. */
    const callback = () => ({ WEBSOCKET_CALLBACK_URL: live.callbackUrl });

    /** A browser's connection through the twin, whose every $connect, message and close runs the shipped WebSocket bundle. */
    async function connect(protocols: string[]) {
      const socket = new WebSocket(live.url, protocols);
      sockets.push(socket);
      const received: ServerMessage[] = [];
      socket.on('message', (data) => {
        const message = parseServerMessage(String(data));
        if (message) received.push(message);
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
        socket.once('error', reject);
      });
      return { socket, received };
    }

    beforeAll(async () => {
      live = await startLocalWebSocketServer({
        port: 0,
        accessKeyId: EMBEDDED_CREDENTIALS.accessKeyId,
        handle: async (event) =>
          (await invokeBundle(functions.websocket, event, environmentOf(functions.websocket, callback()))) as {
            statusCode: number;
            headers?: Record<string, string>;
          },
      });
    });

    afterAll(async () => {
      for (const socket of sockets) socket.terminate();
      await live?.close();
    });

    it("websocket: refuses a bad token, accepts the coach's selecting Scout's protocol, and answers a ping", async () => {
      // Act and assess: $connect runs the bundle's token check.
      await expect(connect([LIVE_EVENTS_PROTOCOL, 'not.a.token'])).rejects.toThrow('refused: 401');
      const browser = await connect([LIVE_EVENTS_PROTOCOL, coachToken]);
      expect(browser.socket.protocol).toBe(LIVE_EVENTS_PROTOCOL);

      // Act: $default posts the pong through the management API, with the bundled SDK client.
      browser.socket.send(JSON.stringify({ type: 'ping', id: 'bundle-ping' }));

      // Assess
      await expect
        .poll(() => browser.received, { timeout: 15_000 })
        .toContainEqual(expect.objectContaining({ type: 'pong', id: 'bundle-ping' }));
    });

    it("reports: publishes a renamed report to the coach's open connection", async () => {
      // Prepare: the coach watching, and a report of theirs.
      const browser = await connect([LIVE_EVENTS_PROTOCOL, coachToken]);
      const created = await callRoute('createReport', { token: coachToken, body: { title: 'Live bundle test' } }, callback());
      expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
      const reportId = created.body.id as string;

      // Act
      const renamed = await callRoute(
        'updateReport',
        { token: coachToken, params: { id: reportId }, body: { title: 'Live bundle test, renamed' } },
        callback(),
      );

      // Assess
      expect(renamed.statusCode, JSON.stringify(renamed.body)).toBe(200);
      await expect
        .poll(() => browser.received, { timeout: 15_000 })
        .toContainEqual(expect.objectContaining({ type: 'report.updated', reportId, changed: expect.arrayContaining(['title']) }));
    });
  });
});
