import type { z } from 'zod';
import type { Restriction } from '../domain/user';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone, any signed-in user, internal users (staff and administrators: 'internal', most
 * of the admin pages), administrators only ('administrator'), or another system calling back (a payment
 * provider's webhook). The Lambda router enforces 'user', 'internal' and 'administrator' from the verified bearer
 * token. A 'webhook' route carries no bearer token: its implementation gets the raw body and
 * headers and verifies the sender's signature itself (through a port), before it trusts a byte of the body.
 */
export type AuthRequirement = 'public' | 'user' | 'internal' | 'administrator' | 'webhook';

/** Whether a route's caller proves who they are with a Scout session token (so its function reads the token secret). */
export function requiresSessionToken(route: Pick<RouteDefinition, 'auth'>): boolean {
  return route.auth === 'user' || route.auth === 'internal' || route.auth === 'administrator';
}

/** The Lambda function (one per domain) that serves a route. */
export type RouteDomain = 'auth' | 'reports' | 'cards' | 'uploads' | 'media' | 'payments' | 'staff' | 'system';
/**
 * 'uploads' signs upload URLs and starts processing (no ffmpeg); 'media' runs ffmpeg on request (GIFs) and
 * ships with the ffmpeg layer like the processing worker; 'payments' alone holds the payment provider's keys;
 * 'staff' serves internal staff's own tools (development tasks, the gate's access code) and the gate's check.
 */
export const ROUTE_DOMAINS: readonly RouteDomain[] = ['auth', 'reports', 'cards', 'uploads', 'media', 'payments', 'staff', 'system'];

export interface RouteDefinition<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
  TAuth extends AuthRequirement = AuthRequirement,
> {
  method: HttpMethod;
  /** API Gateway style path, parameters in braces: /reports/{id}. */
  path: string;
  auth: TAuth;
  /**
   * The restrictions a session token may carry and still call this route (a temporary password's token reaches
   * only the password change and logout). Absent: no restricted token is accepted.
   */
  allowRestricted?: readonly Restriction[];
  domain: RouteDomain;
  summary: string;
  /**
   * Status of a successful answer: 201 for routes that create, 302 for routes that answer a redirect (their
   * response is `{ location }`, sent as the Location header with no body). Default 200.
   */
  successStatus?: 200 | 201 | 302;
  params: TParams;
  query: TQuery;
  /**
   * The request body. On a 'webhook' route it describes the payload the sender signs: the HTTP layer does not
   * parse it there, the implementation does once the signature over the raw bytes has been verified.
   */
  body: TBody;
  /** Validates and normalises (camelCase) what the server sends. */
  response: TResponse;
}

export function defineRoute<
  TParams extends z.ZodType,
  TQuery extends z.ZodType,
  TBody extends z.ZodType,
  TResponse extends z.ZodType,
  TAuth extends AuthRequirement,
>(route: RouteDefinition<TParams, TQuery, TBody, TResponse, TAuth>): RouteDefinition<TParams, TQuery, TBody, TResponse, TAuth> {
  return route;
}

/** The API Gateway route key, 'GET /reports/{id}'. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** Path parameter names in order: '/reports/{id}' gives ['id']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

/** Fills a path template; every parameter is URI-encoded so a value can never add a path segment. */
export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * A path that matches a route's shape but whose parameter cannot be decoded (a malformed percent-escape such
 * as `%E0%A4%A`): the request is bad (400), not unknown (404), and never a crash.
 */
export class MalformedPathError extends Error {
  override readonly name = 'MalformedPathError';
  constructor() {
    super('The request path is not valid: it contains a malformed %-escape');
  }
}

/**
 * Matches a concrete path against a template; returns decoded parameters or null. Throws MalformedPathError
 * when the path has the template's shape but a parameter is not valid percent-encoded UTF-8.
 */
export function matchPath(template: string, actual: string): Record<string, string> | null {
  const names = pathParameterNames(template);
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)');
  const match = new RegExp(`^${pattern}/?$`).exec(actual);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = decodeParameter(match[i + 1] as string);
  });
  return params;
}

function decodeParameter(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new MalformedPathError();
  }
}
