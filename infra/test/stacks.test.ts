import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { DockerImageFunction } from 'aws-cdk-lib/aws-lambda';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import {
  PROCESSING_FUNCTION,
  ROUTE_DOMAINS,
  ROUTE_IDS,
  STACK_FUNCTIONS,
  WEBSOCKET_FUNCTION,
  contract,
  functionSettings,
  routeKey,
  type RouteDomain,
  type StackFunction,
} from '@scout/shared/api';
import { TABLE_KEYS } from '@scout/lambdas/dynamodb-table';
import { HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from '@scout/shared/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_DEFAULT_THROTTLE,
  API_FUNCTION_TIMEOUT,
  domainAccess,
  INFRA_ROOT,
  LIVE_EVENTS_THROTTLE,
  LOGIN_THROTTLE,
  PROCESSING_FUNCTION_TIMEOUT,
  PROCESSING_WORKER_ENTRY,
  REPO_ROOT,
  ROUTE_DOMAIN_TAG,
  stageConfigFrom,
} from '../lib/config';
import { defineScoutStacks, type ScoutStacks } from '../lib/scout-app';
import { MEDIA_UPLOAD_KEY_PATTERNS, StatefulStack } from '../lib/stateful-stack';
import { EDGE_RATE_LIMITS } from '../lib/api-edge';
import { FFMPEG_IMAGE_DOCKERFILE, IMAGE_FFMPEG_PATH, IMAGE_FFPROBE_PATH, IMAGE_FUNCTIONS_DIR, ffmpegImage } from '../lib/ffmpeg-image';
import { IMMUTABLE_CACHE_CONTROL, SITE_ARCHIVE_PREFIX, SITE_ARCHIVE_RETENTION } from '../lib/site-assets';

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };

const FFMPEG_LAYER_ARN = 'arn:aws:lambda:us-east-1:123456789012:layer:scout-ffmpeg:3';

/** The feature flags `cdk synth` runs with, so the tests see the same templates. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(INFRA_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

/** Each app synthesises into a folder of its own, removed when the file's tests end. */
const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

function scoutApp(context: Record<string, unknown>) {
  const outdir = mkdtempSync(join(tmpdir(), 'scout-cdk-test-'));
  outdirs.push(outdir);
  const app = new App({ outdir, context: { ...cdkJsonContext(), ...context } });
  return defineScoutStacks(app);
}

function builtWebApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'scout-web-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Scout</title>');
  return dist;
}

/** Our API functions carry the route-domain tag; CDK's helper functions (auto-delete, deployment) do not. */
function apiFunctionsByLogicalId(template: Template): Map<string, RouteDomain> {
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  const byId = new Map<string, RouteDomain>();
  for (const [logicalId, fn] of Object.entries(functions)) {
    const tags = (fn.Properties?.Tags ?? []) as { Key: string; Value: string }[];
    const domain = tags.find((tag) => tag.Key === ROUTE_DOMAIN_TAG)?.Value;
    if (domain) byId.set(logicalId, domain as RouteDomain);
  }
  return byId;
}

/** The logical id of the one API Gateway v2 API of a protocol (HTTP: the contract's routes; WEBSOCKET: live events). */
function apiIdOfProtocol(template: Template, protocol: 'HTTP' | 'WEBSOCKET'): string {
  const apis = Object.entries(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: protocol } }));
  if (apis.length !== 1) throw new Error(`Expected one ${protocol} API, found ${apis.length}`);
  return apis[0]![0];
}
const httpApiId = (template: Template) => apiIdOfProtocol(template, 'HTTP');
const webSocketApiId = (template: Template) => apiIdOfProtocol(template, 'WEBSOCKET');

/** The WebSocket API's routes: route key, properties, integration, and the function the integration invokes. */
function webSocketRoutesOf(template: Template) {
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const apiId = webSocketApiId(template);
  return Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Route' && refOf(resource.Properties?.ApiId) === apiId)
    .map((route) => {
      const target = route.Properties?.Target as { 'Fn::Join': [string, unknown[]] };
      const integration = resources[refOf(target['Fn::Join'][1][1])]!.Properties!;
      const uri = integration.IntegrationUri as { 'Fn::Join': [string, unknown[]] };
      // arn:…:apigateway:<region>:lambda:path/2015-03-31/functions/<function arn>/invocations
      const functionArn = uri['Fn::Join'][1].find((part) => typeof part === 'object' && 'Fn::GetAtt' in (part as object)) as {
        'Fn::GetAtt': [string, string];
      };
      return {
        routeKey: route.Properties?.RouteKey as string,
        route: route.Properties!,
        integration,
        functionId: functionArn['Fn::GetAtt'][0],
      };
    });
}

/** Each function of the stack by its name on the Lambda Functions page: the API functions, the worker, the WebSocket function. */
function stackFunctionIds(template: Template): Record<StackFunction, string> {
  const worker = workerFunctionId(template);
  return {
    ...(Object.fromEntries([...apiFunctionsByLogicalId(template)].map(([logicalId, domain]) => [domain, logicalId])) as Record<
      RouteDomain,
      string
    >),
    [PROCESSING_FUNCTION]: worker,
    [WEBSOCKET_FUNCTION]: webSocketRoutesOf(template)[0]!.functionId,
  };
}

/**
 * A value CloudFormation joins from tokens, as text: references show as `<LogicalId>`, attributes as
 * `<LogicalId.Attribute>`, cross-stack outputs as `<output:OutputName>`.
 */
function cloudFormationText(value: unknown): string {
  if (typeof value === 'string') return value;
  const object = value as Record<string, unknown>;
  if ('Fn::Join' in object) {
    const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
    return parts.map(cloudFormationText).join(separator);
  }
  if ('Ref' in object) return `<${String(object.Ref)}>`;
  if ('Fn::GetAtt' in object) return `<${(object['Fn::GetAtt'] as string[]).join('.')}>`;
  if ('Fn::GetStackOutput' in object) return `<output:${(object['Fn::GetStackOutput'] as { OutputName: string }).OutputName}>`;
  return `<${JSON.stringify(object)}>`;
}

/** The processing worker's logical id: the function the queue's event source mapping feeds. */
function workerFunctionId(template: Template): string {
  return refOf((Object.values(template.findResources('AWS::Lambda::EventSourceMapping'))[0] as Resource).Properties!.FunctionName);
}

function refOf(value: unknown): string {
  const ref = (value as { Ref?: unknown }).Ref;
  if (typeof ref !== 'string') throw new Error(`Expected a Ref, got ${JSON.stringify(value)}`);
  return ref;
}

/** Every IAM statement attached to a function's role. */
function statementsOf(template: Template, functionLogicalId: string): Statement[] {
  const fn = template.toJSON().Resources[functionLogicalId] as Resource;
  const roleId = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return (Object.values(template.findResources('AWS::IAM::Policy')) as Resource[])
    .filter((policy) => (policy.Properties?.Roles as unknown[]).some((role) => refOf(role) === roleId))
    .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
}

/**
 * The actions a function may take on one resource of the stateful stack. Cross-stack references (stack
 * outputs) carry the referenced resource's logical id in their name, so a statement's Resource names it.
 */
function actionsOn(statements: Statement[], statefulLogicalId: string): string[] {
  return statements
    .filter((statement) => JSON.stringify(statement.Resource).includes(statefulLogicalId))
    .flatMap((statement) => [statement.Action].flat());
}

/**
 * A CSP from the template, as directive → sources (tokens shown as cloudFormationText shows them).
 */
function cspDirectives(value: unknown): Record<string, string[]> {
  return Object.fromEntries(
    cloudFormationText(value)
      .split('; ')
      .map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name!, sources];
      }),
  );
}

const S3_WRITES = ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'];

describe('Scout stacks for a dev stage', () => {
  let stacks: ScoutStacks;
  let stateful: Template;
  let stateless: Template;
  const webDist = builtWebApp();

  /** Logical id of a stateful resource, as the stateless stack's references name it. */
  const statefulId = (resource: 'mediaBucket' | 'uploadBucket' | 'processingQueue' | 'processingDeadLetterQueue') =>
    stacks.stateful.getLogicalId(stacks.stateful.resources[resource].node.defaultChild as CfnElement);

  beforeAll(() => {
    // Prepare: synthesise both stacks. Bundling is skipped: these checks read the templates, and the shipped
    // bundles are built and run in lambda-bundles.integration.test.ts (bundling every handler here cost ~40 s).
    stacks = scoutApp({
      'aws:cdk:bundling-stacks': [],
      stage: 'test',
      webOrigin: 'https://scout.example.com',
      webDist,
      ffmpegLayerArn: FFMPEG_LAYER_ARN,
      pipelineRepositoryUrl: 'https://github.com/scout-example/scout',
    });
    stateful = Template.fromStack(stacks.stateful);
    stateless = Template.fromStack(stacks.stateless);
  });

  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  describe('stateful stack', () => {
    it('defines the single table from TABLE_KEYS, on demand, with point-in-time recovery', () => {
      stateful.resourceCountIs('AWS::DynamoDB::Table', 1);
      stateful.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Delete',
        Properties: Match.objectLike({
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          // Sign-in limit items and live-events connections expire by themselves.
          TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLiveAttribute, Enabled: true },
          KeySchema: [
            { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
            { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        }),
      });
    });

    it('keeps both data buckets private, encrypted, logged and open to multipart uploads from the web origin', () => {
      const all = stateful.findResources('AWS::S3::Bucket') as Record<string, Resource>;
      const buckets = [all[statefulId('mediaBucket')]!, all[statefulId('uploadBucket')]!];
      expect(Object.keys(all)).toHaveLength(3);
      for (const bucket of buckets) {
        expect(bucket.Properties).toMatchObject({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
          },
          CorsConfiguration: {
            CorsRules: [
              expect.objectContaining({
                AllowedOrigins: expect.arrayContaining(['https://scout.example.com']),
                AllowedMethods: expect.arrayContaining(['GET', 'PUT', 'HEAD', 'POST']),
                ExposedHeaders: ['ETag'],
              }),
            ],
          },
          LoggingConfiguration: { DestinationBucketName: { Ref: expect.stringMatching(/^AccessLogBucket/) } },
          // Versioned, so overwritten or deleted film can be restored; old versions go after 30 days.
          VersioningConfiguration: { Status: 'Enabled' },
          LifecycleConfiguration: {
            Rules: expect.arrayContaining([
              expect.objectContaining({
                NoncurrentVersionExpiration: { NoncurrentDays: 30 },
                ExpiredObjectDeleteMarker: true,
                Status: 'Enabled',
              }),
            ]),
          },
        });
      }
      stateful.resourcePropertiesCountIs(
        'AWS::S3::Bucket',
        {
          LifecycleConfiguration: {
            Rules: Match.arrayWith([Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 }, Status: 'Enabled' })]),
          },
        },
        1,
      );
    });

    it('denies every non-TLS request to the data buckets', () => {
      stateful.resourcePropertiesCountIs(
        'AWS::S3::BucketPolicy',
        {
          PolicyDocument: Match.objectLike({
            Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
          }),
        },
        3,
      );
    });

    it('redrives processing messages to the dead-letter queue and outlasts the processing function', () => {
      const queues = stateful.findResources('AWS::SQS::Queue') as Record<string, Resource>;
      const processing = Object.values(queues).filter((queue) => queue.Properties?.RedrivePolicy);
      expect(processing).toHaveLength(1);
      const queue = processing[0]!.Properties!;
      const redrive = queue.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] }; maxReceiveCount: number };
      expect(redrive.maxReceiveCount).toBeGreaterThanOrEqual(5);
      expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * PROCESSING_FUNCTION_TIMEOUT.toSeconds());
      expect(queue.MessageRetentionPeriod).toBe(4 * 24 * 3600);

      const [dlqId] = redrive.deadLetterTargetArn['Fn::GetAtt'];
      expect(queues[dlqId]?.Properties?.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    });

    it('announces the files people add to cards to the processing queue as objectCreated jobs, and nothing else', () => {
      // Both data buckets tell EventBridge natively (no notification custom resource).
      const buckets = stateful.findResources('AWS::S3::Bucket') as Record<string, Resource>;
      for (const bucket of ['mediaBucket', 'uploadBucket'] as const) {
        expect(buckets[statefulId(bucket)]?.Properties?.NotificationConfiguration, bucket).toEqual({
          EventBridgeConfiguration: { EventBridgeEnabled: true },
        });
      }
      expect(stateful.findResources('Custom::S3BucketNotifications')).toEqual({});
      const rules = Object.values(stateful.findResources('AWS::Events::Rule') as Record<string, Resource>);
      expect(rules).toHaveLength(1);
      const rule = rules[0]!.Properties as {
        EventPattern: { source: string[]; 'detail-type': string[]; detail: { bucket: { name: unknown[] }; object: { key: unknown[] } } };
        Targets: {
          Arn: { 'Fn::GetAtt': [string, string] };
          InputTransformer: { InputPathsMap: Record<string, string>; InputTemplate: string };
        }[];
      };
      expect(rule.EventPattern.source).toEqual(['aws.s3']);
      expect(rule.EventPattern['detail-type']).toEqual(['Object Created']);
      expect(rule.EventPattern.detail.bucket.name).toEqual([{ Ref: statefulId('mediaBucket') }, { Ref: statefulId('uploadBucket') }]);
      expect(rule.EventPattern.detail.object.key).toEqual(MEDIA_UPLOAD_KEY_PATTERNS.map((wildcard) => ({ wildcard })));
      expect(rule.Targets).toHaveLength(1);
      const [target] = rule.Targets;
      expect(target!.Arn['Fn::GetAtt'][0]).toBe(statefulId('processingQueue'));
      expect(Object.values(target!.InputTransformer.InputPathsMap).sort()).toEqual(['$.detail.bucket.name', '$.detail.object.key']);
      expect(target!.InputTransformer.InputTemplate).toContain('"type":"objectCreated"');

      // The patterns match the uploads of added media (lambdas/src/cards/media-keys.ts), not what processing writes.
      const asRegExp = (wildcard: string) => new RegExp(`^${wildcard.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
      const matchesRule = (key: string) => MEDIA_UPLOAD_KEY_PATTERNS.some((pattern) => asRegExp(pattern).test(key));
      const image = 'organizations/org-a/reports/rpt-1/cards/0007/media/card-x-m0123456789ab/original.png';
      const video = 'organizations/org-a/reports/rpt-1/uploads/media/card-x-m0123456789ab.mov';
      for (const key of [image, video]) expect(matchesRule(key), key).toBe(true);
      for (const key of ['organizations/org-a/reports/rpt-1/cards/0007/clip.mp4', 'organizations/org-a/reports/rpt-1/uploads/imp-1.zip']) {
        expect(matchesRule(key), key).toBe(false);
      }
    });

    it('generates a 64-character signing secret', () => {
      stateful.hasResourceProperties('AWS::SecretsManager::Secret', {
        GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
      });
    });

    it('keeps the access logs private, SSL-only, and for 90 days', () => {
      stateful.hasResourceProperties('AWS::S3::Bucket', {
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
        LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 90, Status: 'Enabled' })] },
        PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicAcls: true, RestrictPublicBuckets: true }),
      });
    });
  });

  describe('stateless stack', () => {
    it('has one API function per route domain, ARM64 on Node 24', () => {
      const functions = apiFunctionsByLogicalId(stateless);
      expect([...functions.values()].sort()).toEqual([...ROUTE_DOMAINS].sort());
      for (const [logicalId, domain] of functions) {
        const fn = stateless.toJSON().Resources[logicalId] as Resource;
        expect(fn.Properties).toMatchObject({
          Handler: 'index.handler',
          Runtime: 'nodejs24.x',
          Architectures: ['arm64'],
          // media runs ffmpeg: one full vCPU.
          MemorySize: domain === 'media' ? 1769 : 512,
          Timeout: API_FUNCTION_TIMEOUT.toSeconds(),
          Environment: {
            Variables: expect.objectContaining({
              TABLE_NAME: expect.anything(),
              MEDIA_BUCKET: expect.anything(),
              UPLOAD_BUCKET: expect.anything(),
              PROCESSING_QUEUE_URL: expect.anything(),
              JWT_SECRET_ARN: expect.anything(),
              JWT_ISSUER: 'scout',
              JWT_AUDIENCE: 'scout-web',
              NODE_OPTIONS: '--enable-source-maps',
            }),
          },
        });
      }
    });

    it('declares exactly one API Gateway route per contract route, and no other', () => {
      const routes = (Object.values(stateless.findResources('AWS::ApiGatewayV2::Route')) as Resource[]).filter(
        (route) => refOf(route.Properties?.ApiId) === httpApiId(stateless),
      );
      const routeKeys = routes.map((route) => route.Properties?.RouteKey as string);
      expect(routeKeys.sort()).toEqual(ROUTE_IDS.map((id) => routeKey(contract[id])).sort());
      expect(routes.every((route) => route.Properties?.AuthorizationType === 'NONE')).toBe(true);
    });

    it("sends each route to its domain's function", () => {
      const resources = stateless.toJSON().Resources as Record<string, Resource>;
      const functions = apiFunctionsByLogicalId(stateless);
      for (const id of ROUTE_IDS) {
        const route = Object.values(resources).find(
          (r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties?.RouteKey === routeKey(contract[id]),
        );
        const target = route?.Properties?.Target as { 'Fn::Join': [string, unknown[]] };
        const integration = resources[refOf(target['Fn::Join'][1][1])];
        const uri = integration?.Properties?.IntegrationUri as { 'Fn::GetAtt': [string, string] };
        expect(functions.get(uri['Fn::GetAtt'][0]), id).toBe(contract[id].domain);
      }
    });

    it('throttles every route, and the login route much tighter, in the $default stage', () => {
      const stages = (
        Object.entries(stateless.findResources('AWS::ApiGatewayV2::Stage')) as [string, Resource & { DependsOn?: string[] }][]
      ).filter(([, stage]) => refOf(stage.Properties?.ApiId) === httpApiId(stateless));
      expect(stages).toHaveLength(1);
      const [, stage] = stages[0]!;
      expect(stage.Properties).toMatchObject({
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: {
          ThrottlingRateLimit: API_DEFAULT_THROTTLE.rateLimit,
          ThrottlingBurstLimit: API_DEFAULT_THROTTLE.burstLimit,
        },
        RouteSettings: {
          'POST /api/v2/login': { ThrottlingRateLimit: LOGIN_THROTTLE.rateLimit, ThrottlingBurstLimit: LOGIN_THROTTLE.burstLimit },
        },
        AccessLogSettings: { DestinationArn: expect.anything(), Format: expect.stringContaining('$context.requestId') },
      });
      expect(Object.keys(stage.Properties!.RouteSettings as object)).toEqual([routeKey(contract.login)]);
      expect(LOGIN_THROTTLE.rateLimit).toBeLessThan(API_DEFAULT_THROTTLE.rateLimit);
      expect(LOGIN_THROTTLE.burstLimit).toBeLessThan(API_DEFAULT_THROTTLE.burstLimit);

      // The stage is updated only once the login route exists (its settings name it).
      const loginRouteId = Object.entries(stateless.findResources('AWS::ApiGatewayV2::Route')).find(
        ([, route]) => (route as Resource).Properties?.RouteKey === 'POST /api/v2/login',
      )![0];
      expect(stage.DependsOn).toContain(loginRouteId);
    });

    it('answers CORS preflight for the configured web origins and lets the browser read Retry-After', () => {
      stateless.hasResourceProperties('AWS::ApiGatewayV2::Api', {
        ProtocolType: 'HTTP',
        CorsConfiguration: Match.objectLike({
          AllowOrigins: Match.arrayWith(['https://scout.example.com']),
          // X-Scout-Gate: the restricted-environment gate's pass.
          AllowHeaders: ['Authorization', 'Content-Type', 'X-Scout-Gate'],
          ExposeHeaders: ['Retry-After'],
          AllowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        }),
      });
    });

    it('grants each function only what its domain uses', () => {
      const functions = apiFunctionsByLogicalId(stateless);
      const statements = (domain: RouteDomain) => statementsOf(stateless, [...functions].find(([, d]) => d === domain)![0]);
      const actionsOf = (domain: RouteDomain) => statements(domain).flatMap((statement) => [statement.Action].flat());
      const media = statefulId('mediaBucket');
      const uploads = statefulId('uploadBucket');
      const queue = statefulId('processingQueue');

      expect(actionsOf('reports')).toEqual(expect.arrayContaining(['sqs:SendMessage', 's3:PutObject', 'dynamodb:Query']));
      for (const domain of ['reports', 'cards'] as const) {
        expect(actionsOn(statements(domain), media), domain).toEqual(expect.arrayContaining(['s3:GetObject', ...S3_WRITES]));
        expect(actionsOn(statements(domain), uploads), domain).toEqual(expect.arrayContaining(['s3:GetObject', ...S3_WRITES]));
      }
      // cards enqueues the media job of a video added to a card, and nothing else on the queue.
      expect(actionsOn(statements('cards'), queue)).toEqual(expect.arrayContaining(['sqs:SendMessage']));
      expect(actionsOn(statements('cards'), queue).some((action) => ['sqs:ReceiveMessage', 'sqs:DeleteMessage'].includes(action))).toBe(
        false,
      );

      // uploads presigns and completes PUTs to the upload bucket and enqueues the index job; no media bucket.
      expect(actionsOn(statements('uploads'), uploads)).toEqual(expect.arrayContaining(['s3:GetObject', ...S3_WRITES]));
      expect(actionsOn(statements('uploads'), media)).toEqual([]);
      expect(actionsOn(statements('uploads'), queue)).toContain('sqs:SendMessage');

      // media reads clips and writes GIFs in the media bucket only, never deletes, and enqueues nothing.
      expect(actionsOn(statements('media'), media).sort()).toEqual([
        's3:AbortMultipartUpload',
        's3:GetObject',
        's3:ListBucket',
        's3:PutObject',
      ]);
      // staff reads the buckets only for the dev tools, which run on no stage by default.
      expect(actionsOf('staff').some((action) => action.startsWith('s3:'))).toBe(false);
      expect(actionsOn(statements('media'), uploads)).toEqual([]);
      expect(actionsOf('media').some((action) => action.startsWith('sqs:'))).toBe(false);

      expect(actionsOf('auth')).toEqual(expect.arrayContaining(['secretsmanager:GetSecretValue', 'dynamodb:PutItem']));
      expect(actionsOf('auth').some((action) => action.startsWith('s3:') || action.startsWith('sqs:'))).toBe(false);
      // system: the table (pipeline builds, health read), HeadBucket (ListBucket) and queue attributes for the
      // health check, the other functions' configuration and metrics, and the pipeline project; no object access.
      expect(actionsOf('system')).toEqual(
        expect.arrayContaining([
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          's3:ListBucket',
          'sqs:GetQueueAttributes',
          'lambda:GetFunctionConfiguration',
          'cloudwatch:GetMetricData',
          'codebuild:StartBuild',
          'codebuild:BatchGetBuilds',
        ]),
      );
      expect(actionsOf('system').some((action) => ['s3:GetObject', 's3:PutObject', 'sqs:SendMessage'].includes(action))).toBe(false);
      expect(actionsOn(statements('system'), media)).toEqual(['s3:ListBucket']);
    });

    it('has the CodeBuild project behind the Pipeline page: checks then deploy, encrypted, its role limited to CDK deploys', () => {
      const projects = stateless.findResources('AWS::CodeBuild::Project');
      expect(Object.keys(projects)).toHaveLength(1);
      const [projectId, project] = Object.entries(projects)[0]!;
      const properties = (project as { Properties: Record<string, unknown> }).Properties;
      expect(properties.Source).toMatchObject({ Type: 'GITHUB', Location: 'https://github.com/scout-example/scout.git' });
      expect(properties.EncryptionKey).toBeDefined();
      const buildSpec = String((properties.Source as { BuildSpec: unknown }).BuildSpec);
      expect(buildSpec).toContain('pnpm lint');
      expect(buildSpec).toContain('pnpm test:unit');
      expect(buildSpec).toContain('cdk deploy --all');
      // The web build gets the API and the WebSocket URLs from the stack's outputs.
      expect(buildSpec).toContain("OutputKey=='ApiUrl'");
      expect(buildSpec).toContain("OutputKey=='LiveUrl'");
      expect(buildSpec).toContain('VITE_API_URL=$API_URL VITE_WS_URL=$WS_URL pnpm --filter @scout/web build');
      // Without either output yet, the stage is deployed once before the web build, and the outputs read again.
      expect(buildSpec).toMatch(
        /if \[ -z \\"\$API_URL\\" \][^;]*\|\| \[ -z \\"\$WS_URL\\" \][^;]*; then pnpm --filter @scout\/infra exec cdk deploy --all [^;]*&& API_URL=/,
      );

      const roleId = (properties.ServiceRole as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const policies = Object.values(stateless.findResources('AWS::IAM::Policy')).filter((policy) =>
        ((policy as { Properties: { Roles: unknown[] } }).Properties.Roles ?? []).some((role) => refOf(role) === roleId),
      );
      const actions = policies.flatMap((policy) =>
        (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument.Statement.flatMap(
          (statement) => [statement.Action].flat(),
        ),
      );
      expect(actions).toEqual(expect.arrayContaining(['sts:AssumeRole', 'cloudformation:DescribeStacks']));
      expect(actions).not.toContain('*');

      // The system function starts and reads builds of this project, and knows its name.
      const systemId = [...apiFunctionsByLogicalId(stateless)].find(([, domain]) => domain === 'system')![0];
      const environment = (stateless.toJSON().Resources[systemId].Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(environment.PIPELINE_PROJECT_NAME).toEqual({ Ref: projectId });
      expect(environment.LAMBDA_FUNCTIONS).toBeDefined();
      expect(environment.PROCESSING_DLQ_URL).toBeDefined();
    });

    it('names every other function of the stack to the system function, which may read their configuration and no other', () => {
      // Prepare: each function's logical id, and the system function's environment and statements.
      const ids = stackFunctionIds(stateless);
      const systemId = ids.system;
      const others = STACK_FUNCTIONS.filter((fn) => fn !== 'system');
      const environment = (stateless.toJSON().Resources[systemId].Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;

      // Act: LAMBDA_FUNCTIONS as the function reads it, and the functions it may read the configuration of.
      const names = JSON.parse(cloudFormationText(environment.LAMBDA_FUNCTIONS)) as Record<string, string>;
      const readable = statementsOf(stateless, systemId)
        .filter((statement) => [statement.Action].flat().includes('lambda:GetFunctionConfiguration'))
        .flatMap((statement) => [statement.Resource].flat())
        .map((resource) => (resource as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]);

      // Assess: the WebSocket function and the worker beside the API functions; the system function names itself.
      expect(Object.keys(names).sort()).toEqual([...others].sort());
      for (const fn of others) expect(names[fn], fn).toBe(`<${ids[fn]}>`);
      expect(readable.sort()).toEqual(others.map((fn) => ids[fn]).sort());
    });

    it('deploys every function with the memory and timeout the Lambda Functions page reports (function-settings.ts)', () => {
      for (const [fn, logicalId] of Object.entries(stackFunctionIds(stateless)) as [StackFunction, string][]) {
        const settings = functionSettings(fn);
        expect((stateless.toJSON().Resources[logicalId] as Resource).Properties, fn).toMatchObject({
          MemorySize: settings.memoryMb,
          Timeout: settings.timeoutSeconds,
          Runtime: settings.runtime,
        });
      }
    });

    it('lets each function write its own log group only, with no AWS managed policy and no action wildcard', () => {
      const worker = workerFunctionId(stateless);
      const functions = [...apiFunctionsByLogicalId(stateless).keys(), worker, webSocketRoutesOf(stateless)[0]!.functionId];
      for (const logicalId of functions) {
        const fn = stateless.toJSON().Resources[logicalId] as Resource;
        const logGroupId = (fn.Properties?.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
        const logStatements = statementsOf(stateless, logicalId).filter((statement) =>
          [statement.Action].flat().some((action) => action.startsWith('logs:')),
        );
        expect(
          logStatements.map((statement) => statement.Resource),
          logicalId,
        ).toEqual([{ 'Fn::GetAtt': [logGroupId, 'Arn'] }]);
        const actions = statementsOf(stateless, logicalId).flatMap((statement) => [statement.Action].flat());
        expect(
          actions.filter((action) => action.includes('*')),
          logicalId,
        ).toEqual([]);
      }
      const roles = stateless.findResources('AWS::IAM::Role') as Record<string, Resource>;
      for (const logicalId of functions) {
        const fn = stateless.toJSON().Resources[logicalId] as Resource;
        const roleId = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        expect(roles[roleId]?.Properties?.ManagedPolicyArns, logicalId).toBeUndefined();
      }
    });

    it('grants table access on the table and its indexes by name, never index/*', () => {
      const functions = apiFunctionsByLogicalId(stateless);
      const auth = [...functions].find(([, domain]) => domain === 'auth')![0];
      const tableStatement = statementsOf(stateless, auth).find((statement) => [statement.Action].flat().includes('dynamodb:Query'));
      const resources = JSON.stringify(tableStatement?.Resource);
      for (const index of TABLE_KEYS.indexes) expect(resources).toContain(`/index/${index.name}`);
      expect(resources).not.toContain('index/*');
    });

    it('serves the site from a private bucket through CloudFront with a SPA fallback', () => {
      const site = Object.entries(stateless.findResources('AWS::S3::Bucket')).find(([id]) => id.startsWith('SiteBucket'));
      expect((site?.[1] as Resource).Properties?.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      stateless.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
      stateless.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          DefaultRootObject: 'index.html',
          CustomErrorResponses: [
            Match.objectLike({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' }),
            Match.objectLike({ ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html' }),
          ],
        }),
      });
      stateless.resourceCountIs('Custom::CDKBucketDeployment', 3);
    });

    it("keeps the previous builds' chunks for open tabs, ages them out, and never lets the current build's expire", () => {
      // Assess: every deploy archives its hashed assets (never pruned); the archive alone ages out.
      const deployments = stateless.findResources('Custom::CDKBucketDeployment') as Record<string, Resource>;
      const byId = (prefix: string) => Object.entries(deployments).find(([id]) => id.startsWith(prefix))?.[1].Properties ?? {};
      const [archive, assets, pages] = [
        byId('SiteAssetsArchiveCustomResource'),
        byId('SiteAssetsCustomResource'),
        byId('SiteDeploymentCustomResource'),
      ];
      expect(archive).toMatchObject({
        Prune: false,
        DestinationBucketKeyPrefix: SITE_ARCHIVE_PREFIX,
        Exclude: ['*'],
        Include: ['assets/*'],
      });
      expect(archive.SystemMetadata).toEqual({ 'cache-control': IMMUTABLE_CACHE_CONTROL });
      // The current build's assets: pruned to this build, cached for a year, never under the lifecycle rule.
      expect(assets).toMatchObject({ Prune: true, Exclude: ['*'], Include: ['assets/*'] });
      expect(assets.DestinationBucketKeyPrefix).toBeUndefined();
      expect(assets.SystemMetadata).toEqual({ 'cache-control': IMMUTABLE_CACHE_CONTROL });
      // index.html and the version file: replaced (pruned, outside both asset folders), revalidated, invalidated.
      expect(pages).toMatchObject({ Prune: true, Exclude: ['assets/*', SITE_ARCHIVE_PREFIX + '*'], DistributionPaths: ['/*'] });
      expect(pages.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
      expect(archive.DistributionId).toBeUndefined();
      expect(assets.DistributionId).toBeUndefined();
      // In order: archive, then assets, then the pages that name them.
      const dependsOn = (prefix: string) =>
        [
          Object.entries(stateless.toJSON().Resources as Record<string, { DependsOn?: string[] }>).find(([id]) =>
            id.startsWith(prefix),
          )?.[1].DependsOn ?? [],
        ].flat();
      expect(dependsOn('SiteAssetsCustomResource').some((id) => id.startsWith('SiteAssetsArchive'))).toBe(true);
      expect(dependsOn('SiteDeploymentCustomResource').some((id) => id.startsWith('SiteAssets'))).toBe(true);

      const site = Object.entries(stateless.findResources('AWS::S3::Bucket')).find(([id]) => id.startsWith('SiteBucket'))?.[1] as Resource;
      const rules = (site.Properties?.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
      expect(rules).toEqual([
        expect.objectContaining({ Prefix: SITE_ARCHIVE_PREFIX, ExpirationInDays: SITE_ARCHIVE_RETENTION.toDays(), Status: 'Enabled' }),
      ]);

      // CloudFront answers /assets/* from the current build, then from the archive when it has no such file.
      const distribution = (Object.values(stateless.findResources('AWS::CloudFront::Distribution')) as Resource[]).find(
        (candidate) => (candidate.Properties?.DistributionConfig as { DefaultRootObject?: string }).DefaultRootObject === 'index.html',
      )!;
      const config = distribution.Properties!.DistributionConfig as {
        CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
        OriginGroups: {
          Items: { Id: string; FailoverCriteria: { StatusCodes: { Items: number[] } }; Members: { Items: { OriginId: string }[] } }[];
        };
        Origins: { Id: string; OriginPath?: string }[];
      };
      const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === '/assets/*');
      const group = config.OriginGroups.Items.find((candidate) => candidate.Id === behavior?.TargetOriginId);
      expect(group?.FailoverCriteria.StatusCodes.Items).toEqual([403, 404]);
      const memberPaths = group!.Members.Items.map(
        ({ OriginId }) => config.Origins.find((origin) => origin.Id === OriginId)?.OriginPath ?? '',
      );
      expect(memberPaths).toEqual(['', '/archive']);
    });

    it('serves the site with the shared security headers: CSP, HSTS, nosniff, referrer policy, no framing', () => {
      const policies = Object.entries(stateless.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as [string, Resource][];
      expect(policies).toHaveLength(1);
      const [policyId, policy] = policies[0]!;
      const headers = (policy.Properties!.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> })
        .SecurityHeadersConfig;
      expect(headers).toMatchObject({
        StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true, Override: true },
        ContentTypeOptions: { Override: true },
        ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
      });

      const csp = cspDirectives((headers.ContentSecurityPolicy as { ContentSecurityPolicy: unknown }).ContentSecurityPolicy);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      // connect-src: the site, this stack's API, the media and upload buckets' regional origins, and the
      // WebSocket API of live events.
      expect(csp['connect-src']).toEqual([
        "'self'",
        // The API as the web app calls it: its CloudFront distribution, behind AWS WAF.
        expect.stringMatching(/^https:\/\/<ApiEdgeDistribution\w+\.DomainName>$/),
        expect.stringMatching(new RegExp(`^https://<output:.*${statefulId('mediaBucket')}RegionalDomainName.*>$`)),
        expect.stringMatching(new RegExp(`^https://<output:.*${statefulId('uploadBucket')}RegionalDomainName.*>$`)),
        // The WebSocket API's endpoint attribute: wss://<api id>.execute-api.<region>.amazonaws.com
        `<${webSocketApiId(stateless)}.ApiEndpoint>`,
      ]);

      stateless.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: policyId } }),
        }),
      });
    });

    it('puts the API behind CloudFront and AWS WAF: per-client rate limits, tighter on sign-in and the gate, compressed, uncached', () => {
      const acls = stateless.findResources('AWS::WAFv2::WebACL') as Record<string, Resource>;
      const [acl] = Object.values(acls);
      expect(Object.keys(acls)).toHaveLength(1);
      expect(acl?.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
      const rules = (acl?.Properties?.Rules ?? []) as {
        Name: string;
        Action: unknown;
        Statement: { RateBasedStatement: Record<string, unknown> };
      }[];
      expect(
        rules.map((rule) => [rule.Name, rule.Statement.RateBasedStatement.Limit, rule.Statement.RateBasedStatement.AggregateKeyType]),
      ).toEqual([
        ['SignInPerClient', EDGE_RATE_LIMITS.signInPerClient, 'IP'],
        ['AllRoutesPerClient', EDGE_RATE_LIMITS.perClient, 'IP'],
      ]);
      expect(
        rules.every((rule) => JSON.stringify(rule.Action) === JSON.stringify({ Block: { CustomResponse: { ResponseCode: 429 } } })),
      ).toBe(true);
      expect(JSON.stringify(rules[0]?.Statement.RateBasedStatement.ScopeDownStatement)).toContain('/api/v2/login');
      expect(JSON.stringify(rules[0]?.Statement.RateBasedStatement.ScopeDownStatement)).toContain('/access-code/verify');

      stateless.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiEdgeWebAcl'), 'Arn'] },
          DefaultCacheBehavior: Match.objectLike({
            Compress: true,
            ViewerProtocolPolicy: 'https-only',
            AllowedMethods: Match.arrayWith(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
            // Managed CachingDisabled and AllViewerExceptHostHeader.
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
          }),
        }),
      });
      // The web build's API URL is the distribution, not the gateway.
      stateless.hasOutput('ApiUrl', {
        Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiEdgeDistribution'), 'DomainName'] }]] },
      });
    });

    it('runs the dev tools only on the stages named in devToolsStages (none by default)', () => {
      const functions = Object.values(stateless.findResources('AWS::Lambda::Function') as Record<string, Resource>);
      const staff = functions.find((fn) => JSON.stringify(fn.Properties?.Description ?? '').includes('staff routes'));
      expect((staff?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables.DEV_TOOLS_STAGES).toBe('');
      expect(() => scoutApp({ stage: 'dev', devToolsStages: 'dev,prod' })).toThrow('Context "devToolsStages" must not name the prod stage');
      // The staff function reads the buckets (the S3 Browser) only where the dev tools run.
      expect(domainAccess('staff', { stage: 'dev', devToolsStages: ['dev'] })).toMatchObject({ mediaBucket: 'read', uploadBucket: 'read' });
      expect(domainAccess('staff', { stage: 'prod', devToolsStages: ['dev'] })).toMatchObject({
        mediaBucket: 'none',
        uploadBucket: 'none',
      });
    });

    it('outputs what a deploy needs', () => {
      for (const name of ['ApiUrl', 'SiteUrl']) stateless.hasOutput(name, {});
      stateless.hasOutput('LiveUrl', {
        Description: 'VITE_WS_URL for the web build',
        Value: {
          'Fn::Join': [
            '',
            [
              'wss://',
              { Ref: webSocketApiId(stateless) },
              '.execute-api.',
              { Ref: 'AWS::Region' },
              '.',
              { Ref: 'AWS::URLSuffix' },
              '/live',
            ],
          ],
        },
      });
      for (const name of ['TableName', 'MediaBucketName', 'UploadBucketName', 'ProcessingQueueUrl']) {
        stateful.hasOutput(name, {});
      }
    });
  });

  describe('processing', () => {
    /** The processing queue's event source mapping and the function it feeds. */
    const processingPath = () => {
      const mappings = Object.entries(stateless.findResources('AWS::Lambda::EventSourceMapping')) as [string, Resource][];
      expect(mappings).toHaveLength(1);
      const mapping = mappings[0]![1].Properties!;
      const workerId = refOf(mapping.FunctionName);
      return { mapping, workerId, worker: (stateless.toJSON().Resources[workerId] as Resource).Properties! };
    };

    it('runs the worker on Node 24 with a 15-minute timeout, 3 GB and 10 GB of /tmp', () => {
      const { worker } = processingPath();
      expect(worker).toMatchObject({
        Handler: 'index.handler',
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: 900,
        MemorySize: 3008,
        EphemeralStorage: { Size: 10240 },
        Environment: {
          Variables: expect.objectContaining({
            TABLE_NAME: expect.anything(),
            MEDIA_BUCKET: expect.anything(),
            UPLOAD_BUCKET: expect.anything(),
            PROCESSING_QUEUE_URL: expect.anything(),
            FFMPEG_PATH: '/opt/bin/ffmpeg',
            FFPROBE_PATH: '/opt/bin/ffprobe',
            PROCESSING_TMP_DIR: '/tmp',
          }),
        },
      });
      // Not an API function: no route-domain tag, so no route can reach it.
      expect(apiFunctionsByLogicalId(stateless).has(processingPath().workerId)).toBe(false);
    });

    it('feeds the worker one message at a time from the processing queue, with partial batch failures', () => {
      const { mapping } = processingPath();
      expect(mapping).toMatchObject({
        BatchSize: 1,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: expect.any(Number) },
      });
      expect(JSON.stringify(mapping.EventSourceArn)).toContain(statefulId('processingQueue'));
    });

    it('keeps a job invisible for six worker timeouts and redrives it after five receives', () => {
      const { worker } = processingPath();
      const queues = stateful.findResources('AWS::SQS::Queue') as Record<string, Resource>;
      const queue = queues[statefulId('processingQueue')]!.Properties!;
      expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * (worker.Timeout as number));
      const redrive = queue.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] }; maxReceiveCount: number };
      expect(redrive.deadLetterTargetArn['Fn::GetAtt'][0]).toBe(statefulId('processingDeadLetterQueue'));
      expect(redrive.maxReceiveCount).toBeGreaterThanOrEqual(5);
    });

    it('lets the worker read uploads (deleting an added video once playable), write media, send and consume jobs, and nothing else', () => {
      const { workerId } = processingPath();
      const statements = statementsOf(stateless, workerId);
      expect(actionsOn(statements, statefulId('uploadBucket')).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket']);
      expect(actionsOn(statements, statefulId('mediaBucket'))).toEqual(expect.arrayContaining(['s3:GetObject', ...S3_WRITES]));
      expect(actionsOn(statements, statefulId('processingQueue'))).toEqual(
        expect.arrayContaining(['sqs:SendMessage', 'sqs:ReceiveMessage', 'sqs:DeleteMessage']),
      );
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:Query']));
      expect(actions.some((action) => action.startsWith('secretsmanager:'))).toBe(false);
    });

    it('attaches the ffmpeg layer from context to the worker, the media function and (for its health check) system only', () => {
      const { workerId, worker } = processingPath();
      expect(worker.Layers).toEqual([FFMPEG_LAYER_ARN]);
      for (const [logicalId, domain] of apiFunctionsByLogicalId(stateless)) {
        const fn = (stateless.toJSON().Resources[logicalId] as Resource).Properties!;
        if (domain === 'system') {
          // `ffmpeg -version` only: the layer and its path, at the API functions' size.
          expect(fn).toMatchObject({ Layers: [FFMPEG_LAYER_ARN], MemorySize: 512 });
          continue;
        }
        if (domain !== 'media') {
          expect(fn.Layers, domain).toBeUndefined();
          continue;
        }
        expect(logicalId).not.toBe(workerId);
        expect(fn).toMatchObject({
          Layers: [FFMPEG_LAYER_ARN],
          MemorySize: 1769,
          Timeout: API_FUNCTION_TIMEOUT.toSeconds(),
          EphemeralStorage: { Size: 2048 },
          Environment: {
            Variables: expect.objectContaining({ FFMPEG_PATH: '/opt/bin/ffmpeg', FFPROBE_PATH: '/opt/bin/ffprobe' }),
          },
        });
      }
      Annotations.fromStack(stacks.stateless).hasNoWarning('*', Match.stringLikeRegexp('ffmpegLayerArn'));
    });

    it('alarms as soon as a job lands in the dead-letter queue', () => {
      const alarms = Object.values(stateless.findResources('AWS::CloudWatch::Alarm')) as Resource[];
      expect(alarms).toHaveLength(1);
      const alarm = alarms[0]!.Properties!;
      expect(alarm).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
      });
      expect(JSON.stringify(alarm.Dimensions)).toContain(statefulId('processingDeadLetterQueue'));
    });
  });

  describe('live events', () => {
    const resources = () => stateless.toJSON().Resources as Record<string, Resource>;

    /** The WebSocket API's routes by route key, and the function each one's integration invokes. */
    const webSocketRoutes = () => webSocketRoutesOf(stateless);
    const websocketFunctionId = () => webSocketRoutes()[0]!.functionId;
    const environmentOf = (logicalId: string) =>
      (resources()[logicalId]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    const callbackUrl = () => ({
      'Fn::Join': [
        '',
        ['https://', { Ref: webSocketApiId(stateless) }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }, '/live'],
      ],
    });
    /** ManageConnections statements of a function's role, with their resources. */
    const manageConnections = (logicalId: string) =>
      statementsOf(stateless, logicalId).filter((statement) => [statement.Action].flat().includes('execute-api:ManageConnections'));
    /** The functions whose stores publish: the compositions importing the publishing stores, by file name. */
    const publishingCompositions = () =>
      readdirSync(join(REPO_ROOT, 'lambdas', 'src', 'composition'))
        .filter((file) => file.endsWith('.ts'))
        .filter((file) =>
          readFileSync(join(REPO_ROOT, 'lambdas', 'src', 'composition', file), 'utf8').includes("'../live-events/publishing-stores'"),
        )
        .map((file) => file.replace(/\.ts$/, ''))
        .sort();
    const workerId = () => workerFunctionId(stateless);

    it('has a WebSocket API whose $connect, $disconnect and $default all invoke the one WebSocket function', () => {
      const routes = webSocketRoutes();
      expect(routes.map((route) => route.routeKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
      expect(new Set(routes.map((route) => route.functionId)).size).toBe(1);
      for (const { route, integration } of routes) {
        // The function verifies the token itself (the acknowledged AwsSolutions-APIG4).
        expect(route.AuthorizationType).toBe('NONE');
        expect(integration.IntegrationType).toBe('AWS_PROXY');
      }
      const fn = resources()[websocketFunctionId()]!.Properties!;
      expect(fn).toMatchObject({ Handler: 'index.handler', Runtime: 'nodejs24.x', Architectures: ['arm64'], MemorySize: 512 });
      // Not an API function of the HTTP API, and none of those serves the WebSocket API.
      expect(apiFunctionsByLogicalId(stateless).has(websocketFunctionId())).toBe(false);
      // API Gateway may invoke it.
      const permissions = Object.values(stateless.findResources('AWS::Lambda::Permission')) as Resource[];
      const invokers = permissions.filter((permission) =>
        JSON.stringify(permission.Properties?.FunctionName).includes(websocketFunctionId()),
      );
      expect(invokers.length).toBeGreaterThan(0);
      for (const permission of invokers) {
        expect(permission.Properties?.Principal).toBe('apigateway.amazonaws.com');
        expect(JSON.stringify(permission.Properties?.SourceArn)).toContain(webSocketApiId(stateless));
      }
    });

    it('deploys the live stage by itself, throttled, with JSON access logs', () => {
      const stages = (Object.values(stateless.findResources('AWS::ApiGatewayV2::Stage')) as Resource[]).filter(
        (stage) => refOf(stage.Properties?.ApiId) === webSocketApiId(stateless),
      );
      expect(stages).toHaveLength(1);
      expect(stages[0]!.Properties).toMatchObject({
        StageName: 'live',
        AutoDeploy: true,
        DefaultRouteSettings: {
          ThrottlingRateLimit: LIVE_EVENTS_THROTTLE.rateLimit,
          ThrottlingBurstLimit: LIVE_EVENTS_THROTTLE.burstLimit,
        },
        AccessLogSettings: { DestinationArn: expect.anything(), Format: expect.stringContaining('$context.connectionId') },
      });
      const format = JSON.parse((stages[0]!.Properties!.AccessLogSettings as { Format: string }).Format) as Record<string, string>;
      expect(format).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey', status: '$context.status' });
    });

    it('lets the WebSocket function check tokens, keep connections and answer pings, and nothing else', () => {
      const id = websocketFunctionId();
      expect(environmentOf(id)).toMatchObject({
        TABLE_NAME: expect.anything(),
        JWT_SECRET_ARN: expect.anything(),
        JWT_ISSUER: 'scout',
        JWT_AUDIENCE: 'scout-web',
        WEBSOCKET_CALLBACK_URL: callbackUrl(),
      });
      const statements = statementsOf(stateless, id);
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      // Put and delete its connection, get the user's record; no query, no index, no bucket, no queue.
      const tableStatements = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')));
      expect(tableStatements.flatMap((statement) => [statement.Action].flat()).sort()).toEqual([
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
      ]);
      expect(JSON.stringify(tableStatements.map((statement) => statement.Resource))).not.toContain('/index/');
      expect(actions).toEqual(expect.arrayContaining(['secretsmanager:GetSecretValue', 'execute-api:ManageConnections']));
      expect(actions.some((action) => action.startsWith('s3:') || action.startsWith('sqs:'))).toBe(false);
    });

    it('gives every function that publishes, and only those, the callback URL and ManageConnections on this stage', () => {
      // Prepare: the compositions whose stores publish, as the functions they build (processing: the worker).
      expect(publishingCompositions()).toEqual(['cards', 'media', 'payments', 'processing', 'reports', 'uploads']);
      const functionIdOf = (composition: string) =>
        composition === 'processing'
          ? workerId()
          : [...apiFunctionsByLogicalId(stateless)].find(([, domain]) => domain === composition)![0];
      const publishers = [...publishingCompositions().map(functionIdOf), websocketFunctionId()];
      const connections = {
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':execute-api:',
            { Ref: 'AWS::Region' },
            ':',
            { Ref: 'AWS::AccountId' },
            ':',
            { Ref: webSocketApiId(stateless) },
            '/live/POST/@connections/*',
          ],
        ],
      };

      for (const id of publishers) {
        // Assess: the stage's management endpoint, and posting to its connections only.
        expect(environmentOf(id).WEBSOCKET_CALLBACK_URL, id).toEqual(callbackUrl());
        expect(
          manageConnections(id).map((statement) => statement.Resource),
          id,
        ).toEqual([connections]);
      }
      for (const [id, domain] of apiFunctionsByLogicalId(stateless)) {
        if (publishers.includes(id) || domain === 'auth') continue;
        expect(environmentOf(id).WEBSOCKET_CALLBACK_URL, domain).toBeUndefined();
        expect(manageConnections(id), domain).toEqual([]);
      }
    });

    it('lets the auth function, which ends sessions, close connections on this stage and post to none', () => {
      const authId = [...apiFunctionsByLogicalId(stateless)].find(([, domain]) => domain === 'auth')![0];
      expect(environmentOf(authId).WEBSOCKET_CALLBACK_URL).toEqual(callbackUrl());
      const resources = manageConnections(authId).map((statement) => JSON.stringify(statement.Resource));
      expect(resources).toHaveLength(1);
      expect(resources[0]).toContain('/live/DELETE/@connections/*');
      expect(resources[0]).toContain(webSocketApiId(stateless));
    });
  });
});

describe('ffmpeg brought by the stack (no layer ARN, the default)', () => {
  /** The stage as `cdk deploy` makes it with no ffmpeg context at all; bundling skipped (the image's bundles are checked below). */
  let stacks: ScoutStacks;
  let template: Template;
  let outdir: string;
  beforeAll(() => {
    stacks = scoutApp({ stage: 'test', 'aws:cdk:bundling-stacks': [] });
    const app = stacks.stateless.node.root as App;
    app.synth();
    outdir = app.outdir;
    template = Template.fromStack(stacks.stateless);
  });

  it("runs the worker, media and system (its ffmpeg health check) from one arm64 image with Debian's ffmpeg, and no layer", () => {
    // Prepare
    const resources = template.toJSON().Resources as Record<string, Resource>;
    const ids = stackFunctionIds(template);
    const imageFunctions = { [PROCESSING_FUNCTION]: 'processing-worker', media: 'media', system: 'system' } as Record<string, string>;

    for (const [fn, logicalId] of Object.entries(ids)) {
      const properties = resources[logicalId]!.Properties!;
      const imageName = imageFunctions[fn];
      if (!imageName) {
        // Assess: the others stay zip bundles on the Node runtime, without ffmpeg.
        expect(properties, fn).toMatchObject({ Runtime: 'nodejs24.x', Handler: 'index.handler', Architectures: ['arm64'] });
        expect((properties.Environment as { Variables: Record<string, unknown> }).Variables.FFMPEG_PATH, fn).toBeUndefined();
        continue;
      }
      // Assess: the image, its handler, ffmpeg where Debian's package puts it, no layer, no managed runtime.
      expect(properties, fn).toMatchObject({
        PackageType: 'Image',
        ImageConfig: { Command: [`${imageName}/index.handler`] },
        Architectures: ['arm64'],
        Environment: {
          Variables: expect.objectContaining({
            FFMPEG_PATH: IMAGE_FFMPEG_PATH,
            FFPROBE_PATH: IMAGE_FFPROBE_PATH,
            PROCESSING_TMP_DIR: '/tmp',
            NODE_OPTIONS: '--enable-source-maps',
          }),
        },
      });
      expect(properties.Layers, fn).toBeUndefined();
      expect(properties.Runtime, fn).toBeUndefined();
      expect(JSON.stringify(properties.Code), fn).toContain('container-assets');
    }
    expect(IMAGE_FFMPEG_PATH).toBe('/usr/bin/ffmpeg');
    Annotations.fromStack(stacks.stateless).hasNoWarning('*', Match.stringLikeRegexp('ffmpeg'));
  });

  it('publishes one linux/arm64 image asset, built by `cdk deploy` from the kept Dockerfile (synth needs no Docker)', () => {
    const manifest = JSON.parse(readFileSync(join(outdir, `${stacks.stateless.artifactId}.assets.json`), 'utf8')) as {
      dockerImages: Record<string, { source: { directory: string; platform?: string } }>;
    };
    const images = Object.values(manifest.dockerImages);
    expect(images).toHaveLength(1);
    expect(images[0]!.source.platform).toBe('linux/arm64');
    const context = join(outdir, images[0]!.source.directory);
    expect(readFileSync(join(context, 'Dockerfile'), 'utf8')).toBe(readFileSync(FFMPEG_IMAGE_DOCKERFILE, 'utf8'));
    expect(readdirSync(join(context, IMAGE_FUNCTIONS_DIR)).sort()).toEqual(['media', 'processing-worker', 'system']);
    // The Dockerfile installs Debian's ffmpeg package and starts the handler the function names.
    const dockerfile = readFileSync(FFMPEG_IMAGE_DOCKERFILE, 'utf8');
    expect(dockerfile).toMatch(/^FROM node:24-trixie-slim$/m);
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends ffmpeg/);
    expect(dockerfile).toMatch(/^COPY functions\/ \/var\/task\/$/m);
  });

  it('keeps a layer given with -c ffmpegLayerArn as the override: zip functions with the layer and its /opt/bin paths', () => {
    const withLayer = Template.fromStack(
      scoutApp({ stage: 'test', ffmpegLayerArn: FFMPEG_LAYER_ARN, 'aws:cdk:bundling-stacks': [] }).stateless,
    );
    const resources = withLayer.toJSON().Resources as Record<string, Resource>;
    const ids = stackFunctionIds(withLayer);
    for (const fn of [PROCESSING_FUNCTION, 'media', 'system'] as StackFunction[]) {
      expect(resources[ids[fn]]!.Properties, fn).toMatchObject({
        Runtime: 'nodejs24.x',
        Layers: [FFMPEG_LAYER_ARN],
        Environment: { Variables: expect.objectContaining({ FFMPEG_PATH: '/opt/bin/ffmpeg', FFPROBE_PATH: '/opt/bin/ffprobe' }) },
      });
      expect(resources[ids[fn]]!.Properties!.PackageType, fn).toBeUndefined();
    }
    withLayer.resourceCountIs('AWS::ECR::Repository', 0);
  });

  it('bundles each image function with esbuild, the AWS SDK included (no runtime provides it in the image)', () => {
    // Prepare: a bare stack with bundling on, and the worker's entry.
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'scout-cdk-test-')) });
    outdirs.push(app.outdir);
    const stack = new Stack(app, 'ImageOnly');

    // Act
    const image = ffmpegImage(stack, { 'processing-worker': PROCESSING_WORKER_ENTRY });
    new DockerImageFunction(stack, 'Worker', { code: image.code('processing-worker') });
    image.release();
    app.synth();
    const manifest = JSON.parse(readFileSync(join(app.outdir, 'ImageOnly.assets.json'), 'utf8')) as {
      dockerImages: Record<string, { source: { directory: string } }>;
    };
    const directory = Object.values(manifest.dockerImages)[0]!.source.directory;

    // Assess: one ESM file and its map, carrying the AWS SDK (no runtime provides it in the image).
    const bundleDir = join(app.outdir, directory, IMAGE_FUNCTIONS_DIR, 'processing-worker');
    expect(readdirSync(bundleDir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const bundle = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(bundle.length).toBeGreaterThan(100_000);
    // It loads on its own, in a folder with no node_modules anywhere above it, as in the image's /var/task.
    const taskRoot = mkdtempSync(join(tmpdir(), 'scout-task-root-'));
    outdirs.push(taskRoot);
    cpSync(bundleDir, join(taskRoot, 'processing-worker'), { recursive: true });
    const loaded = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import('./processing-worker/index.mjs'); console.log(typeof m.handler);`],
      {
        cwd: taskRoot,
        env: { PATH: process.env.PATH ?? '', AWS_REGION: 'us-east-1', TABLE_NAME: 't', MEDIA_BUCKET: 'm', UPLOAD_BUCKET: 'u' },
      },
    );
    expect(String(loaded).trim()).toBe('function');
    expect(() => image.code('media')).toThrow(/no function "media"/);
    // The build context (under infra/.image-build) is gone once CDK has copied it into the assembly.
    expect(existsSync(image.contextDir)).toBe(false);
  });

  it('accepts only a layer version ARN as the override', () => {
    const configWith = (ffmpegLayerArn: string) => stageConfigFrom(new App({ context: { stage: 'test', ffmpegLayerArn } }).node);
    expect(configWith(FFMPEG_LAYER_ARN).ffmpegLayerArn).toBe(FFMPEG_LAYER_ARN);
    expect(configWith('arn:aws-us-gov:lambda:us-gov-west-1:123456789012:layer:ffmpeg_7-1:12').ffmpegLayerArn).toBeDefined();
    for (const wrong of [
      'arn:aws:lambda:us-east-1:123456789012:layer:scout-ffmpeg',
      'arn:aws:lambda:us-east-1:123456789012:function:scout-ffmpeg:3',
      'scout-ffmpeg:3',
    ]) {
      expect(() => configWith(wrong), wrong).toThrow(/ffmpegLayerArn.*layer version ARN/);
    }
  });
});

describe('Scout stacks for prod', () => {
  it('makes the deploy pipeline on prod only when enabled explicitly (its role can assume the CDK deploy roles)', () => {
    // The stateless stack makes the CodeBuild project exactly when the config carries the repository's address.
    const repository = 'https://github.com/scout-example/scout';
    const configOf = (stage: string, extra: Record<string, string> = {}) =>
      stageConfigFrom(
        new App({
          context: {
            stage,
            webOrigin: 'https://scout.example.com',
            ffmpegLayerArn: FFMPEG_LAYER_ARN,
            pipelineRepositoryUrl: repository,
            ...extra,
          },
        }).node,
      );

    expect(configOf('prod').pipelineRepositoryUrl).toBeUndefined();
    expect(configOf('prod', { pipelineInProduction: 'false' }).pipelineRepositoryUrl).toBeUndefined();
    expect(configOf('prod', { pipelineInProduction: 'true' }).pipelineRepositoryUrl).toBe(repository);
    expect(configOf('staging').pipelineRepositoryUrl).toBe(repository);
  });

  it('retains the table, buckets and queues, and needs an explicit web origin', () => {
    const app = new App({
      context: { ...cdkJsonContext(), stage: 'prod', webOrigin: 'https://scout.example.com', ffmpegLayerArn: FFMPEG_LAYER_ARN },
    });
    const stack = new StatefulStack(app, 'Prod', { config: stageConfigFrom(app.node) });
    const template = Template.fromStack(stack);
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    template.allResources('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);

    expect(() => scoutApp({ stage: 'prod' })).toThrow(/webOrigin/);
  });

  it('synthesises without an ffmpeg layer: the stack brings its own ffmpeg image', () => {
    const stacks = scoutApp({ stage: 'prod', webOrigin: 'https://scout.example.com', 'aws:cdk:bundling-stacks': [] });
    const worker = Template.fromStack(stacks.stateless).toJSON().Resources[
      workerFunctionId(Template.fromStack(stacks.stateless))
    ] as Resource;
    expect(worker.Properties).toMatchObject({
      PackageType: 'Image',
      Environment: { Variables: expect.objectContaining({ FFMPEG_PATH: '/usr/bin/ffmpeg' }) },
    });
  });
});
