import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { buildPath, routeKey, type RouteDefinition } from '@scout/shared/api';

export interface HttpRequestLike {
  method: string;
  /** Path without the query string. */
  path: string;
  rawQueryString: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
  sourceIp?: string;
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/**
 * Builds the event API Gateway (HTTP API, payload 2.0) hands a Lambda for a request that matched
 * `routeKey`: lowercased headers, joined multi-value query strings, binary bodies base64-encoded.
 */
export function toApiGatewayEvent(
  request: HttpRequestLike,
  routeKey: string,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const search = new URLSearchParams(request.rawQueryString);
  const queryStringParameters: Record<string, string> = {};
  for (const key of new Set(search.keys())) queryStringParameters[key] = search.getAll(key).join(',');

  const body = request.body && request.body.length > 0 ? request.body : undefined;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: request.path,
    rawQueryString: request.rawQueryString,
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length > 0 ? queryStringParameters : undefined,
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    body: body ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: Boolean(body) && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method,
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

export interface ContractCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as a raw string instead of `body` (e.g. to send invalid JSON). */
  rawBody?: string;
  token?: string;
  /** More request headers (a webhook's signature). */
  headers?: Record<string, string>;
  /** The caller's IP as API Gateway reports it (127.0.0.1 unless given). */
  sourceIp?: string;
}

/** The event API Gateway would send for a call of a contract route (tests and benchmarks call handlers with it). */
export function contractRouteEvent(route: Pick<RouteDefinition, 'method' | 'path'>, call: ContractCall = {}): APIGatewayProxyEventV2 {
  const params = call.params ?? {};
  const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  return toApiGatewayEvent(
    {
      method: route.method,
      path: buildPath(route.path, params),
      rawQueryString: new URLSearchParams(call.query ?? {}).toString(),
      headers: { 'content-type': 'application/json', ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), ...call.headers },
      body: body === undefined ? undefined : Buffer.from(body),
      sourceIp: call.sourceIp,
    },
    routeKey(route),
    params,
  );
}
