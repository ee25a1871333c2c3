import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { ROUTE_DOMAINS, ROUTE_IDS, contract, routeKey, type RouteDefinition } from '@scout/shared/api';
import { describe, expect, it } from 'vitest';
import { NO_API_GATEWAY_AUTHORIZER, WEBHOOK_WITHOUT_AUTHORIZER, apiGatewayRoutes, verifiesSessionTokens } from '../lib/api-routes';

/**
 * A webhook route of a domain without signed-in routes, which exists only in this test (the health route's
 * schemas: the wiring reads only its method, path, domain and auth kind).
 */
const testWebhook: RouteDefinition = {
  ...contract.health,
  method: 'POST',
  path: '/webhooks/test-provider',
  auth: 'webhook',
  summary: 'A test provider tells Scout about an event.',
};

describe('the HTTP API routes read from the contract', () => {
  it('has one route per contract route, with its method, path and function', () => {
    const routes = apiGatewayRoutes();

    expect(routes.map((route) => route.id)).toEqual(ROUTE_IDS);
    for (const route of routes) {
      const declared = contract[route.id as keyof typeof contract];
      expect(route).toMatchObject({ key: routeKey(declared), path: declared.path, domain: declared.domain });
      expect(route.method).toBe(HttpMethod[declared.method]);
      expect(route.noAuthorizerReason).toBe(declared.auth === 'webhook' ? WEBHOOK_WITHOUT_AUTHORIZER : NO_API_GATEWAY_AUTHORIZER);
    }
    expect(routes.filter((route) => route.noAuthorizerReason === WEBHOOK_WITHOUT_AUTHORIZER).map((route) => route.key)).toEqual([
      'POST /webhooks/stripe',
    ]);
  });

  it('says a webhook route is verified by its signature, not by a token', () => {
    const routes = apiGatewayRoutes({ health: contract.health, testWebhook });

    expect(routes.find((route) => route.id === 'testWebhook')).toEqual({
      id: 'testWebhook',
      key: 'POST /webhooks/test-provider',
      path: '/webhooks/test-provider',
      method: HttpMethod.POST,
      domain: 'system',
      noAuthorizerReason: WEBHOOK_WITHOUT_AUTHORIZER,
    });
  });

  it("gives the token secret only to functions with signed-in routes, not for a webhook's", () => {
    expect(verifiesSessionTokens('system', { health: contract.health, testWebhook })).toBe(false);
    expect(verifiesSessionTokens('system', { testWebhook, listReports: { ...contract.listReports, domain: 'system' } })).toBe(true);
    expect(ROUTE_DOMAINS.filter((domain) => verifiesSessionTokens(domain))).toEqual([
      'auth',
      'reports',
      'cards',
      'uploads',
      'media',
      'payments',
      'staff',
      // system: the staff's health details, pipeline and Lambda Functions routes are signed-in.
      'system',
    ]);
  });
});
