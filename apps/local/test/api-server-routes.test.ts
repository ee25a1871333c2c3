import { request, type Server } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_DOMAINS, contract, type RouteDefinition, type RouteDomain } from '@scout/shared/api';
import { MISDIRECTED_REQUEST_MESSAGE, serverPort, startApiServer } from '../src/api-server';

/**
 * A route that exists only in this test (Scout has no webhook route yet), with the health route's schemas:
 * the local API server reads only its method, path and domain, and leaves the auth kind to the handler.
 */
const testWebhook: RouteDefinition = {
  ...contract.health,
  method: 'POST',
  path: '/webhooks/test-provider',
  auth: 'webhook',
  summary: 'A test provider tells Scout about an event.',
};

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The local API server over the contract plus the test webhook; every domain's handler records its events. */
async function start(options: { allowedHosts?: string[] } = {}) {
  const events: { domain: RouteDomain; event: APIGatewayProxyEventV2 }[] = [];
  const handlers = Object.fromEntries(
    ROUTE_DOMAINS.map((domain) => [
      domain,
      {
        handler: async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
          events.push({ domain, event });
          return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"received":true}' };
        },
      },
    ]),
  ) as Record<RouteDomain, { handler: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2> }>;
  const server = await startApiServer({ port: 0, allowedOrigins: [], ...options, handlers, routes: { ...contract, testWebhook } });
  servers.push(server);
  return { url: `http://127.0.0.1:${serverPort(server)}`, events };
}

describe('the local API server and webhook routes', () => {
  it('passes a webhook call to its domain without a Bearer token, body and signature header as sent', async () => {
    // Prepare
    const { url, events } = await start();
    const body = '{ "eventId":  "evt_1" }';

    // Act
    const answer = await fetch(`${url}/webhooks/test-provider`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-signature': 'abc123' },
      body,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(events).toHaveLength(1);
    const [{ domain, event }] = events as [(typeof events)[number]];
    expect(domain).toBe('system');
    expect(event.routeKey).toBe('POST /webhooks/test-provider');
    expect(event.headers['x-test-signature']).toBe('abc123');
    expect(event.headers.authorization).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBe(body);
  });

  it('passes a binary webhook body base64-encoded, so its bytes reach the handler unchanged', async () => {
    const { url, events } = await start();
    const bytes = Buffer.from([0xff, 0x00, 0xfe, 0x7b]);

    await fetch(`${url}/webhooks/test-provider`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: bytes });

    const event = events[0]?.event;
    expect(event?.isBase64Encoded).toBe(true);
    expect(Buffer.from(event?.body ?? '', 'base64').equals(bytes)).toBe(true);
  });

  it('still routes the contract routes, and answers 404 for a path no route declares', async () => {
    const { url, events } = await start();

    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(`${url}/webhooks/other-provider`, { method: 'POST' })).status).toBe(404);
    expect(events.map((call) => call.event.routeKey)).toEqual(['GET /health']);
  });
});

/** A GET with the Host header as given (fetch would send the URL's own). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: target.hostname, port: target.port, path: target.pathname, headers: { host, origin: `http://${host}` } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the local API server and DNS rebinding', () => {
  it('answers 421 to a Host it does not serve, before any handler runs', async () => {
    // Prepare
    const { url, events } = await start();

    // Act
    const answer = await getWithHost(`${url}/health`, 'attacker.example:3001');

    // Assess
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 421, message: MISDIRECTED_REQUEST_MESSAGE });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(events).toHaveLength(0);
  });

  it('serves localhost, 127.0.0.1 and the configured host names', async () => {
    // Prepare
    const { url, events } = await start({ allowedHosts: ['scout-dev.test'] });

    // Act
    const answers = await Promise.all(
      ['localhost:3001', '127.0.0.1:3001', 'SCOUT-DEV.test:5173', 'scout-dev.test.attacker.example'].map((host) =>
        getWithHost(`${url}/health`, host),
      ),
    );

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 421]);
    expect(events).toHaveLength(3);
  });
});
