import { ArnFormat, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Grant } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { WEBSOCKET_ROUTE_KEYS } from '@scout/shared/api';
import { Construct } from 'constructs';
import { LIVE_EVENTS_STAGE_NAME, LIVE_EVENTS_THROTTLE, type StageConfig } from './config';
import { acknowledgeWildcardResource } from './nag';

/**
 * The WebSocket API's routes: API Gateway's three predefined ones, all served by the WebSocket function,
 * declared once in @scout/shared/api (function-settings.ts), where the Lambda Functions page reads them too.
 */
export const LIVE_EVENTS_ROUTE_KEYS = WEBSOCKET_ROUTE_KEYS;

/** The management API call the functions make: PostToConnection is `POST /@connections/{connectionId}`. */
export const MANAGE_CONNECTIONS_ACTION = 'execute-api:ManageConnections';

export const CONNECT_WITHOUT_AUTHORIZER =
  'No authorizer on $connect by design: the WebSocket function verifies the session token the browser offers ' +
  'as its second Sec-WebSocket-Protocol value exactly as the HTTP API functions do (signature, expiry, the ' +
  "user's current record: the one access-control mechanism) and refuses the upgrade (401) before recording " +
  'anything; it must answer the selected subprotocol itself anyway. A Lambda REQUEST authorizer would run the ' +
  'same check in a second function, with its own cold starts, and add no protection.';

export const ROUTE_OF_AN_AUTHENTICATED_CONNECTION =
  'API Gateway takes an authorizer on $connect only: $disconnect and $default (the browser pings) arrive on a ' +
  'connection that exists only because its $connect verified the session token.';

/** One JSON line per connect, message and disconnect ($context variables of WebSocket APIs). */
const LIVE_EVENTS_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTimeEpoch',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  connectionId: '$context.connectionId',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  status: '$context.status',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integration.error',
  error: '$context.error.message',
};

export interface LiveEventsApiProps {
  config: StageConfig;
  /** How long the stage's access logs are kept (the stack's log retention). */
  logRetention: RetentionDays;
}

/**
 * Live events in AWS: an API Gateway WebSocket API whose stage (auto-deployed, throttled, access-logged)
 * browsers connect to, and through whose management API (PostToConnection) the functions that change reports,
 * cards and imports push events. The connections themselves are items of the table, with its TTL.
 */
export class LiveEventsApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: LiveEventsApiProps) {
    super(scope, id);
    const { config } = props;
    this.api = new WebSocketApi(this, 'Api', {
      apiName: `Scout-${config.stage}-LiveEvents`,
      description: `Scout ${config.stage} live events: browsers' WebSocket connections`,
    });
    const logGroup = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: LIVE_EVENTS_STAGE_NAME,
      autoDeploy: true,
      throttle: LIVE_EVENTS_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(logGroup),
        format: AccessLogFormat.custom(JSON.stringify(LIVE_EVENTS_ACCESS_LOG_FIELDS)),
      },
    });
  }

  /** wss://<api>.execute-api.<region>.amazonaws.com: the origin the site's CSP lets the app connect to. */
  get origin(): string {
    return this.api.apiEndpoint;
  }

  /** wss://<api>.execute-api.<region>.amazonaws.com/live: where browsers connect (VITE_WS_URL). */
  get url(): string {
    return this.stage.url;
  }

  /** https://<api>.execute-api.<region>.amazonaws.com/live: the management API (WEBSOCKET_CALLBACK_URL). */
  get callbackUrl(): string {
    return this.stage.callbackUrl;
  }

  /** Every connection of this stage, as PostToConnection addresses it: `<api>/live/POST/@connections/*`. */
  get postToConnectionsArn(): string {
    return Stack.of(this).formatArn({
      service: 'execute-api',
      resource: this.api.apiId,
      resourceName: `${this.stage.stageName}/POST/@connections/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /** Every connection of this stage, as DeleteConnection addresses it: `<api>/live/DELETE/@connections/*`. */
  get deleteConnectionsArn(): string {
    return Stack.of(this).formatArn({
      service: 'execute-api',
      resource: this.api.apiId,
      resourceName: `${this.stage.stageName}/DELETE/@connections/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /** $connect, $disconnect and $default, all to the one function (handlers/websocket.ts). */
  routeTo(fn: NodejsFunction): void {
    const integration = new WebSocketLambdaIntegration('WebSocketIntegration', fn);
    for (const routeKey of LIVE_EVENTS_ROUTE_KEYS) {
      const route = this.api.addRoute(routeKey, { integration });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: routeKey === '$connect' ? CONNECT_WITHOUT_AUTHORIZER : ROUTE_OF_AN_AUTHENTICATED_CONNECTION,
      });
    }
  }

  /**
   * Lets a function post to the browsers' connections: the management API's address (WEBSOCKET_CALLBACK_URL,
   * read by lambdas/src/config/env.ts) and ManageConnections on this stage's connections only.
   */
  grantPublish(fn: NodejsFunction): void {
    fn.addEnvironment('WEBSOCKET_CALLBACK_URL', this.callbackUrl);
    const connections = this.postToConnectionsArn;
    Grant.addToPrincipal({ grantee: fn, actions: [MANAGE_CONNECTIONS_ACTION], resourceArns: [connections] });
    if (!fn.role) throw new Error(`${fn.node.path} has no role`);
    acknowledgeWildcardResource(
      fn.role,
      connections,
      'PostToConnection on the connections of this WebSocket API stage only: connection ids are made by API ' +
        'Gateway when a browser connects, so the resource names the stage, the POST method and @connections/*.',
    );
  }

  /**
   * Lets a function close browsers' connections (a user's sessions ended: sign-out, disabled, re-roled): the
   * management API's address and ManageConnections on DELETE of this stage's connections only.
   */
  grantClose(fn: NodejsFunction): void {
    fn.addEnvironment('WEBSOCKET_CALLBACK_URL', this.callbackUrl);
    const connections = this.deleteConnectionsArn;
    Grant.addToPrincipal({ grantee: fn, actions: [MANAGE_CONNECTIONS_ACTION], resourceArns: [connections] });
    if (!fn.role) throw new Error(`${fn.node.path} has no role`);
    acknowledgeWildcardResource(
      fn.role,
      connections,
      'DeleteConnection on the connections of this WebSocket API stage only: connection ids are made by API ' +
        'Gateway when a browser connects, so the resource names the stage, the DELETE method and @connections/*.',
    );
  }
}
