import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { MAX_REQUEST_BODY_BYTES, MalformedPathError, REQUEST_BODY_TOO_LARGE, contract, matchPath, routeKey } from '@scout/shared/api';
import type { RouteDefinition, RouteDomain } from '@scout/shared/api';
import { API_RESPONSE_HEADERS } from '@scout/shared/web';
import { PayloadTooLargeError, errorResponse, mapError, toApiGatewayEvent } from '@scout/lambdas/local';

type DomainHandler = (event: ReturnType<typeof toApiGatewayEvent>) => Promise<APIGatewayProxyStructuredResultV2>;

export interface ApiServerOptions {
  port: number;
  /**
   * Browser origins allowed by CORS, as the HTTP API's CORS configuration allows the site. Like that
   * configuration it applies to the whole API: a webhook's sender, a server, ignores it.
   */
  allowedOrigins: string[];
  /**
   * Host names besides localhost, 127.0.0.1 and ::1 this server answers for (the --web-host names). Any other
   * Host header answers 421 before anything runs: a page on an attacker's name that resolves to 127.0.0.1 (DNS
   * rebinding) is same-origin with its own name, so CORS would not stop it reaching the demo accounts here.
   */
  allowedHosts?: string[];
  handlers: Record<RouteDomain, { handler: DomainHandler }>;
  /**
   * The routes it serves: the contract's (tests pass routes the contract does not declare). Whatever a route's
   * auth kind, the request goes to its domain's handler as API Gateway sends it (no authorizer here either):
   * the handler checks the Bearer token, or on a webhook route the signature over the raw body, which is
   * passed on byte for byte.
   */
  routes?: Readonly<Record<string, RouteDefinition>>;
  /**
   * Pages the local stack serves beside the API for services AWS does not run here (the local checkout page
   * standing in for Stripe's): true when it answered the request.
   */
  pages?: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
  log?: (line: string) => void;
}

/**
 * Reads a request body up to the API's limit; 'too-large' as soon as the declared length or the bytes received
 * pass it (nothing more is kept in memory).
 */
/**
 * What a refused body may still send while its 413 goes out: read and dropped, so the client finishes writing
 * and reads the answer (closing at once would break its write with EPIPE before it sees the 413); past this
 * the connection is cut.
 */
const MAX_DISCARDED_BYTES = 16 * MAX_REQUEST_BODY_BYTES;

function discardRest(req: IncomingMessage): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) req.destroy();
  });
  req.resume();
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_REQUEST_BODY_BYTES) {
    discardRest(req);
    return Promise.resolve('too-large');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BODY_BYTES) {
        req.off('data', onData);
        chunks.length = 0;
        discardRest(req);
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The Host header's name without its port, lower case; null when there is none. */
function hostName(req: IncomingMessage): string | null {
  const host = req.headers.host?.trim().toLowerCase();
  if (!host) return null;
  return host.replace(/:\d+$/, '');
}

/** Whether the request names this server by one of its own names (DNS rebinding: see ApiServerOptions.allowedHosts). */
export function isAllowedHost(req: IncomingMessage, allowedHosts: readonly string[] = []): boolean {
  const name = hostName(req);
  return name !== null && (LOOPBACK_HOSTS.includes(name) || allowedHosts.some((allowed) => allowed.toLowerCase() === name));
}

export const MISDIRECTED_REQUEST_MESSAGE = 'This server answers only for localhost, 127.0.0.1 and its configured host names.';

function corsHeaders(req: IncomingMessage, allowedOrigins: string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !allowedOrigins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'access-control-allow-headers': 'authorization,content-type,x-scout-gate',
    'access-control-max-age': '600',
    // A 429's Retry-After is not a CORS-safelisted header: the browser app may read it only if exposed.
    'access-control-expose-headers': 'retry-after',
    vary: 'Origin',
  };
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer): void {
  res.writeHead(status, headers);
  res.end(body);
}

/**
 * Sends an API Gateway result: a Lambda handler's, or the server's own error answer, built by the handlers'
 * error mapper so it has the same shape ({ statusCode, error, message }) and headers.
 */
function sendResult(res: ServerResponse, cors: Record<string, string>, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string> = { ...cors };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  const payload = result.body === undefined ? undefined : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  send(res, result.statusCode ?? 200, headers, payload);
}

/** The route for a request, or 'malformed' when its path has a route's shape but cannot be decoded. */
function findRoute(
  routes: Readonly<Record<string, RouteDefinition>>,
  method: string | undefined,
  pathname: string,
): RouteDefinition | 'malformed' | undefined {
  try {
    return Object.values(routes).find((route) => route.method === method && matchPath(route.path, pathname) !== null);
  } catch (err) {
    if (err instanceof MalformedPathError) return 'malformed';
    throw err;
  }
}

async function handle(req: IncomingMessage, res: ServerResponse, options: ApiServerOptions, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!isAllowedHost(req, options.allowedHosts)) {
    // No CORS headers and no handler: the page that sent it learns nothing.
    sendResult(res, {}, errorResponse(421, 'Misdirected Request', MISDIRECTED_REQUEST_MESSAGE));
    log(`${req.method} ${url.pathname} 421 host ${req.headers.host ?? '(none)'}`);
    return;
  }
  if (options.pages && (await options.pages(req, res, url.pathname))) {
    log(`${req.method} ${url.pathname} ${res.statusCode} ${Date.now() - started}ms`);
    return;
  }
  const cors = corsHeaders(req, options.allowedOrigins);
  if (req.method === 'OPTIONS') {
    send(res, 204, { ...cors, ...API_RESPONSE_HEADERS });
    return;
  }
  const route = findRoute(options.routes ?? contract, req.method, url.pathname);
  if (route === 'malformed') {
    sendResult(res, cors, mapError(new MalformedPathError(), { route: url.pathname }));
    log(`${req.method} ${url.pathname} 400 malformed path`);
    return;
  }
  if (!route) {
    sendResult(res, cors, errorResponse(404, 'Not Found', 'Not found'));
    return;
  }
  const body = await readBody(req);
  if (body === 'too-large') {
    // Answered before the handler runs, as API Gateway's own limit would; the rest of the body is dropped.
    sendResult(res, cors, mapError(new PayloadTooLargeError(REQUEST_BODY_TOO_LARGE), { route: routeKey(route) }));
    log(`${req.method} ${url.pathname} 413 body too large`);
    return;
  }
  const event = toApiGatewayEvent(
    {
      method: route.method,
      path: url.pathname,
      rawQueryString: url.search.slice(1),
      headers: req.headers,
      body,
      sourceIp: req.socket.remoteAddress,
    },
    routeKey(route),
    matchPath(route.path, url.pathname) ?? {},
  );
  const result = await options.handlers[route.domain].handler(event);
  sendResult(res, cors, result);
  log(`${req.method} ${url.pathname} ${result.statusCode ?? 200} ${Date.now() - started}ms`);
}

/**
 * The API Gateway of the local stack: matches each request against the contract's routes, turns it into
 * the HTTP API (payload 2.0) event AWS would send, and invokes the very Lambda handler module of the
 * route's domain.
 */
export function startApiServer(options: ApiServerOptions): Promise<Server> {
  const log = options.log ?? (() => undefined);
  const server = createServer((req, res) => {
    // Nothing a request does may stop the server: whatever escapes handle() answers 500 (or, once the answer
    // has started, ends the connection) and is logged.
    handle(req, res, options, log).catch((err: unknown) => {
      log(`${req.method} ${req.url} 500 ${err instanceof Error ? err.message : String(err)}`);
      try {
        if (res.headersSent) res.destroy();
        // The handlers' generic 500: the error is logged, never sent.
        else sendResult(res, corsHeaders(req, options.allowedOrigins), mapError(err, { route: `${req.method} ${req.url}` }));
      } catch {
        // The connection is gone: nothing left to answer.
        res.destroy();
      }
    });
  });
  // An idle kept-alive connection stays open longer than a client waits between its calls. Node closes one after 5 s
  // by default, and a client reusing it at that moment gets ECONNRESET: a browser test's API context did, between two
  // calls 10 s apart. API Gateway keeps them far longer. (server.close() still ends idle connections at once.)
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}

export function serverPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}
