import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { domainHandlers } from '../src/local/domain-handlers';
import { toApiGatewayEvent } from '../src/local';
import { MAX_REQUEST_BODY_BYTES } from '@scout/shared/api';
import { invoke, tokenFor } from './support/invoke';

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
      send('reports', {
        method: 'GET',
        path: '/reports/no-such-report',
        token,
        routeKey: 'GET /reports/{id}',
        pathParameters: { id: 'no-such-report' },
      }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    }
  });
});

describe('a body over the 1 MiB limit', () => {
  it('answers 413 in words before any work, and writes nothing', async () => {
    const token = await tokenFor('coach');
    const report = await invoke('createReport', { token, body: { title: 'Body limit' } });
    const reportId = report.body.id as string;
    const oversized = JSON.stringify({ title: 'Too big', content: 'x'.repeat(MAX_REQUEST_BODY_BYTES) });

    const signedIn = await invoke('createCard', { token, params: { id: reportId }, rawBody: oversized });
    const anonymous = await invoke('createCard', { params: { id: reportId }, rawBody: oversized });

    expect(signedIn.statusCode).toBe(413);
    expect(signedIn.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is too large: the API accepts at most 1 MiB',
    });
    // Refused before the token is even looked at.
    expect(anonymous.statusCode).toBe(413);
    const cards = await invoke('listCards', { token, params: { id: reportId } });
    expect(cards.body.totalCards).toBe(0);
  });

  it('still accepts a body just under the limit', async () => {
    const token = await tokenFor('coach');
    const report = await invoke('createReport', { token, body: { title: 'Body limit, under' } });
    const padding = ' '.repeat(MAX_REQUEST_BODY_BYTES - 100);

    const response = await invoke('createCard', { token, params: { id: report.body.id as string }, rawBody: `{"title":"Fits"}${padding}` });

    expect(response.statusCode).toBe(201);
  });
});
