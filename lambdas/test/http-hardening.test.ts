import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { domainHandlers } from '../src/handlers';
import { toApiGatewayEvent } from '../src/local';
import { tokenFor } from './support/invoke';

/** Sends a raw request to a domain's Lambda handler, as API Gateway's $default route (or a proxy) would. */
async function send(
  domain: keyof typeof domainHandlers,
  request: { method: string; path: string; token?: string; body?: string; routeKey?: string; pathParameters?: Record<string, string> },
): Promise<APIGatewayProxyStructuredResultV2 & { statusCode: number; json: Record<string, unknown> }> {
  const event = toApiGatewayEvent(
    {
      method: request.method,
      path: request.path,
      rawQueryString: '',
      headers: { 'content-type': 'application/json', ...(request.token ? { authorization: `Bearer ${request.token}` } : {}) },
      body: request.body === undefined ? undefined : Buffer.from(request.body),
    },
    request.routeKey ?? '$default',
    request.pathParameters ?? {},
  );
  const result = (await domainHandlers[domain].handler(event)) as APIGatewayProxyStructuredResultV2;
  return { ...result, statusCode: result.statusCode ?? 200, json: JSON.parse(result.body ?? '{}') as Record<string, unknown> };
}

describe('a path with a malformed escape', () => {
  it('answers 400 from the Lambda handler, not 500', async () => {
    const token = await tokenFor('coach');

    const response = await send('reports', { method: 'GET', path: '/reports/%E0%A4%A', token });

    expect(response.statusCode).toBe(400);
    expect(response.json).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request path is not valid: it contains a malformed %-escape',
    });
  });

  it('still answers a path of no route with 404', async () => {
    const response = await send('reports', { method: 'GET', path: '/no-such-route/%E0%A4%A' });

    expect(response.statusCode).toBe(404);
  });
});

describe('API response headers', () => {
  it('are on what a handler answers: a success, a 400, a 401 and a 404', async () => {
    const token = await tokenFor('coach');

    const answers = await Promise.all([
      send('reports', { method: 'GET', path: '/reports', token, routeKey: 'GET /reports' }),
      send('reports', { method: 'GET', path: '/reports/%E0%A4%A', token }),
      send('reports', { method: 'GET', path: '/reports', routeKey: 'GET /reports' }),
      send('reports', { method: 'GET', path: '/reports/no-such-report', token, routeKey: 'GET /reports/{id}', pathParameters: { id: 'no-such-report' } }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    }
  });
});
