import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import {
  ACCESS_GATE_HEADER,
  CHANGE_PASSWORD_TO_CONTINUE,
  ENROLL_MFA_TO_CONTINUE,
  MAX_REQUEST_BODY_BYTES,
  REQUEST_BODY_TOO_LARGE,
  contract,
  jsonBodyProblem,
  matchPath,
  requiresSessionToken,
  routeKey,
  type RouteId,
} from '@scout/shared/api';
import type { AuthRequirement, Contract, RouteDefinition } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import type { Caller, RequestOrigin } from '../core/caller';
import { ForbiddenError, PayloadTooLargeError, UnauthorizedError, ValidationError } from '../core/errors';
import { clientAddress } from './client-address';
import { GATE_EXEMPT_ROUTES, type AccessGate } from '../settings/access-gate';
import { errorResponse, jsonResponse, mapError, redirectResponse } from './error-mapper';
import type { WebhookRequest } from '../ports';

/** What an implementation of the route `D` gets. */
export interface RouteRequestOf<D extends RouteDefinition> {
  params: z.output<D['params']>;
  query: z.output<D['query']>;
  /** Parsed and validated; undefined on a webhook route, whose body is read from `webhook` once verified. */
  body: D['auth'] extends 'webhook' ? undefined : z.output<D['body']>;
  /** Null on public routes when no one is signed in, and always on webhook routes (no Bearer token). */
  caller: D['auth'] extends 'webhook' ? null : D['auth'] extends 'public' ? Caller | null : Caller;
  /** Only on webhook routes. */
  webhook: D['auth'] extends 'webhook' ? WebhookRequest : undefined;
  event: APIGatewayProxyEventV2;
}

export type RouteImplementationOf<D extends RouteDefinition> = (request: RouteRequestOf<D>) => Promise<z.output<D['response']>>;

export type RouteRequest<R extends RouteId> = RouteRequestOf<Contract[R]>;

export type RouteImplementation<R extends RouteId> = RouteImplementationOf<Contract[R]>;

export type RouteImplementations<R extends RouteId> = { [K in R]: RouteImplementation<K> };

/** A request as the handler builds it, before it is narrowed to its route's types. */
interface UntypedRouteRequest {
  params: unknown;
  query: unknown;
  body: unknown;
  caller: Caller | null;
  webhook: WebhookRequest | undefined;
  event: APIGatewayProxyEventV2;
}

/** Routes by id: the contract, or (in tests) routes the contract does not declare. */
type RouteTable = Readonly<Record<string, RouteDefinition>>;

export interface HttpHandlerOptions {
  /** Verifies a bearer token and returns the caller; throws UnauthorizedError. */
  /**
   * The restricted-environment gate: while the stage has an access code, every route but the gate's own, the
   * health check and webhooks needs the gate's token in x-scout-gate (403 otherwise), checked before the
   * bearer token. Absent in tests of the HTTP layer that are not about it.
   */
  gate?: Pick<AccessGate, 'assertPassed'>;
  /**
   * Whether the API sits behind Scout's CloudFront distribution, whose CloudFront-Viewer-Address then names the
   * client (see client-address.ts). The request's `event.requestContext.http.sourceIp` is rewritten to it, so
   * every use of the source address (sign-in limits, the gate's, audit events) sees the client.
   */
  trustEdgeViewerAddress?: boolean;
  authenticate: (token: string, origin: RequestOrigin) => Promise<Caller>;
  /**
   * Told when a signed-in caller is refused a route their kind may not call (a member of staff on an
   * administrator-only route), before it runs: the audit trail records the attempt (audit/denied.ts).
   */
  onDenied?: (routeId: string, caller: Caller) => Promise<void>;
}

export type HttpHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

function findRoute(event: APIGatewayProxyEventV2, routes: RouteTable, routeIds: string[]): string | undefined {
  const byKey = routeIds.find((id) => routeKey(routes[id] as RouteDefinition) === event.routeKey);
  if (byKey) return byKey;
  // $default routes (or a proxy): match method and path.
  const method = event.requestContext.http.method;
  return routeIds.find((id) => {
    const route = routes[id] as RouteDefinition;
    return route.method === method && matchPath(route.path, event.rawPath) !== null;
  });
}

/** The body's size in bytes, without decoding it. */
function bodyBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

function rawBody(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = rawBody(event).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError('Request body must be valid JSON');
  }
  // Before any schema or the case converter walks it.
  const problem = jsonBodyProblem(body);
  if (problem) throw new ValidationError(problem);
  return body;
}

function validate<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = issue?.message ?? 'Invalid request';
    // The path goes first ('breakdown.down: Down is 1 to 4'), unless the message already starts with the
    // field's name ('Password must be at most 1024 characters').
    const field = String(issue?.path.at(-1) ?? '');
    const named = field !== '' && message.toLowerCase().startsWith(field.toLowerCase());
    const where = issue && issue.path.length > 0 && !named ? `${issue.path.join('.')}: ` : '';
    throw new ValidationError(`${where}${message}`);
  }
  return result.data;
}

function webhookRequest(event: APIGatewayProxyEventV2): WebhookRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  return { rawBody: rawBody(event), headers };
}

function headerValue(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const found = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found?.[1];
}

const NO_PERMISSION = 'You do not have permission to do this';

/** A restricted token (a temporary password's) reaches only the routes that allow its restriction. */
function assertRestrictionAllows(route: RouteDefinition, caller: Caller): void {
  if (caller.restriction === null || route.allowRestricted?.includes(caller.restriction)) return;
  throw new ForbiddenError(caller.restriction === 'changePassword' ? CHANGE_PASSWORD_TO_CONTINUE : ENROLL_MFA_TO_CONTINUE);
}

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * One Lambda handler for a domain's routes: finds the contract route, authenticates from the bearer token
 * (never from the request's own fields), validates params, query and body with the contract's schemas, runs
 * the implementation, checks its result against the contract's response schema, and maps errors to HTTP.
 * A webhook route takes no bearer token and no parsed body: its implementation gets the raw body and the
 * headers, and verifies the sender's signature itself.
 */
export function createHttpHandler<R extends RouteId>(implementations: RouteImplementations<R>, options: HttpHandlerOptions): HttpHandler;
/** The same over routes the contract does not declare (tests of the HTTP layer itself). */
export function createHttpHandler<T extends RouteTable, R extends keyof T & string>(
  implementations: { [K in R]: RouteImplementationOf<T[K]> },
  options: HttpHandlerOptions,
  routes: T,
): HttpHandler;
export function createHttpHandler(
  implementations: Record<string, (request: never) => Promise<unknown>>,
  options: HttpHandlerOptions,
  routes: RouteTable = contract,
): HttpHandler {
  const routeIds = Object.keys(implementations);
  return async (received) => {
    const sourceIp = clientAddress(received, { trustEdge: options.trustEdgeViewerAddress === true });
    const event = {
      ...received,
      requestContext: { ...received.requestContext, http: { ...received.requestContext.http, sourceIp: sourceIp ?? '' } },
    };
    const context: Record<string, unknown> = { route: event.routeKey, requestId: event.requestContext.requestId };
    try {
      // Inside the try: a path whose parameter cannot be decoded answers 400 (MalformedPathError), not 500.
      const routeId = findRoute(event, routes, routeIds);
      if (!routeId) return errorResponse(404, 'Not Found', 'Not found');
      const route = routes[routeId] as RouteDefinition;
      context.route = routeKey(route);
      if (bodyBytes(event) > MAX_REQUEST_BODY_BYTES) throw new PayloadTooLargeError(REQUEST_BODY_TOO_LARGE);
      const webhook = route.auth === 'webhook';
      if (options.gate && !webhook && !GATE_EXEMPT_ROUTES.has(routeId)) {
        await options.gate.assertPassed(headerValue(event, ACCESS_GATE_HEADER));
      }
      let caller: Caller | null = null;
      if (requiresSessionToken(route)) {
        const token = bearerToken(event);
        if (!token) throw new UnauthorizedError('Authentication required');
        caller = await options.authenticate(token, { sourceIp });
        assertRestrictionAllows(route, caller);
        const auth = route.auth as AuthRequirement;
        const refused =
          (auth === 'internal' && !can(caller.principal, 'internal:access')) ||
          (auth === 'administrator' && !can(caller.principal, 'administrator:access'));
        if (refused) {
          await options.onDenied?.(routeId, caller);
          throw new ForbiddenError(NO_PERMISSION);
        }
      }
      const request: UntypedRouteRequest = {
        params: validate(route.params, event.pathParameters ?? {}),
        query: validate(route.query, event.queryStringParameters ?? {}),
        // A webhook's body is not JSON-parsed here: its signature covers the bytes as sent.
        body: webhook ? undefined : validate(route.body, parseBody(event)),
        caller,
        webhook: webhook ? webhookRequest(event) : undefined,
        event,
      };
      const implementation = implementations[routeId] as (request: UntypedRouteRequest) => Promise<unknown>;
      const result = await implementation(request);
      if (route.successStatus === 302) return redirectResponse((route.response.parse(result) as { location: string }).location);
      return jsonResponse(route.successStatus ?? 200, route.response.parse(result));
    } catch (err) {
      return mapError(err, context);
    }
  };
}
