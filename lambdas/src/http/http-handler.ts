import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import {
  MAX_REQUEST_BODY_BYTES,
  REQUEST_BODY_TOO_LARGE,
  contract,
  findRouteByKey,
  jsonBodyProblem,
  matchPath,
  routeKey,
  type RouteId,
  type RouteResponse,
} from '@scout/shared/api';
import type { AuthRequirement, Contract } from '@scout/shared/api';
import type { Caller } from '../core/caller';
import { ForbiddenError, PayloadTooLargeError, UnauthorizedError, ValidationError } from '../core/errors';
import { errorResponse, jsonResponse, mapError } from './error-mapper';

export interface RouteRequest<R extends RouteId> {
  params: z.output<Contract[R]['params']>;
  query: z.output<Contract[R]['query']>;
  body: z.output<Contract[R]['body']>;
  /** Null only on public routes. */
  caller: Contract[R]['auth'] extends 'public' ? Caller | null : Caller;
  event: APIGatewayProxyEventV2;
}

export type RouteImplementation<R extends RouteId> = (request: RouteRequest<R>) => Promise<RouteResponse<R>>;

export type RouteImplementations<R extends RouteId> = { [K in R]: RouteImplementation<K> };

export interface HttpHandlerOptions {
  /** Verifies a bearer token and returns the caller; throws UnauthorizedError. */
  authenticate: (token: string) => Promise<Caller>;
}

export type HttpHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

function findRoute(event: APIGatewayProxyEventV2, routeIds: RouteId[]): RouteId | undefined {
  const byKey = findRouteByKey(event.routeKey);
  if (byKey && routeIds.includes(byKey)) return byKey;
  // $default routes (or a proxy): match method and path.
  const method = event.requestContext.http.method;
  return routeIds.find((id) => contract[id].method === method && matchPath(contract[id].path, event.rawPath) !== null);
}

/** The body's size in bytes, without decoding it. */
function bodyBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
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

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * One Lambda handler for a domain's routes: finds the contract route, authenticates from the bearer token
 * (never from the request's own fields), validates params, query and body with the contract's schemas, runs
 * the implementation, checks its result against the contract's response schema, and maps errors to HTTP.
 */
export function createHttpHandler<R extends RouteId>(
  implementations: RouteImplementations<R>,
  options: HttpHandlerOptions,
): HttpHandler {
  const routeIds = Object.keys(implementations) as R[];
  return async (event) => {
    const context: Record<string, unknown> = { route: event.routeKey, requestId: event.requestContext.requestId };
    try {
      // Inside the try: a path whose parameter cannot be decoded answers 400 (MalformedPathError), not 500.
      const routeId = findRoute(event, routeIds) as R | undefined;
      if (!routeId) return errorResponse(404, 'Not Found', 'Not found');
      const route = contract[routeId];
      context.route = routeKey(route);
      if (bodyBytes(event) > MAX_REQUEST_BODY_BYTES) throw new PayloadTooLargeError(REQUEST_BODY_TOO_LARGE);
      let caller: Caller | null = null;
      if (route.auth !== 'public') {
        const token = bearerToken(event);
        if (!token) throw new UnauthorizedError('Authentication required');
        caller = await options.authenticate(token);
        if ((route.auth as AuthRequirement) === 'admin' && !caller.isAdministrator) {
          throw new ForbiddenError('You do not have permission to do this');
        }
      }
      const request = {
        params: validate(route.params, event.pathParameters ?? {}),
        query: validate(route.query, event.queryStringParameters ?? {}),
        body: validate(route.body, parseBody(event)),
        caller,
        event,
      } as RouteRequest<R>;
      const result = await implementations[routeId](request);
      return jsonResponse(route.successStatus ?? 200, route.response.parse(result));
    } catch (err) {
      return mapError(err, context);
    }
  };
}
