import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MAX_REQUEST_BODY_BYTES, defineRoute, routeKey } from '@scout/shared/api';
import type { Caller } from '../core/caller';
import { UnauthorizedError } from '../core/errors';
import { toApiGatewayEvent } from '../local/api-gateway-event';
import { createHttpHandler } from './http-handler';
import { userPrincipal } from '@scout/shared/permissions';
import type { WebhookRequest } from '../ports';

/**
 * Routes that exist only in this test: Scout has no webhook route yet. The webhook stands for a payment
 * provider's callback, signed with an HMAC of the raw body in a header.
 */
const routes = {
  providerCallback: defineRoute({
    method: 'POST',
    path: '/webhooks/test-provider',
    auth: 'webhook',
    domain: 'system',
    summary: 'A test provider tells Scout about an event.',
    params: z.object({}),
    query: z.object({}),
    body: z.object({ eventId: z.string().min(1) }),
    response: z.object({ received: z.literal(true), eventId: z.string() }),
  }),
  whoAmI: defineRoute({
    method: 'GET',
    path: '/test/who-am-i',
    auth: 'user',
    domain: 'system',
    summary: 'The caller.',
    params: z.object({}),
    query: z.object({}),
    body: z.unknown(),
    response: z.object({ userId: z.string() }),
  }),
};

const SECRET = 'test-webhook-secret';
const sign = (body: Buffer | string) => createHmac('sha256', SECRET).update(body).digest('hex');

/** The signature port a real webhook's use case would take; here an HMAC check. */
const verifier = {
  verify(request: WebhookRequest): boolean {
    const given = Buffer.from(request.headers['x-test-signature'] ?? '', 'hex');
    const expected = Buffer.from(sign(request.rawBody), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  },
};

const coach: Caller = {
  principal: userPrincipal({ userId: 'user-coach', organizationId: 'org-eagles', role: 'coach' }),
  userId: 'user-coach',
  organizationId: 'org-eagles',
  role: 'coach',
  email: 'coach@example.test',
  name: 'Coach',
  accountName: 'Eagles',
  sourceIp: null,
  restriction: null,
};

function setup() {
  const authenticate = vi.fn(async (token: string) => {
    if (token !== 'good-token') throw new UnauthorizedError('Invalid token');
    return coach;
  });
  const seen: { webhook?: WebhookRequest; caller?: unknown; body?: unknown }[] = [];
  const handler = createHttpHandler(
    {
      providerCallback: async ({ webhook, caller, body }) => {
        seen.push({ webhook, caller, body });
        if (!verifier.verify(webhook)) throw new UnauthorizedError('The signature does not match the body');
        const payload = routes.providerCallback.body.parse(JSON.parse(webhook.rawBody.toString('utf8')));
        return { received: true as const, eventId: payload.eventId };
      },
      whoAmI: async ({ caller }) => ({ userId: caller.userId }),
    },
    { authenticate },
    routes,
  );
  return { handler, authenticate, seen };
}

function post(body: Buffer, headers: Record<string, string>) {
  return toApiGatewayEvent(
    { method: 'POST', path: '/webhooks/test-provider', rawQueryString: '', headers, body },
    routeKey(routes.providerCallback),
    {},
  );
}

describe('webhook routes in the HTTP layer', () => {
  it('hands the implementation the raw body and headers, with no caller and no token check', async () => {
    // Prepare: a body whose exact bytes (spacing, key order) are what the sender signed.
    const { handler, authenticate, seen } = setup();
    const body = Buffer.from('{ "eventId":  "evt_1",\n "extra": [1, 2] }');

    // Act
    const answer = await handler(post(body, { 'Content-Type': 'application/json', 'X-Test-Signature': sign(body) }));

    // Assess
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body ?? '{}')).toEqual({ received: true, eventId: 'evt_1' });
    expect(seen[0]?.webhook?.rawBody.equals(body)).toBe(true);
    expect(seen[0]?.webhook?.headers).toMatchObject({ 'content-type': 'application/json', 'x-test-signature': sign(body) });
    expect(seen[0]?.caller).toBeNull();
    expect(seen[0]?.body).toBeUndefined();
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('answers 401 when the implementation finds the signature does not match', async () => {
    const { handler } = setup();
    const body = Buffer.from('{"eventId":"evt_1"}');

    const answer = await handler(post(body, { 'content-type': 'application/json', 'x-test-signature': sign('{"eventId":"evt_2"}') }));

    expect(answer.statusCode).toBe(401);
    expect(JSON.parse(answer.body ?? '{}')).toMatchObject({ message: 'The signature does not match the body' });
  });

  it('does not parse the body itself: a body that is not JSON reaches the implementation as sent', async () => {
    const { handler, seen } = setup();
    const body = Buffer.from('eventId=evt_1&amount=100');

    const answer = await handler(post(body, { 'content-type': 'application/x-www-form-urlencoded', 'x-test-signature': 'bad' }));

    expect(seen[0]?.webhook?.rawBody.toString('utf8')).toBe('eventId=evt_1&amount=100');
    expect(answer.statusCode).toBe(401);
  });

  it('gives the exact bytes of a body API Gateway base64-encoded', async () => {
    const { handler, seen } = setup();
    const body = Buffer.from([0xff, 0x00, 0xfe, 0x7b]);

    const answer = await handler(post(body, { 'content-type': 'application/octet-stream', 'x-test-signature': sign('other') }));

    expect(seen[0]?.webhook?.rawBody.equals(body)).toBe(true);
    expect(answer.statusCode).toBe(401);
  });

  it('ignores a bearer token sent to a webhook route', async () => {
    const { handler, authenticate } = setup();
    const body = Buffer.from('{"eventId":"evt_3"}');

    const answer = await handler(post(body, { authorization: 'Bearer nonsense', 'x-test-signature': sign(body) }));

    expect(answer.statusCode).toBe(200);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('still refuses a body over the limit before the implementation runs', async () => {
    const { handler, seen } = setup();
    const body = Buffer.alloc(MAX_REQUEST_BODY_BYTES + 1, 'a');

    const answer = await handler(post(body, { 'content-type': 'text/plain', 'x-test-signature': sign(body) }));

    expect(answer.statusCode).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('keeps asking for a bearer token on the user routes beside it', async () => {
    const { handler } = setup();
    const call = (headers: Record<string, string>) =>
      handler(toApiGatewayEvent({ method: 'GET', path: '/test/who-am-i', rawQueryString: '', headers }, routeKey(routes.whoAmI), {}));

    expect((await call({})).statusCode).toBe(401);
    const answer = await call({ authorization: 'Bearer good-token' });
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body ?? '{}')).toEqual({ userId: 'user-coach' });
  });
});

describe('restricted tokens and administrator routes in the HTTP layer', () => {
  const restrictedRoutes = {
    whoAmI: routes.whoAmI,
    changePassword: defineRoute({ ...routes.whoAmI, method: 'POST', path: '/test/password', allowRestricted: ['changePassword'] }),
    prices: defineRoute({ ...routes.whoAmI, method: 'PUT', path: '/test/prices', auth: 'administrator' }),
  };
  const staff: Caller = {
    ...coach,
    principal: userPrincipal({ userId: 'user-staff', organizationId: 'internal', role: 'staff' }),
    userId: 'user-staff',
    role: 'staff',
  };
  const administrator: Caller = {
    ...coach,
    principal: userPrincipal({ userId: 'user-admin', organizationId: 'internal', role: 'admin' }),
    userId: 'user-admin',
    role: 'admin',
  };
  const callers: Record<string, Caller> = {
    temporary: { ...coach, restriction: 'changePassword' },
    unenrolled: { ...administrator, restriction: 'enrollMfa' },
    staff,
    administrator,
  };
  const handler = createHttpHandler(
    {
      whoAmI: async ({ caller }) => ({ userId: caller.userId }),
      changePassword: async ({ caller }) => ({ userId: caller.userId }),
      prices: async ({ caller }) => ({ userId: caller.userId }),
    },
    {
      authenticate: async (token, origin) => {
        const caller = callers[token];
        if (!caller) throw new UnauthorizedError('Invalid token');
        return { ...caller, sourceIp: origin.sourceIp };
      },
    },
    restrictedRoutes,
  );
  const call = (route: keyof typeof restrictedRoutes, token: string) =>
    handler(
      toApiGatewayEvent(
        {
          method: restrictedRoutes[route].method,
          path: restrictedRoutes[route].path,
          rawQueryString: '',
          headers: { authorization: `Bearer ${token}` },
        },
        routeKey(restrictedRoutes[route]),
        {},
      ),
    );

  it('lets a temporary password reach only the routes that allow it, in words elsewhere', async () => {
    expect((await call('changePassword', 'temporary')).statusCode).toBe(200);
    const elsewhere = await call('whoAmI', 'temporary');
    expect(elsewhere.statusCode).toBe(403);
    expect(JSON.parse(elsewhere.body ?? '{}')).toMatchObject({ message: 'Change your password to continue.' });
    const unenrolled = await call('whoAmI', 'unenrolled');
    expect(unenrolled.statusCode).toBe(403);
    expect(JSON.parse(unenrolled.body ?? '{}')).toMatchObject({ message: 'Set up two-step sign-in to continue.' });
    expect((await call('changePassword', 'unenrolled')).statusCode).toBe(403);
  });

  it('admits only administrators to an administrator route', async () => {
    expect((await call('prices', 'administrator')).statusCode).toBe(200);
    expect((await call('prices', 'staff')).statusCode).toBe(403);
    expect((await call('prices', 'temporary')).statusCode).toBe(403);
  });
});
