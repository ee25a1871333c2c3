import { ACCESS_GATE_HEADER, ACCESS_GATE_REQUIRED, buildPath, routeKey, type RouteDefinition } from '@scout/shared/api';
import type { z } from 'zod';
import { env } from '../config/env';
import { ApiError } from './api-error';
import { gatePass, reopenGate } from './gate-pass';
import { logResponseBody } from './log-sanitize';
import { levelForStatus, logger } from './logger';

/**
 * What the API log keeps of each call (category 'api'; the logger sanitises it): the Network Monitor and the
 * Performance page read these. The path is the contract's template ('/reports/{id}'), never the concrete path,
 * and the query is not kept (no share token, id or search term in the logs).
 */
export interface ApiLogData {
  routeId: string;
  method: string;
  /** The contract's path template ('/shared/{token}'). */
  path: string;
  /** 0 when no answer came (network error or timeout). */
  status: number;
  durationMs: number;
  /** Characters of the answer. */
  size: number;
  request: unknown;
  /** The answer, summarised over 2000 characters. */
  response: unknown;
  error?: string;
}

/** Requests time out after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The calls that start video processing wait up to 300 s. */
export const VIDEO_PROCESSING_TIMEOUT_MS = 300_000;

/**
 * How the client reaches the session without importing a feature: the app wires these at start-up.
 */
export interface SessionHooks {
  getToken(): string | null;
  /** Returns a new token, or null. Scout has no refresh endpoint, so the default always fails. */
  refreshSession(): Promise<string | null>;
  /** Runs once per failed refresh, however many requests were waiting on it: log out, go to '/login'. */
  onSessionExpired(): void;
}

const defaultHooks: SessionHooks = {
  getToken: () => null,
  refreshSession: async () => null,
  onSessionExpired: () => undefined,
};

/** Whether a route declares path parameters ({} and Record<string, never> declare none). */
type HasKeys<T> = string extends keyof T ? false : keyof T extends never ? false : true;

type ParamsOf<D extends RouteDefinition> = z.input<D['params']>;

export type CallOptions<D extends RouteDefinition> = (HasKeys<ParamsOf<D>> extends true
  ? { params: ParamsOf<D> }
  : { params?: ParamsOf<D> }) & {
  query?: z.input<D['query']>;
  body?: z.input<D['body']>;
  /** Cancels the request (react-query passes one); cancellation rethrows the AbortError. */
  signal?: AbortSignal;
  /** Uses this token instead of the session's, and leaves a 401 to the caller (used while signing in). */
  token?: string;
  /** This call's timeout instead of the client's (the video processing calls wait 300 s). */
  timeoutMs?: number;
  /**
   * The spec's retry directly against the gateway (concept, development-task and internal-user calls): when the
   * client knows the gateway's own URL, a 404 ('not-found'), or also a network error ('not-found-or-network'),
   * is tried once more there.
   */
  retryOnGateway?: GatewayRetry;
};

export type GatewayRetry = 'not-found' | 'not-found-or-network';

type CallArgs<D extends RouteDefinition> = HasKeys<ParamsOf<D>> extends true ? [options: CallOptions<D>] : [options?: CallOptions<D>];

export interface ApiClientOptions {
  baseUrl: string;
  /** The API Gateway's own URL, for calls made with `retryOnGateway` (null or absent: no such retry). */
  gatewayUrl?: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  hooks?: Partial<SessionHooks>;
}

export interface ApiClient {
  /**
   * Calls a contract route, given as its definition (`reportOwnRoutes.getReport`): a screen's code carries the
   * routes of the domains it calls, not the whole contract, so the first load stays small.
   */
  call<D extends RouteDefinition>(route: D, ...args: CallArgs<D>): Promise<z.output<D['response']>>;
  /** Replaces some of the session hooks. */
  configure(hooks: Partial<SessionHooks>): void;
}

interface RawResponse {
  /** The gate's pass the request carried (null: none). */
  sentPass: string | null;
  status: number;
  ok: boolean;
  contentType: string;
  text: string;
}

function toQueryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isJsonContentType(contentType: string): boolean {
  return /[/+]json\b/i.test(contentType);
}

function parseBody(text: string, contentType: string): unknown {
  if (text === '') return null;
  if (!isJsonContentType(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return `Request failed with status ${status}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let hooks: SessionHooks = { ...defaultHooks, ...options.hooks };
  let refreshInFlight: Promise<string | null> | null = null;

  /** Concurrent 401s share one refresh attempt; its failure expires the session once. */
  function refreshOnce(): Promise<string | null> {
    refreshInFlight ??= (async () => {
      try {
        const token = await hooks.refreshSession().catch(() => null);
        if (!token) hooks.onSessionExpired();
        return token;
      } finally {
        refreshInFlight = null;
      }
    })();
    return refreshInFlight;
  }

  async function send(
    route: Pick<RouteDefinition, 'method' | 'path'> & { id: string },
    url: string,
    body: unknown,
    token: string | null,
    signal: AbortSignal | undefined,
    timeoutMs: number,
  ): Promise<RawResponse> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    else signal?.addEventListener('abort', forwardAbort, { once: true });

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const pass = gatePass();
    if (pass) headers[ACCESS_GATE_HEADER] = pass;
    const { id: routeId, method, path } = route;
    const started = Date.now();
    try {
      const response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      const text = await response.text();
      const contentType = response.headers.get('content-type') ?? '';
      const durationMs = Date.now() - started;
      logger[levelForStatus(response.status)]('api', `${method} ${path} -> ${response.status} in ${durationMs} ms`, {
        routeId,
        method,
        path,
        status: response.status,
        durationMs,
        size: text.length,
        request: body,
        response: logResponseBody(parseBody(text, contentType), text.length),
      } satisfies ApiLogData);
      return { sentPass: pass, status: response.status, ok: response.ok, contentType, text };
    } catch (error) {
      if (signal?.aborted && !timedOut) throw error;
      const message = timedOut ? `Request timed out after ${timeoutMs / 1000} s` : 'Network error';
      logger.error('api', `${method} ${path}: ${message}`, {
        routeId,
        method,
        path,
        status: 0,
        durationMs: Date.now() - started,
        size: 0,
        request: body,
        response: null,
        error: message,
      } satisfies ApiLogData);
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message, routeId, cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function call<D extends RouteDefinition>(route: D, ...args: CallArgs<D>): Promise<z.output<D['response']>> {
    const callOptions = (args[0] ?? {}) as CallOptions<D>;
    const routeId = routeKey(route);
    const params = route.params.parse(callOptions.params ?? {}) as Record<string, string>;
    const query = route.query.parse(callOptions.query ?? {}) as Record<string, unknown>;
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : route.body.parse(callOptions.body);
    const pathAndQuery = `${buildPath(route.path, params)}${toQueryString(query)}`;
    const url = `${options.baseUrl}${pathAndQuery}`;

    const mayRefresh = route.auth !== 'public' && callOptions.token === undefined;
    const callTimeoutMs = callOptions.timeoutMs ?? timeoutMs;
    const logged = { id: routeId, method: route.method, path: route.path };
    const sendTo = async (target: string): Promise<RawResponse> => {
      let answer = await send(logged, target, body, callOptions.token ?? hooks.getToken(), callOptions.signal, callTimeoutMs);
      if (answer.status === 401 && mayRefresh) {
        const freshToken = await refreshOnce();
        // At most one retry per request after a 401.
        if (freshToken) answer = await send(logged, target, body, freshToken, callOptions.signal, callTimeoutMs);
      }
      return answer;
    };

    const gatewayUrl = options.gatewayUrl && options.gatewayUrl !== options.baseUrl ? options.gatewayUrl : null;
    const retry = gatewayUrl ? callOptions.retryOnGateway : undefined;
    let raw: RawResponse;
    try {
      raw = await sendTo(url);
    } catch (error) {
      const networkFailure = error instanceof ApiError && error.code === 'NETWORK_ERROR' && !callOptions.signal?.aborted;
      if (!(retry === 'not-found-or-network' && networkFailure && gatewayUrl)) throw error;
      logger.warn('api', `${route.method} ${route.path}: network error, trying the gateway directly`);
      raw = await sendTo(`${gatewayUrl}${pathAndQuery}`);
    }
    if (raw.status === 404 && retry && gatewayUrl) {
      logger.warn('api', `${route.method} ${route.path}: 404, trying the gateway directly`);
      raw = await sendTo(`${gatewayUrl}${pathAndQuery}`);
    }

    const parsedBody = parseBody(raw.text, raw.contentType);
    if (raw.status === 403 && messageOf(parsedBody, raw.status) === ACCESS_GATE_REQUIRED) reopenGate(raw.sentPass);
    if (!raw.ok) {
      throw new ApiError({
        status: raw.status,
        code: 'HTTP_ERROR',
        message: messageOf(parsedBody, raw.status),
        body: parsedBody,
        contentType: raw.contentType,
        routeId,
      });
    }

    const invalid = (detail: unknown) => {
      logger.error('api', `Invalid response from ${routeId}`, detail);
      return new ApiError({
        status: raw.status,
        code: 'INVALID_RESPONSE',
        message: 'Invalid response from server',
        body: parsedBody,
        contentType: raw.contentType,
        routeId,
      });
    };
    if (/text\/html/i.test(raw.contentType)) throw invalid('HTML content type');
    // A JSON content type was parsed already; a body sent without one is accepted if it is JSON.
    let json: unknown = parsedBody;
    if (typeof parsedBody === 'string' && !isJsonContentType(raw.contentType)) {
      try {
        json = JSON.parse(parsedBody) as unknown;
      } catch {
        throw invalid('Body is not JSON');
      }
    }
    const result = (route.response as z.ZodType<z.output<D['response']>>).safeParse(json);
    if (!result.success) throw invalid(result.error.issues);
    return result.data;
  }

  return {
    call,
    configure(next) {
      hooks = { ...hooks, ...next };
    },
  };
}

const apiClient = createApiClient({ baseUrl: env.apiUrl, gatewayUrl: env.gatewayUrl });

/** Calls one contract route; the response is validated and normalised to camelCase. */
export const callApi: ApiClient['call'] = apiClient.call;
/** Wires the session (token, refresh, expiry) into the client; app/ calls it once at start-up. */
export const configureApiSession: ApiClient['configure'] = apiClient.configure;
