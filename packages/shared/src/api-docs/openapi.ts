import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { apiErrorSchema } from '../api/api-error';
import { contract } from '../api/contract';
import { pathParameterNames, requiresSessionToken, type AuthRequirement, type RouteDefinition, type RouteDomain } from '../api/route';

/**
 * The API's OpenAPI 3.1 document, generated from the contract (every route, its schemas, who may call it
 * and how it fails). The Dev Tools 'API Documentation' page renders it with Swagger UI, and it is served
 * beside the page as /openapi.json for tools. Build-time only: nothing in the app imports this module.
 */

export const OPENAPI_JSON_PATH = '/openapi.json';

const BEARER = 'bearerAuth';

/** What each Lambda function (a route's domain) serves, as the document's tags. */
const DOMAIN_TAGS: Record<RouteDomain, string> = {
  auth: 'Sign-in, sessions and people',
  reports: 'Reports, report groups, share links, timers and concepts',
  cards: 'Cards (plays) and their breakdowns',
  uploads: 'Film uploads and their processing',
  media: 'Card media and storage',
  payments: 'Packages, checkout and payments',
  staff: "Internal staff's tools, settings and the dev tools",
  system: 'Health, pipeline and functions',
};

const AUTH_NOTE: Record<AuthRequirement, string> = {
  public: 'Public: no sign-in.',
  user: 'Any signed-in user (Bearer token). Tenant isolation comes from the token: another organisation’s object answers 404.',
  internal: 'Internal users only (Bearer token of staff or an administrator); a coach gets 403.',
  administrator: 'Administrators only (Bearer token of an administrator); staff and coaches get 403.',
  webhook:
    "Called by another system's server, not by a browser: no Bearer token. The body is read as the raw bytes received and is " +
    'parsed only after the signature the headers carry has been verified.',
};

/** The error body, named once in the document's components (zod's `id` metadata becomes a $ref). */
const documentedError = apiErrorSchema.meta({ id: 'ApiError' });

function errorResponse(description: string): ResponseConfig {
  return { description, content: { 'application/json': { schema: documentedError } } };
}

/** A route's query or path parameters as the object zod-to-openapi expects (a pipe's input side, else none). */
function parameterObject(schema: z.ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape).length > 0 ? schema : undefined;
  if (schema instanceof z.ZodPipe) {
    return parameterObject(schema.in as z.ZodType) ?? parameterObject(schema.out as z.ZodType);
  }
  return undefined;
}

function hasBody(route: RouteDefinition): boolean {
  return route.method !== 'GET' && route.method !== 'DELETE';
}

function successResponse(route: RouteDefinition): Record<number, ResponseConfig> {
  if (route.successStatus === 302) {
    return {
      302: { description: 'A redirect: the Location header names where to go.', headers: { Location: { schema: { type: 'string' } } } },
    };
  }
  return { [route.successStatus ?? 200]: { description: 'Success', content: { 'application/json': { schema: route.response } } } };
}

/** The failures every route of its kind can answer, in the contract's error body ({ statusCode, error, message }). */
function errorResponses(route: RouteDefinition): Record<number, ResponseConfig> {
  const responses: Record<number, ResponseConfig> = {
    400: errorResponse('Bad input: the message says what to fix. Nothing was written.'),
  };
  if (requiresSessionToken(route)) {
    responses[401] = errorResponse('No token, an expired or revoked one: sign in again.');
  }
  if (route.auth === 'internal') responses[403] = errorResponse('Not an internal user.');
  if (route.auth === 'administrator') responses[403] = errorResponse('Not an administrator.');
  if (route.auth === 'webhook') responses[401] = errorResponse('The signature does not match the body.');
  if (pathParameterNames(route.path).length > 0) responses[404] = errorResponse('No such object in the caller’s organisation.');
  responses[500] = errorResponse('An unexpected failure (logged with its request id).');
  return responses;
}

function operation(id: string, route: RouteDefinition): RouteConfig {
  const params = parameterObject(route.params);
  const query = parameterObject(route.query);
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: route.path,
    operationId: id,
    summary: route.summary,
    description: AUTH_NOTE[route.auth],
    tags: [route.domain],
    security: requiresSessionToken(route) ? [{ [BEARER]: [] }] : [],
    request: {
      ...(params ? { params } : {}),
      ...(query ? { query } : {}),
      ...(hasBody(route) ? { body: { required: true, content: { 'application/json': { schema: route.body } } } } : {}),
    },
    responses: { ...successResponse(route), ...errorResponses(route) },
    // The Lambda function that serves it (the infrastructure's name for the domain).
    'x-scout-function': route.domain,
  };
}

export interface OpenApiOptions {
  /** The build's commit, shown as the document's version. */
  version?: string;
  /** The API's base URL, when known at build time. */
  serverUrl?: string;
}

/** The OpenAPI 3.1 document of the given routes (the whole contract by default). */
export function buildOpenApiDocument(
  routes: Readonly<Record<string, RouteDefinition>> = contract,
  options: OpenApiOptions = {},
): ReturnType<OpenApiGeneratorV31['generateDocument']> {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token POST /login answers with.',
  });
  for (const [id, route] of Object.entries(routes)) registry.registerPath(operation(id, route));

  const domains = [...new Set(Object.values(routes).map((route) => route.domain))];
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Scout API',
      version: options.version ?? 'local',
      description:
        'Generated from the contract (packages/shared/src/api/routes/, one module per Lambda function). ' +
        'Errors answer { statusCode, error, message }.',
    },
    servers: options.serverUrl ? [{ url: options.serverUrl }] : [],
    tags: domains.map((domain) => ({ name: domain, description: DOMAIN_TAGS[domain] })),
  });
}
