import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type SessionHooks } from './api-client';
import { ApiError } from './api-error';
import { authRoutes, conceptRoutes, reportOwnRoutes, shareLinkRoutes, systemRoutes } from '@scout/shared/api';
import { logger } from './logger';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (request: Recorded) => Response | Promise<Response>;

function fakeFetch(responder: Responder) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    return responder(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const snakeReport = {
  id: 'r1',
  title: 'Week 3',
  organization_id: 'org-eagles',
  status: 'in_progress',
  created_at: '2026-02-01T10:00:00.000Z',
  opponent_name: 'Ridgeview Rams',
  opponent_abbreviation: 'RR',
  package_type: 'full',
  payment_status: 'completed',
  total_cards: 12,
};

/** A fetch that only settles when its signal aborts, as a real one does. */
function fetchThatHangsUntilAborted(): typeof globalThis.fetch {
  return ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })) as typeof globalThis.fetch;
}

function client(responder: Responder, hooks: Partial<SessionHooks> = {}, timeoutMs?: number) {
  const fake = fakeFetch(responder);
  const api = createApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, hooks, timeoutMs });
  return { api, calls: fake.calls };
}

describe('callApi', () => {
  it('builds the URL from the contract, sends the bearer token, and normalises the response to camelCase', async () => {
    const { api, calls } = client(() => json(200, { reports: [snakeReport], total: 1 }), { getToken: () => 'tok-1' });

    const result = await api.call(reportOwnRoutes.listReports, { query: { organization_id: 'org-eagles', showCompleted: false } });

    expect(calls[0]?.url).toBe('http://api.test/reports?organization_id=org-eagles&showCompleted=false');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-1');
    expect(calls[0]?.headers.Accept).toBe('application/json');
    expect(result.total).toBe(1);
    expect(result.reports[0]).toMatchObject({
      id: 'r1',
      organizationId: 'org-eagles',
      opponentName: 'Ridgeview Rams',
      cardsCount: 12,
      packageType: 'full',
    });
  });

  it('fills and encodes path parameters', async () => {
    const { api, calls } = client(() => json(200, snakeReport));

    await api.call(reportOwnRoutes.getReport, { params: { id: 'r 1/x' }, query: { internal: true } });

    expect(calls[0]?.url).toBe('http://api.test/reports/r%201%2Fx?internal=true');
  });

  it('logs the contract template of a call, never its ids, token or query', async () => {
    const token = 'Qm9zY29lLXNoYXJlLXRva2VuLTEyMzQ1Njc4OTA_xY';
    const { api, calls } = client(() => json(404, { statusCode: 404, error: 'Not Found', message: 'No such link' }));
    const before = logger.entries().length;

    await expect(api.call(shareLinkRoutes.getSharedReport, { params: { token }, query: { refresh: true } })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(api.call(reportOwnRoutes.getReport, { params: { id: 'report-42' }, query: { internal: true } })).rejects.toBeInstanceOf(
      ApiError,
    );

    expect(calls.map((call) => call.url)).toEqual([
      `http://api.test/shared/${token}?refresh=true`,
      'http://api.test/reports/report-42?internal=true',
    ]);
    const logged = logger.entries().slice(before);
    expect(logged.map((entry) => entry.message.replace(/\d+ ms$/, 'N ms'))).toEqual([
      'GET /shared/{token} -> 404 in N ms',
      'GET /reports/{id} -> 404 in N ms',
    ]);
    expect(logged[0]?.data).toMatchObject({ routeId: 'GET /shared/{token}', path: '/shared/{token}', status: 404 });
    expect(logged[0]?.data).not.toHaveProperty('query');
    const text = JSON.stringify(logged);
    expect(text).not.toContain(token);
    expect(text).not.toContain('report-42');
    expect(text).not.toContain('refresh');
    expect(text).not.toContain('internal');
  });

  it('sends a JSON body without a token when there is none', async () => {
    const { api, calls } = client(() => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }));

    await expect(api.call(authRoutes.login, { body: { username: 'coach', password: 'x' } })).rejects.toBeInstanceOf(ApiError);

    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.body).toEqual({ username: 'coach', password: 'x' });
  });

  it('raises an ApiError with the status, the parsed body and its message for an error answer', async () => {
    const body = { statusCode: 404, error: 'NotFound', message: 'Report not found' };
    const { api } = client(() => json(404, body));

    const error = await api.call(reportOwnRoutes.getReport, { params: { id: 'nope' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'HTTP_ERROR', body, message: 'Report not found' });
  });

  it('keeps a non-JSON error body as text', async () => {
    const { api } = client(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));

    const error = await api.call(systemRoutes.health).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' });
  });

  it('rejects a 2xx HTML answer as an invalid response', async () => {
    const { api } = client(() => new Response('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));

    await expect(api.call(authRoutes.login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Invalid response from server',
    });
  });

  it('rejects a 2xx answer that breaks the contract (a login answer that is not an object)', async () => {
    const { api } = client(() => json(200, 'ok'));

    await expect(api.call(authRoutes.login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('reports a failed fetch as NETWORK_ERROR with status 0', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(api.call(systemRoutes.health)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  describe('timeout', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('aborts after 30 s by default and reports NETWORK_ERROR', async () => {
      const api = createApiClient({ baseUrl: 'http://api.test', fetch: fetchThatHangsUntilAborted() });

      let outcome: unknown = 'pending';
      const done = api.call(systemRoutes.health).catch((e: unknown) => (outcome = e));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(outcome).toBe('pending');

      await vi.advanceTimersByTimeAsync(1);
      await done;

      expect(outcome).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Request timed out after 30 s' });
    });

    it("waits for a call's own timeout when it names one (the video processing calls wait 300 s)", async () => {
      const api = createApiClient({ baseUrl: 'http://api.test', fetch: fetchThatHangsUntilAborted() });

      let outcome: unknown = 'pending';
      const done = api.call(systemRoutes.health, { timeoutMs: 300_000 }).catch((e: unknown) => (outcome = e));
      await vi.advanceTimersByTimeAsync(299_999);
      expect(outcome).toBe('pending');

      await vi.advanceTimersByTimeAsync(1);
      await done;

      expect(outcome).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Request timed out after 300 s' });
    });
  });

  it("rethrows the caller's cancellation instead of wrapping it", async () => {
    const controller = new AbortController();
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: fetchThatHangsUntilAborted() });

    const pending = api.call(systemRoutes.health, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();

    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  describe('401 handling', () => {
    it('tries a refresh, then expires the session once and raises the 401', async () => {
      const onSessionExpired = vi.fn();
      const refreshSession = vi.fn(async () => null);
      const { api, calls } = client(() => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }), {
        getToken: () => 'stale',
        refreshSession,
        onSessionExpired,
      });

      await expect(api.call(reportOwnRoutes.listReports)).rejects.toMatchObject({ status: 401 });

      expect(refreshSession).toHaveBeenCalledOnce();
      expect(onSessionExpired).toHaveBeenCalledOnce();
      expect(calls).toHaveLength(1);
    });

    it('shares one refresh attempt between concurrent 401s', async () => {
      const onSessionExpired = vi.fn();
      let release: (token: string | null) => void = () => undefined;
      const refreshSession = vi.fn(() => new Promise<string | null>((resolve) => (release = resolve)));
      const { api } = client(() => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }), {
        getToken: () => 'stale',
        refreshSession,
        onSessionExpired,
      });

      const first = api.call(reportOwnRoutes.listReports).catch((e: unknown) => e);
      const second = api.call(authRoutes.getOrganizationDetails).catch((e: unknown) => e);
      await vi.waitFor(() => expect(refreshSession).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      release(null);

      expect(await first).toMatchObject({ status: 401 });
      expect(await second).toMatchObject({ status: 401 });
      expect(refreshSession).toHaveBeenCalledOnce();
      expect(onSessionExpired).toHaveBeenCalledOnce();
    });

    it('retries the request once with a refreshed token, if a refresh ever succeeds', async () => {
      const { api, calls } = client(
        (request) =>
          request.headers.Authorization === 'Bearer fresh'
            ? json(200, { id: 'org-eagles', organization_name: 'Eagles Football' })
            : json(401, {}),
        { getToken: () => 'stale', refreshSession: async () => 'fresh' },
      );

      await expect(api.call(authRoutes.getOrganizationDetails)).resolves.toEqual({ id: 'org-eagles', organizationName: 'Eagles Football' });
      expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    });

    it('does not refresh on a 401 from a public route', async () => {
      const refreshSession = vi.fn(async () => null);
      const { api } = client(() => json(401, {}), { getToken: () => 'tok', refreshSession });

      await expect(api.call(systemRoutes.health)).rejects.toMatchObject({ status: 401 });
      expect(refreshSession).not.toHaveBeenCalled();
    });

    it('never refreshes on a 401 from login', async () => {
      const refreshSession = vi.fn(async () => null);
      const onSessionExpired = vi.fn();
      const { api } = client(() => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }), {
        refreshSession,
        onSessionExpired,
      });

      await expect(api.call(authRoutes.login, { body: { username: 'coach', password: 'wrong' } })).rejects.toMatchObject({ status: 401 });

      expect(refreshSession).not.toHaveBeenCalled();
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it('leaves a 401 to the caller when the caller passed its own token (signing in)', async () => {
      const onSessionExpired = vi.fn();
      const { api, calls } = client(() => json(401, {}), { getToken: () => null, onSessionExpired });

      await expect(api.call(authRoutes.getOrganizationDetails, { token: 'new-token' })).rejects.toMatchObject({ status: 401 });

      expect(calls[0]?.headers.Authorization).toBe('Bearer new-token');
      expect(onSessionExpired).not.toHaveBeenCalled();
    });
  });

  describe('the retry directly against the gateway', () => {
    const concept = {
      id: 'c1',
      organizationId: 'org-eagles',
      name: 'Mesh',
      conceptType: 'pass',
      description: '',
      exampleCardId: null,
      exampleReportId: null,
      cardsCount: 0,
      createdAt: '2026-02-01T10:00:00.000Z',
      updatedAt: '2026-02-01T10:00:00.000Z',
      createdBy: 'u1',
      version: 1,
    };
    function gatewayClient(responder: Responder) {
      const fake = fakeFetch(responder);
      const api = createApiClient({ baseUrl: 'https://api.scout.test', gatewayUrl: 'https://abc.execute-api.test', fetch: fake.fetch });
      return { api, calls: fake.calls };
    }

    it('tries a 404 once more at the gateway when the call asks for it, keeping path and query', async () => {
      const { api, calls } = gatewayClient((request) =>
        request.url.startsWith('https://abc.') ? json(200, { concepts: [concept] }) : json(404, {}),
      );

      const answer = await api.call(conceptRoutes.listConcepts, { query: { conceptType: 'pass' }, retryOnGateway: 'not-found' });

      expect(answer.concepts.map((item) => item.name)).toEqual(['Mesh']);
      expect(calls.map((call) => call.url)).toEqual([
        'https://api.scout.test/concepts?conceptType=pass',
        'https://abc.execute-api.test/concepts?conceptType=pass',
      ]);
    });

    it('raises the gateway answer when it is a 404 too, after exactly one retry', async () => {
      const { api, calls } = gatewayClient(() => json(404, { message: 'Concept not found' }));

      await expect(
        api.call(conceptRoutes.deleteConcept, { params: { conceptId: 'c9' }, retryOnGateway: 'not-found' }),
      ).rejects.toMatchObject({ status: 404, message: 'Concept not found' });
      expect(calls).toHaveLength(2);
    });

    it('retries a network error only for calls that say so', async () => {
      const { api, calls } = gatewayClient((request) => {
        if (request.url.startsWith('https://api.scout.test')) throw new TypeError('Failed to fetch');
        return json(200, { concepts: [concept] });
      });

      await expect(api.call(conceptRoutes.listConcepts, { retryOnGateway: 'not-found' })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
      expect(calls).toHaveLength(1);

      const answer = await api.call(conceptRoutes.listConcepts, { retryOnGateway: 'not-found-or-network' });
      expect(answer.concepts).toHaveLength(1);
      expect(calls.map((call) => call.url)).toEqual([
        'https://api.scout.test/concepts',
        'https://api.scout.test/concepts',
        'https://abc.execute-api.test/concepts',
      ]);
    });

    it('does not retry without the option, or when the client does not know a separate gateway', async () => {
      const { api, calls } = gatewayClient(() => json(404, {}));
      await expect(api.call(conceptRoutes.listConcepts)).rejects.toMatchObject({ status: 404 });
      expect(calls).toHaveLength(1);

      const plain = client(() => json(404, {}));
      await expect(plain.api.call(conceptRoutes.listConcepts, { retryOnGateway: 'not-found-or-network' })).rejects.toMatchObject({
        status: 404,
      });
      expect(plain.calls).toHaveLength(1);
    });
  });
});
