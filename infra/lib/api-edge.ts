import { Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { StageConfig } from './config';

/**
 * Per-client request limits at the edge (AWS WAF rate-based rules, counted per client IP over 5 minutes). API
 * Gateway's own throttles are per route for everyone at once, so one client could use them up for all; these hold
 * each address to its share. Sign-in and the gate's code check are far tighter: guessing is all they invite.
 */
export const EDGE_RATE_LIMITS = {
  /** Requests per client IP per 5 minutes, any route (a busy staff member's grid makes a few hundred). */
  perClient: 3000,
  /** Sign-in (password and second step) and access-code checks per client IP per 5 minutes. */
  signInPerClient: 100,
} as const;

/** The paths the tight limit covers: POST /api/v2/login, /api/v2/login/mfa and /access-code/verify. */
export const SIGN_IN_PATH_PREFIXES = ['/api/v2/login', '/access-code/verify'] as const;

export interface ApiEdgeProps {
  config: StageConfig;
  api: HttpApi;
  accessLogs: IBucket;
  /** The API's own headers are set by the Lambdas; this only adds nothing CloudFront would strip. */
  responseHeadersPolicy?: IResponseHeadersPolicy;
}

/**
 * The HTTP API behind a CloudFront distribution of its own: every request passes the web ACL's per-client rate
 * rules, answers are compressed (gzip/brotli: a report's cards are large JSON), nothing is cached, and the
 * viewer's address reaches the API in CloudFront-Viewer-Address. The web build's VITE_API_URL is its URL
 * (output ApiEdgeUrl). CLOUDFRONT-scoped web ACLs exist only in us-east-1, so the stack must be deployed there.
 */
export class ApiEdge extends Construct {
  readonly distribution: Distribution;
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: ApiEdgeProps) {
    super(scope, id);
    const { config, api } = props;
    const region = Stack.of(this).region;
    if (!region.startsWith('${Token') && region !== 'us-east-1') {
      throw new Error(`The API's web ACL is CLOUDFRONT-scoped and must be created in us-east-1 (this stack is in ${region})`);
    }

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `scout-${config.stage}-api`,
      description: `Scout ${config.stage} API: per-client rate limits`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `scout-${config.stage}-api` },
      rules: [
        rateRule('SignInPerClient', 0, EDGE_RATE_LIMITS.signInPerClient, config, {
          orStatement: {
            statements: SIGN_IN_PATH_PREFIXES.map((prefix) => ({
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                searchString: prefix,
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            })),
          },
        }),
        rateRule('AllRoutesPerClient', 1, EDGE_RATE_LIMITS.perClient, config),
      ],
    });

    // The API's host, from its endpoint URL (https://<id>.execute-api.<region>.amazonaws.com).
    const apiHost = Fn.select(2, Fn.split('/', api.apiEndpoint));
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Scout ${config.stage} API (rate limited, compressed)`,
      defaultBehavior: {
        origin: new HttpOrigin(apiHost, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, readTimeout: Duration.seconds(30) }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        // Every answer is per caller (Cache-Control: no-store): nothing is cached, every header but Host reaches the API.
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        compress: true,
        ...(props.responseHeadersPolicy ? { responseHeadersPolicy: props.responseHeadersPolicy } : {}),
      },
      webAclId: this.webAcl.attrArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront-api/',
      logIncludesCookies: false,
    });

    const validations = Validations.of(this.distribution);
    validations.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No geographic restriction: coaches travel and scout from anywhere; every API route authenticates its caller.',
    });
    validations.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        "The API distribution is served on *.cloudfront.net with CloudFront's default certificate, whose viewer security " +
        'policy CloudFront fixes at TLSv1; the origin connection to API Gateway is HTTPS only (TLS 1.2).',
    });
  }

  /** The URL the web build calls (VITE_API_URL). */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}

function rateRule(
  name: string,
  priority: number,
  limit: number,
  config: StageConfig,
  scopeDownStatement?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: { rateBasedStatement: { limit, aggregateKeyType: 'IP', ...(scopeDownStatement ? { scopeDownStatement } : {}) } },
    visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `scout-${config.stage}-${name}` },
  };
}
