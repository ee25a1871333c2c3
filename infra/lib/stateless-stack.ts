import { delimiter, join } from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import {
  AllowedMethods,
  Distribution,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { ROUTE_DOMAINS, ROUTE_IDS, contract, routesOfDomain, type RouteDomain } from '@scout/shared/api';
import type { Construct } from 'constructs';
import {
  API_FUNCTION_MEMORY_MB,
  API_FUNCTION_TIMEOUT,
  DOMAIN_ACCESS,
  INFRA_ROOT,
  JWT_AUDIENCE,
  JWT_ISSUER,
  LAMBDA_ESBUILD_TARGET,
  LAMBDA_RUNTIME,
  REPO_ROOT,
  ROUTE_DOMAIN_TAG,
  handlerEntry,
  type StageConfig,
} from './config';
import type { StatefulResources } from './stateful-stack';

export interface StatelessStackProps extends StackProps {
  config: StageConfig;
  stateful: StatefulResources;
}

/**
 * Lets the ESM bundle use CommonJS dependencies (jsonwebtoken requires node built-ins at run time).
 */
const CREATE_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** Code and delivery, rebuilt on every deploy: one function per route domain, the HTTP API and the web site. */
export class StatelessStack extends Stack {
  readonly functions: Record<RouteDomain, NodejsFunction>;
  readonly api: HttpApi;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;

    this.functions = Object.fromEntries(
      ROUTE_DOMAINS.map((domain) => [domain, this.apiFunction(domain, config, stateful)]),
    ) as Record<RouteDomain, NodejsFunction>;

    // Later issue: the processing function (ffmpeg layer, timeout PROCESSING_FUNCTION_TIMEOUT) goes here, fed
    // by stateful.processingQueue through an SqsEventSource with reportBatchItemFailures.

    const site = this.site(config);
    this.distribution = site.distribution;
    const siteOrigin = `https://${site.distribution.distributionDomainName}`;

    // Auth is enforced inside the Lambdas from the verified token (contract `auth`), so no authorizer here.
    this.api = new HttpApi(this, 'Api', {
      description: `Scout ${config.stage} API`,
      corsPreflight: {
        allowOrigins: [...config.webOrigins, siteOrigin],
        allowHeaders: ['Authorization', 'Content-Type'],
        allowMethods: [
          CorsHttpMethod.GET,
          CorsHttpMethod.POST,
          CorsHttpMethod.PUT,
          CorsHttpMethod.DELETE,
          CorsHttpMethod.OPTIONS,
        ],
        maxAge: Duration.hours(1),
      },
    });

    const integrations = Object.fromEntries(
      ROUTE_DOMAINS.map((domain) => [
        domain,
        new HttpLambdaIntegration(`${pascalCase(domain)}Integration`, this.functions[domain]),
      ]),
    ) as Record<RouteDomain, HttpLambdaIntegration>;

    // One API Gateway route per contract route; paths share the '{id}' syntax.
    for (const routeId of ROUTE_IDS) {
      const route = contract[routeId];
      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.domain],
      });
    }

    new CfnOutput(this, 'ApiUrl', { value: this.api.apiEndpoint, description: 'VITE_API_URL for the web build' });
    new CfnOutput(this, 'SiteUrl', { value: siteOrigin });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucket.bucketName });
    new CfnOutput(this, 'SiteDistributionId', { value: site.distribution.distributionId });
  }

  private apiFunction(domain: RouteDomain, config: StageConfig, stateful: StatefulResources): NodejsFunction {
    const name = pascalCase(domain);
    const logGroup = new LogGroup(this, `${name}FunctionLogs`, {
      retention: config.isProduction ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
      removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    const fn = new NodejsFunction(this, `${name}Function`, {
      description: `Scout ${config.stage} API, ${domain} routes: ${routesOfDomain(domain).join(', ')}`.slice(0, 256),
      entry: handlerEntry(domain),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'pnpm-lock.yaml'),
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: API_FUNCTION_MEMORY_MB,
      timeout: API_FUNCTION_TIMEOUT,
      logGroup,
      environment: {
        TABLE_NAME: stateful.table.tableName,
        MEDIA_BUCKET: stateful.mediaBucket.bucketName,
        UPLOAD_BUCKET: stateful.uploadBucket.bucketName,
        PROCESSING_QUEUE_URL: stateful.processingQueue.queueUrl,
        JWT_SECRET_ARN: stateful.jwtSecret.secretArn,
        JWT_ISSUER,
        JWT_AUDIENCE,
        NODE_OPTIONS: '--enable-source-maps',
      },
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
    Tags.of(fn).add(ROUTE_DOMAIN_TAG, domain);

    const access = DOMAIN_ACCESS[domain];
    if (access.table === 'readWrite') stateful.table.grantReadWriteData(fn);
    if (access.buckets) {
      stateful.mediaBucket.grantReadWrite(fn);
      stateful.uploadBucket.grantReadWrite(fn);
    }
    if (access.processingQueue) stateful.processingQueue.grantSendMessages(fn);
    if (access.signsTokens || hasSignedInRoutes(domain)) stateful.jwtSecret.grantRead(fn);
    return fn;
  }

  /** Private bucket behind CloudFront (origin access control); unknown paths fall back to the SPA. */
  private site(config: StageConfig): { bucket: Bucket; distribution: Distribution } {
    // The bucket only ever holds a build of apps/web, so it is always safe to empty and delete.
    const bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaFallback = { responseHttpStatus: 200, responsePagePath: '/index.html', ttl: Duration.seconds(0) };
    const distribution = new Distribution(this, 'SiteDistribution', {
      comment: `Scout ${config.stage} web app`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
      },
      // With OAC and no s3:ListBucket, S3 answers a missing key with 403.
      errorResponses: [
        { httpStatus: 403, ...spaFallback },
        { httpStatus: 404, ...spaFallback },
      ],
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Coaches are in North America: the cheapest price class covers them.
      priceClass: PriceClass.PRICE_CLASS_100,
    });

    if (config.webDist) {
      new BucketDeployment(this, 'SiteDeployment', {
        sources: [Source.asset(config.webDist)],
        destinationBucket: bucket,
        distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    }

    return { bucket, distribution };
  }
}

/** A domain serving any non-public route verifies tokens, so it reads the secret. */
function hasSignedInRoutes(domain: RouteDomain): boolean {
  return routesOfDomain(domain).some((routeId) => contract[routeId].auth !== 'public');
}

function pascalCase(value: string): string {
  return value.replace(/(^|[-_])([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());
}
