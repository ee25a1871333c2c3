import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { contract, requiresSessionToken, routeKey, type RouteDefinition, type RouteDomain } from '@scout/shared/api';

/** Routes by id, as the contract declares them (tests pass routes the contract does not have). */
export type ContractRoutes = Readonly<Record<string, RouteDefinition>>;

/** One API Gateway route of the HTTP API, read from a contract route. */
export interface ApiGatewayRoute {
  id: string;
  /** 'POST /api/v2/login': the stage's route settings name a route by it. */
  key: string;
  path: string;
  method: HttpMethod;
  /** The function that serves it. */
  domain: RouteDomain;
  /** Why API Gateway puts no authorizer in front of it (cdk-nag's AwsSolutions-APIG4), by its auth kind. */
  noAuthorizerReason: string;
}

export const NO_API_GATEWAY_AUTHORIZER =
  "No API Gateway authorizer by design: each Lambda verifies the route's `auth` (contract) from the HS256 session " +
  'token it issued, the one access-control mechanism, tested route by route. API Gateway JWT authorizers only ' +
  'verify asymmetric tokens against a JWKS, and the public routes (sign-in, health) must stay open anyway.';

/**
 * A webhook route's sender is another system's server: it holds no Scout token, so no authorizer could pass
 * it. Its Lambda verifies the sender's signature over the raw body instead. It needs no CORS either: the
 * HTTP API's CORS configuration (API Gateway applies it to the whole API, not per route) only serves browsers
 * of the configured web origins, and browsers never call a webhook.
 */
export const WEBHOOK_WITHOUT_AUTHORIZER =
  "Webhook route (contract `auth: 'webhook'`): called by another system's server, which has no Scout session " +
  "token for an authorizer to check; the Lambda verifies the sender's signature over the raw request body.";

/** The HTTP API's routes: one per contract route, served by the function of its domain. */
export function apiGatewayRoutes(routes: ContractRoutes = contract): ApiGatewayRoute[] {
  return Object.entries(routes).map(([id, route]) => ({
    id,
    key: routeKey(route),
    path: route.path,
    method: HttpMethod[route.method],
    domain: route.domain,
    noAuthorizerReason: route.auth === 'webhook' ? WEBHOOK_WITHOUT_AUTHORIZER : NO_API_GATEWAY_AUTHORIZER,
  }));
}

/**
 * Whether a domain's function verifies Scout session tokens, and so reads the token secret: it serves a
 * route for signed-in users or staff. Public and webhook routes carry no session token.
 */
export function verifiesSessionTokens(domain: RouteDomain, routes: ContractRoutes = contract): boolean {
  return Object.values(routes).some((route) => route.domain === domain && requiresSessionToken(route));
}
