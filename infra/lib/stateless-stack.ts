import { delimiter, join } from 'node:path';
import {
  Aws,
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  Tags,
  Token,
  Validations,
  type Size,
  type StackProps,
} from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, HttpApi, HttpStage, LogGroupLogDestination, type CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  SecurityPolicyProtocol,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Grant, Role, ServicePrincipal, type IGrantable, type IRole } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  DockerImageFunction,
  LayerVersion,
  type DockerImageCode,
  type Function as LambdaFunction,
  type ILayerVersion,
} from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  PROCESSING_FUNCTION,
  ROUTE_DOMAINS,
  WEBSOCKET_FUNCTION,
  contract,
  routeKey,
  routesOfDomain,
  type RouteDomain,
  type StackFunction,
} from '@scout/shared/api';
import { TABLE_KEYS } from '@scout/lambdas/dynamodb-table';
import { HSTS_MAX_AGE_SECONDS, REFERRER_POLICY, contentSecurityPolicy as siteContentSecurityPolicy } from '@scout/shared/web';
import type { Construct } from 'constructs';
import { accessLogBucket } from './access-log-bucket';
import { ApiEdge } from './api-edge';
import { PipelineProject } from './pipeline-project';
import type { Project } from 'aws-cdk-lib/aws-codebuild';
import { apiGatewayRoutes, verifiesSessionTokens } from './api-routes';
import { LiveEventsApi } from './live-events-api';
import { acknowledgeWildcardResource } from './nag';
import { CREATE_REQUIRE_BANNER, IMAGE_FFMPEG_PATH, IMAGE_FFPROBE_PATH, ffmpegImage, type FfmpegImage } from './ffmpeg-image';
import { deploySiteBuild, SITE_ARCHIVE_LIFECYCLE, SITE_ASSETS_PREFIX, siteAssetsBehavior, siteOrigins } from './site-assets';
import {
  API_FUNCTION_MEMORY_MB,
  API_DEFAULT_THROTTLE,
  API_FUNCTION_TIMEOUT,
  BUCKET_LIST_ACTIONS,
  BUCKET_OBJECT_ACTIONS,
  DOMAIN_ACCESS,
  domainAccess,
  FFMPEG_API_FUNCTION_EPHEMERAL_STORAGE,
  FFMPEG_API_FUNCTION_MEMORY_MB,
  FFMPEG_DOMAINS,
  INFRA_ROOT,
  JWT_AUDIENCE,
  JWT_ISSUER,
  LAMBDA_ESBUILD_TARGET,
  LAYER_FFMPEG_PATH,
  LAYER_FFPROBE_PATH,
  LOGIN_THROTTLE,
  LAMBDA_RUNTIME,
  PROCESSING_BATCH_SIZE,
  PROCESSING_FUNCTION_EPHEMERAL_STORAGE,
  PROCESSING_FUNCTION_MEMORY_MB,
  PROCESSING_FUNCTION_TIMEOUT,
  PROCESSING_MAX_CONCURRENCY,
  PROCESSING_TMP_DIR,
  PROCESSING_WORKER_ACCESS,
  PROCESSING_WORKER_ENTRY,
  REPO_ROOT,
  ROUTE_DOMAIN_TAG,
  TABLE_READ_WRITE_ACTIONS,
  WEBSOCKET_ENTRY,
  WEBSOCKET_FUNCTION_MEMORY_MB,
  WEBSOCKET_FUNCTION_TIMEOUT,
  WEBSOCKET_TABLE_ACTIONS,
  handlerEntry,
  type BucketAccess,
  type FunctionAccess,
  type StageConfig,
} from './config';
import type { StatefulResources } from './stateful-stack';

export interface StatelessStackProps extends StackProps {
  config: StageConfig;
  stateful: StatefulResources;
}

/**
 * Where the functions that run ffmpeg get it: by default the stack's own container image (Debian's ffmpeg,
 * built by `cdk deploy`); with `-c ffmpegLayerArn` a layer the engineer publishes, on the zip functions.
 */
type FfmpegSource = { kind: 'image'; image: FfmpegImage } | { kind: 'layer'; layer: ILayerVersion };

/** The worker's folder in the ffmpeg image (the API functions' are their domains). */
const PROCESSING_WORKER_IMAGE_NAME = 'processing-worker';

/** Where the functions that run ffmpeg find it and write their scratch files. */
function ffmpegEnvironment(ffmpeg: FfmpegSource): Record<string, string> {
  return ffmpeg.kind === 'image'
    ? { FFMPEG_PATH: IMAGE_FFMPEG_PATH, FFPROBE_PATH: IMAGE_FFPROBE_PATH, PROCESSING_TMP_DIR }
    : { FFMPEG_PATH: LAYER_FFMPEG_PATH, FFPROBE_PATH: LAYER_FFPROBE_PATH, PROCESSING_TMP_DIR };
}

/** What differs between Scout's functions; the rest (runtime, bundling, logs) is the same for all. */
interface ScoutFunctionProps {
  description: string;
  entry: string;
  memorySize: number;
  timeout: Duration;
  ephemeralStorageSize?: Size;
  environment: Record<string, string>;
  layers: ILayerVersion[];
  /** The function's code in the ffmpeg image instead of a zip bundle on the Node runtime. */
  image?: DockerImageCode;
}

/**
 * Code and delivery, rebuilt on every deploy: one function per route domain, the processing worker, the HTTP
 * API, the WebSocket API of live events and its function, and the web site.
 */
export class StatelessStack extends Stack {
  readonly functions: Record<RouteDomain, LambdaFunction>;
  readonly processingWorker: LambdaFunction;
  /** Live events: the WebSocket API and its stage. */
  readonly liveEvents: LiveEventsApi;
  /** The WebSocket API's function ($connect, $disconnect, $default). */
  readonly websocketFunction: NodejsFunction;
  /** The CodeBuild project behind the Pipeline page (with -c pipelineRepositoryUrl). */
  readonly pipeline: Project | undefined;
  readonly api: HttpApi;
  readonly apiStage: HttpStage;
  readonly distribution: Distribution;
  /** The API behind CloudFront and AWS WAF (per-client rate limits, compression): the web build's API URL. */
  readonly apiEdge: ApiEdge;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;

    const ffmpeg = this.ffmpegSource(config);
    // First, so the functions that publish live events can be given its management API.
    this.liveEvents = new LiveEventsApi(this, 'LiveEvents', { config, logRetention: logRetention(config) });

    this.functions = Object.fromEntries(
      ROUTE_DOMAINS.map((domain) => [domain, this.apiFunction(domain, config, stateful, ffmpeg)]),
    ) as Record<RouteDomain, LambdaFunction>;

    this.processingWorker = this.processingWorkerFunction(config, stateful, ffmpeg);
    if (ffmpeg.kind === 'image') ffmpeg.image.release();
    this.websocketFunction = this.websocketFunctionOf(config, stateful);
    this.liveEvents.routeTo(this.websocketFunction);
    this.pipeline = config.pipelineRepositoryUrl
      ? new PipelineProject(this, 'Pipeline', { config, repositoryUrl: config.pipelineRepositoryUrl }).project
      : undefined;
    this.watchTheSystem(config, stateful);

    // Auth is enforced inside the Lambdas (contract `auth`: the verified token, or a webhook's signature), so no
    // authorizer here. CORS allows the configured web origins only: the site's CSP names the API, so the API cannot name the
    // distribution back (a circular reference); a site on *.cloudfront.net passes SiteUrl as webOrigin.
    this.api = new HttpApi(this, 'Api', {
      description: `Scout ${config.stage} API`,
      corsPreflight: {
        allowOrigins: config.webOrigins,
        allowHeaders: ['Authorization', 'Content-Type', 'X-Scout-Gate'],
        // The sign-in limit's 429 says when to try again; the browser may read it only if it is exposed.
        exposeHeaders: ['Retry-After'],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.DELETE, CorsHttpMethod.OPTIONS],
        maxAge: Duration.hours(1),
      },
      // The $default stage is declared below, with access logs.
      createDefaultStage: false,
    });
    this.apiStage = this.defaultStage(config);

    const integrations = Object.fromEntries(
      ROUTE_DOMAINS.map((domain) => [domain, new HttpLambdaIntegration(`${pascalCase(domain)}Integration`, this.functions[domain])]),
    ) as Record<RouteDomain, HttpLambdaIntegration>;

    // One API Gateway route per contract route; paths share the '{id}' syntax.
    for (const route of apiGatewayRoutes()) {
      const [httpRoute] = this.api.addRoutes({
        path: route.path,
        methods: [route.method],
        integration: integrations[route.domain],
      });
      if (!httpRoute) throw new Error(`No API Gateway route was created for ${route.id}`);
      Validations.of(httpRoute).acknowledge({ id: 'AwsSolutions-APIG4', reason: route.noAuthorizerReason });
      // Route settings name a route by its key, which must exist when the stage is updated.
      if (route.id === 'login') this.apiStage.node.addDependency(httpRoute);
    }

    const accessLogs = accessLogBucket(this, config);
    // The web app calls the API through CloudFront and AWS WAF (its URL is ApiUrl, and the site's CSP names it).
    this.apiEdge = new ApiEdge(this, 'ApiEdge', { config, api: this.api, accessLogs });
    const headers = this.siteHeaders(config, stateful, this.liveEvents.origin);
    const site = this.site(config, accessLogs, headers);
    this.distribution = site.distribution;
    const siteOrigin = `https://${site.distribution.distributionDomainName}`;

    new CfnOutput(this, 'ApiUrl', {
      value: this.apiEdge.url,
      description: 'VITE_API_URL for the web build: the API behind CloudFront and AWS WAF',
    });

    new CfnOutput(this, 'LiveUrl', { value: this.liveEvents.url, description: 'VITE_WS_URL for the web build' });
    new CfnOutput(this, 'SiteUrl', { value: siteOrigin });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucket.bucketName });
    new CfnOutput(this, 'SiteDistributionId', { value: site.distribution.distributionId });
  }

  /**
   * The $default stage (auto-deployed), throttled (API_DEFAULT_THROTTLE per route, LOGIN_THROTTLE for sign-in),
   * with JSON access logs: one line per request, with the route, status, latency, caller IP and any
   * integration error.
   */
  private defaultStage(config: StageConfig): HttpStage {
    const logGroup = new LogGroup(this, 'ApiAccessLogs', {
      retention: logRetention(config),
      removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const stage = new HttpStage(this, 'ApiDefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_DEFAULT_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(logGroup),
        format: AccessLogFormat.custom(JSON.stringify(API_ACCESS_LOG_FIELDS)),
      },
    });
    // The login route is throttled tighter than the rest (LOGIN_THROTTLE); the L2 stage has no per-route setting.
    (stage.node.defaultChild as CfnStage).routeSettings = {
      [routeKey(contract.login)]: {
        ThrottlingRateLimit: LOGIN_THROTTLE.rateLimit,
        ThrottlingBurstLimit: LOGIN_THROTTLE.burstLimit,
      },
    };
    return stage;
  }

  /**
   * The site's security headers, from the one declaration in @scout/shared/web (the local stack serves the
   * same): a CSP whose connect-src names this API and the media and upload buckets' regional origins (presigned
   * GETs and PUTs go straight to S3) and the WebSocket API of live events; HSTS; nosniff; the referrer
   * policy; frames denied. The API and bucket names are tokens: CloudFormation joins them into the header.
   */
  private siteHeaders(config: StageConfig, stateful: StatefulResources, websocketOrigin: string): ResponseHeadersPolicy {
    const referrerPolicy = Object.values(HeadersReferrerPolicy).find((policy) => policy === REFERRER_POLICY);
    if (!referrerPolicy) throw new Error(`CloudFront has no referrer policy "${REFERRER_POLICY}"`);
    const contentSecurityPolicy = siteContentSecurityPolicy({
      api: this.apiEdge.url,
      storage: [stateful.mediaBucket, stateful.uploadBucket].map((bucket) => `https://${bucket.bucketRegionalDomainName}`),
      websocket: websocketOrigin,
    });
    return new ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: `Scout ${config.stage} site: CSP, HSTS, nosniff, referrer policy, no framing`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
    });
  }

  /**
   * ffmpeg for the worker, `media` and `system`: the stack's own image, bundled at synth and built by
   * `cdk deploy` (nothing to download or publish by hand), unless `-c ffmpegLayerArn` names a layer instead.
   */
  private ffmpegSource(config: StageConfig): FfmpegSource {
    if (!config.ffmpegLayerArn) {
      const entries: Record<string, string> = { [PROCESSING_WORKER_IMAGE_NAME]: PROCESSING_WORKER_ENTRY };
      for (const domain of ROUTE_DOMAINS) if (runsFfmpeg(domain)) entries[domain] = handlerEntry(domain);
      return { kind: 'image', image: ffmpegImage(this, entries) };
    }
    // A function can only use a layer of its own region.
    const layerRegion = config.ffmpegLayerArn.split(':')[3];
    if (!Token.isUnresolved(this.region) && layerRegion !== this.region) {
      throw new Error(`Context "ffmpegLayerArn" is in ${layerRegion}, but the stack deploys to ${this.region}`);
    }
    return { kind: 'layer', layer: LayerVersion.fromLayerVersionArn(this, 'FfmpegLayer', config.ffmpegLayerArn) };
  }

  private apiFunction(domain: RouteDomain, config: StageConfig, stateful: StatefulResources, ffmpeg: FfmpegSource): LambdaFunction {
    const convertsMedia = FFMPEG_DOMAINS.has(domain);
    const hasFfmpeg = runsFfmpeg(domain);
    const fn = this.scoutFunction(pascalCase(domain), config, {
      description: `Scout ${config.stage} API, ${domain} routes: ${routesOfDomain(domain).join(', ')}`,
      entry: handlerEntry(domain),
      memorySize: convertsMedia ? FFMPEG_API_FUNCTION_MEMORY_MB : API_FUNCTION_MEMORY_MB,
      timeout: API_FUNCTION_TIMEOUT,
      ephemeralStorageSize: convertsMedia ? FFMPEG_API_FUNCTION_EPHEMERAL_STORAGE : undefined,
      environment: {
        ...dataEnvironment(stateful),
        JWT_SECRET_ARN: stateful.jwtSecret.secretArn,
        JWT_ISSUER,
        JWT_AUDIENCE,
        STAGE: config.stage,
        DEV_TOOLS_STAGES: config.devToolsStages.join(','),
        // Every API request arrives through the ApiEdge distribution: the client is its CloudFront-Viewer-Address.
        TRUST_EDGE_VIEWER_ADDRESS: 'true',
        // Every deployed stage requires administrators to set up two-step sign-in (lambdas/src/auth/mfa.ts).
        ...(domain === 'auth' ? { MFA_REQUIRED_FOR_ADMINS: 'true' } : {}),
        ...(hasFfmpeg ? ffmpegEnvironment(ffmpeg) : {}),
        ...(DOMAIN_ACCESS[domain].paymentProvider
          ? { STRIPE_SECRET_ARN: stateful.stripeSecret.secretArn, WEB_ORIGINS: config.webOrigins.join(',') }
          : {}),
      },
      layers: hasFfmpeg && ffmpeg.kind === 'layer' ? [ffmpeg.layer] : [],
      image: hasFfmpeg && ffmpeg.kind === 'image' ? ffmpeg.image.code(domain) : undefined,
    });
    Tags.of(fn).add(ROUTE_DOMAIN_TAG, domain);

    const access = domainAccess(domain, config);
    grantAccess(fn, access, stateful);
    if (access.liveEvents) this.liveEvents.grantPublish(fn);
    if (access.closesLiveConnections) this.liveEvents.grantClose(fn);
    if (access.signsTokens || verifiesSessionTokens(domain)) stateful.jwtSecret.grantRead(fn);
    if (access.paymentProvider) stateful.stripeSecret.grantRead(fn);
    return fn;
  }

  /**
   * What the system function needs to watch the stack: the other functions' names (Lambda Functions page),
   * the dead-letter queue (health), the deployed commit, the pipeline project, and read-only rights on them.
   */
  private watchTheSystem(config: StageConfig, stateful: StatefulResources): void {
    const system = this.functions.system;
    // Every function of the stack (typed, so a new StackFunction must be named here) but the system function.
    const all: Record<StackFunction, LambdaFunction> = {
      ...this.functions,
      [PROCESSING_FUNCTION]: this.processingWorker,
      [WEBSOCKET_FUNCTION]: this.websocketFunction,
    };
    const others: Partial<Record<StackFunction, LambdaFunction>> = { ...all };
    delete others.system;
    // Its own name and settings come from its runtime (naming itself here would be a circular reference).
    system.addEnvironment(
      'LAMBDA_FUNCTIONS',
      Stack.of(this).toJsonString(Object.fromEntries(Object.entries(others).map(([name, fn]) => [name, fn.functionName]))),
    );
    system.addEnvironment('PROCESSING_DLQ_URL', stateful.processingDeadLetterQueue.queueUrl);
    if (config.commit) system.addEnvironment('APP_COMMIT', config.commit);
    Grant.addToPrincipal({
      grantee: system,
      actions: ['lambda:GetFunctionConfiguration'],
      resourceArns: Object.values(others).map((fn) => fn.functionArn),
    });
    // GetMetricData has no resource-level permission: AWS documents '*' as its only resource.
    const metrics = Grant.addToPrincipal({ grantee: system, actions: ['cloudwatch:GetMetricData'], resourceArns: ['*'] });
    if (!metrics.success) throw new Error('The system function could not be granted GetMetricData');
    acknowledgeWildcardResource(
      roleOf(system),
      '*',
      'cloudwatch:GetMetricData supports no resource-level permissions (AWS documents "*" as its only resource); the function reads the AWS/Lambda metrics of the Lambda Functions page.',
    );
    Grant.addToPrincipal({
      grantee: system,
      actions: ['sqs:GetQueueAttributes'],
      resourceArns: [stateful.processingQueue.queueArn, stateful.processingDeadLetterQueue.queueArn],
    });
    // HeadBucket is authorised by s3:ListBucket on the bucket (no object access).
    Grant.addToPrincipal({
      grantee: system,
      actions: [...BUCKET_LIST_ACTIONS],
      resourceArns: [stateful.mediaBucket.bucketArn, stateful.uploadBucket.bucketArn],
    });
    if (this.pipeline) {
      system.addEnvironment('PIPELINE_PROJECT_NAME', this.pipeline.projectName);
      Grant.addToPrincipal({
        grantee: system,
        actions: ['codebuild:StartBuild', 'codebuild:BatchGetBuilds'],
        resourceArns: [this.pipeline.projectArn],
      });
    }
  }

  /**
   * Runs one processing job per message (index a ZIP, transcode a clip, finish a report) and reports the
   * failed message back (partial batch response), so SQS retries only that job and moves it to the DLQ after
   * PROCESSING_MAX_RECEIVE_COUNT receives.
   */
  private processingWorkerFunction(config: StageConfig, stateful: StatefulResources, ffmpeg: FfmpegSource): LambdaFunction {
    const worker = this.scoutFunction('ProcessingWorker', config, {
      description: `Scout ${config.stage} processing worker: one job of the processing queue per invocation`,
      entry: PROCESSING_WORKER_ENTRY,
      memorySize: PROCESSING_FUNCTION_MEMORY_MB,
      timeout: PROCESSING_FUNCTION_TIMEOUT,
      ephemeralStorageSize: PROCESSING_FUNCTION_EPHEMERAL_STORAGE,
      environment: { ...dataEnvironment(stateful), ...ffmpegEnvironment(ffmpeg) },
      layers: ffmpeg.kind === 'layer' ? [ffmpeg.layer] : [],
      image: ffmpeg.kind === 'image' ? ffmpeg.image.code(PROCESSING_WORKER_IMAGE_NAME) : undefined,
    });
    grantAccess(worker, PROCESSING_WORKER_ACCESS, stateful);
    if (PROCESSING_WORKER_ACCESS.liveEvents) this.liveEvents.grantPublish(worker);
    // Also grants the worker ReceiveMessage, DeleteMessage and ChangeMessageVisibility on the queue.
    worker.addEventSource(
      new SqsEventSource(stateful.processingQueue, {
        batchSize: PROCESSING_BATCH_SIZE,
        reportBatchItemFailures: true,
        maxConcurrency: PROCESSING_MAX_CONCURRENCY,
      }),
    );

    // No action attached yet: the alarm shows in the console; subscribe a topic to it to be told.
    new Alarm(this, 'ProcessingDeadLetterAlarm', {
      alarmDescription: `Scout ${config.stage}: processing jobs failed every retry and wait in the dead-letter queue`,
      metric: stateful.processingDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: Stats.MAXIMUM,
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    return worker;
  }

  /**
   * The WebSocket API's function: $connect verifies the session token the browser offers (as the API functions
   * do: the JWT secret and the user's record) and records the connection, $disconnect forgets it, $default
   * answers pings through the management API. On the table it gets, and needs, only WEBSOCKET_TABLE_ACTIONS.
   */
  private websocketFunctionOf(config: StageConfig, stateful: StatefulResources): NodejsFunction {
    const fn = this.scoutFunction('WebSocket', config, {
      description: `Scout ${config.stage} live events: the WebSocket API's $connect, $disconnect and $default`,
      entry: WEBSOCKET_ENTRY,
      memorySize: WEBSOCKET_FUNCTION_MEMORY_MB,
      timeout: WEBSOCKET_FUNCTION_TIMEOUT,
      environment: {
        ...dataEnvironment(stateful),
        JWT_SECRET_ARN: stateful.jwtSecret.secretArn,
        JWT_ISSUER,
        JWT_AUDIENCE,
        STAGE: config.stage,
      },
      layers: [],
    });
    Grant.addToPrincipal({ grantee: fn, actions: [...WEBSOCKET_TABLE_ACTIONS], resourceArns: [stateful.table.tableArn] });
    stateful.jwtSecret.grantRead(fn);
    // Its pongs are posts to the connection, like every live event.
    this.liveEvents.grantPublish(fn);
    return fn;
  }

  /**
   * A function with its own log group (`<name>Function`, `<name>FunctionLogs`): a NodejsFunction bundled from the
   * workspace, or, given `image`, the same bundle in the ffmpeg image (ARM64 both, so one architecture to test).
   */
  private scoutFunction(name: string, config: StageConfig, props: ScoutFunctionProps): LambdaFunction {
    const logGroup = new LogGroup(this, `${name}FunctionLogs`, {
      retention: logRetention(config),
      removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // Its own role rather than CDK's default (AWSLambdaBasicExecutionRole, which may write to any log group):
    // it may write to its own log group only, plus what grantAccess adds.
    const role = new Role(this, `${name}FunctionRole`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Scout ${config.stage} ${name} function`,
    });
    logGroup.grantWrite(role);

    if (props.image) {
      return new DockerImageFunction(this, `${name}Function`, {
        description: props.description.slice(0, 256),
        code: props.image,
        role,
        architecture: Architecture.ARM_64,
        memorySize: props.memorySize,
        timeout: props.timeout,
        ephemeralStorageSize: props.ephemeralStorageSize,
        logGroup,
        environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      });
    }
    return new NodejsFunction(this, `${name}Function`, {
      description: props.description.slice(0, 256),
      entry: props.entry,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'pnpm-lock.yaml'),
      runtime: LAMBDA_RUNTIME,
      role,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      ephemeralStorageSize: props.ephemeralStorageSize,
      layers: props.layers,
      logGroup,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        target: LAMBDA_ESBUILD_TARGET,
        mainFields: ['module', 'main'],
        banner: CREATE_REQUIRE_BANNER,
        externalModules: ['@aws-sdk/*'],
        // The local esbuild package, never Docker. CDK runs it as `pnpm exec esbuild` from the repo root,
        // where esbuild is not a dependency; infra's node_modules/.bin on PATH is where it is found.
        forceDockerBundling: false,
        environment: { PATH: [join(INFRA_ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter) },
      },
    });
  }

  /** Private bucket behind CloudFront (origin access control); unknown paths fall back to the SPA. */
  private site(config: StageConfig, accessLogs: Bucket, headers: ResponseHeadersPolicy): { bucket: Bucket; distribution: Distribution } {
    // The bucket only ever holds a build of apps/web, so it is always safe to empty and delete.
    const bucket = new Bucket(this, 'SiteBucket', {
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'site/',
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      // The previous builds' chunks, kept for tabs still running them (site-assets.ts), age out.
      lifecycleRules: [SITE_ARCHIVE_LIFECYCLE],
    });

    const spaFallback = { responseHttpStatus: 200, responsePagePath: '/index.html', ttl: Duration.seconds(0) };
    const origins = siteOrigins(this, bucket);
    const distribution = new Distribution(this, 'SiteDistribution', {
      comment: `Scout ${config.stage} web app`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.current,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        responseHeadersPolicy: headers,
        compress: true,
      },
      additionalBehaviors: { [`/${SITE_ASSETS_PREFIX}*`]: siteAssetsBehavior(origins, headers) },
      // With OAC and no s3:ListBucket, S3 answers a missing key with 403.
      errorResponses: [
        { httpStatus: 403, ...spaFallback },
        { httpStatus: 404, ...spaFallback },
      ],
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Coaches are in North America: the cheapest price class covers them.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'cloudfront/',
      logIncludesCookies: false,
      ...(config.siteDomain
        ? {
            domainNames: [config.siteDomain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'SiteCertificate', config.siteDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    acknowledgeSiteDistributionFindings(distribution, config);

    if (config.webDist) deploySite(this, config, config.webDist, bucket, distribution);

    return { bucket, distribution };
  }
}

/**
 * Uploads the web build (keeping the previous builds' chunks, see site-assets.ts) and invalidates CloudFront,
 * through aws-cdk-lib's deployment handler. It gets a role
 * of ours (so no AWSLambdaBasicExecutionRole: it writes to its own log group only); the grants CDK adds to it
 * are CDK's own and are acknowledged one by one.
 */
function deploySite(stack: Stack, config: StageConfig, webDist: string, bucket: Bucket, distribution: Distribution): void {
  const logGroup = new LogGroup(stack, 'SiteDeploymentLogs', {
    retention: logRetention(config),
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new Role(stack, 'SiteDeploymentRole', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `Scout ${config.stage}: uploads the web build to the site bucket and invalidates CloudFront`,
  });
  logGroup.grantWrite(role);
  deploySiteBuild(stack, { webDist, bucket, distribution, role, logGroup });

  const validations = Validations.of(role);
  const cdkGrant = "aws-cdk-lib's BucketDeployment grants its handler this to copy the build";
  for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*']) {
    validations.acknowledge({ id: `AwsSolutions-IAM5[Action::${action}]`, reason: `${cdkGrant} (read the asset, read the site bucket).` });
  }
  for (const action of ['s3:Abort*', 's3:DeleteObject*']) {
    validations.acknowledge({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${cdkGrant} (replace the previous build in the site bucket).`,
    });
  }
  const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  acknowledgeWildcardResource(
    role,
    `arn:${Aws.PARTITION}:s3:::cdk-${qualifier}-assets-${Aws.ACCOUNT_ID}-${Aws.REGION}/*`,
    `${cdkGrant}: the zipped build is an object of the CDK bootstrap asset bucket, whose key changes with every build.`,
  );
  acknowledgeWildcardResource(role, bucket.arnForObjects('*'), `${cdkGrant}: every file of the build is an object of the site bucket.`);
  validations.acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: `${cdkGrant}: cloudfront:CreateInvalidation and GetInvalidation on '*' (CDK's grant), used for this distribution only.`,
  });
  // The handler function is a stack-level singleton named after its id and memory size.
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    Validations.of(child).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        "aws-cdk-lib's BucketDeployment handler: its Python runtime is chosen and tested by aws-cdk-lib and moves " +
        'with aws-cdk-lib upgrades; it runs only during deployments.',
    });
  }
}

/** One JSON line per API request ($context variables of HTTP APIs). */
const API_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTimeEpoch',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  responseLength: '$context.responseLength',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
};

/** Logs of the functions and the API: a month, three in prod. */
function logRetention(config: StageConfig): RetentionDays {
  return config.isProduction ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH;
}

/** The site distribution's cdk-nag findings that are decisions rather than defects (README lists them). */
function acknowledgeSiteDistributionFindings(distribution: Distribution, config: StageConfig): void {
  const validations = Validations.of(distribution);
  validations.acknowledge({
    id: 'AwsSolutions-CFR1',
    reason:
      'No geographic restriction: coaches travel and scout from anywhere, and the distribution serves only the ' +
      'static web app (no data); the data is behind the API, which authenticates every request.',
  });
  validations.acknowledge({
    id: 'AwsSolutions-CFR2',
    reason:
      'No WAF web ACL on the site: it serves only static files from a private bucket. The API, where abuse ' +
      "matters, has a distribution of its own behind AWS WAF's per-client rate rules (api-edge.ts), besides API " +
      "Gateway's throttles and the sign-in limits per account.",
  });
  if (!config.siteDomain) {
    validations.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        "Without -c siteDomain/siteCertificateArn the site is served on *.cloudfront.net with CloudFront's default " +
        'certificate, whose viewer security policy CloudFront fixes at TLSv1. With a domain and certificate the ' +
        'distribution requires TLSv1.2_2021 (and this acknowledgment is not made).',
    });
  }
}

/** Where the data lives; every function gets the same names (the Lambdas' env module reads them). */
function dataEnvironment(stateful: StatefulResources): Record<string, string> {
  return {
    TABLE_NAME: stateful.table.tableName,
    MEDIA_BUCKET: stateful.mediaBucket.bucketName,
    UPLOAD_BUCKET: stateful.uploadBucket.bucketName,
    PROCESSING_QUEUE_URL: stateful.processingQueue.queueUrl,
  };
}

/**
 * Explicit actions on explicit resources (CDK's grantRead/grantReadWrite use action wildcards such as
 * `s3:GetObject*` and every index with `index/*`). The one wildcard left is a bucket's objects, acknowledged
 * per role and bucket.
 */
function grantAccess(fn: LambdaFunction, access: FunctionAccess, stateful: StatefulResources): void {
  if (access.table === 'readWrite') grantTable(stateful.table, fn);
  grantBucket(stateful.mediaBucket, 'media', access.mediaBucket, fn);
  grantBucket(stateful.uploadBucket, 'upload', access.uploadBucket, fn);
  if (access.processingQueue) stateful.processingQueue.grantSendMessages(fn);
}

function grantTable(table: ITable, grantee: IGrantable): void {
  Grant.addToPrincipal({
    grantee,
    actions: [...TABLE_READ_WRITE_ACTIONS],
    resourceArns: [table.tableArn, ...TABLE_KEYS.indexes.map((index) => `${table.tableArn}/index/${index.name}`)],
  });
}

function grantBucket(bucket: IBucket, name: 'media' | 'upload', access: BucketAccess, fn: LambdaFunction): void {
  if (access === 'none') return;
  const objects = bucket.arnForObjects('*');
  Grant.addToPrincipal({ grantee: fn, actions: [...BUCKET_OBJECT_ACTIONS[access]], resourceArns: [objects] });
  Grant.addToPrincipal({ grantee: fn, actions: [...BUCKET_LIST_ACTIONS], resourceArns: [bucket.bucketArn] });
  acknowledgeWildcardResource(
    roleOf(fn),
    objects,
    `Objects of the ${name} bucket only: their keys are made at run time (one per report, clip, thumbnail, GIF), ` +
      `so object actions (${BUCKET_OBJECT_ACTIONS[access].join(', ')}) name the bucket's objects, not each key.`,
  );
}

function roleOf(fn: LambdaFunction): IRole {
  if (!fn.role) throw new Error(`${fn.node.path} has no role`);
  return fn.role;
}

/** The API functions that run ffmpeg: those converting media inside a request, and `system`, whose health check runs `ffmpeg -version`. */
function runsFfmpeg(domain: RouteDomain): boolean {
  return FFMPEG_DOMAINS.has(domain) || domain === 'system';
}

function pascalCase(value: string): string {
  return value.replace(/(^|[-_])([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());
}
