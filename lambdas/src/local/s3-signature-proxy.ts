import { randomBytes } from 'node:crypto';
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { createSigV4Verifier, type Refusal } from './sigv4-verifier';

/**
 * The local S3's front door: checks each request's AWS Signature Version 4 (sigv4-verifier.ts) and streams what
 * passes to s3rver on its internal port; refuses the rest as S3 does (403 and an XML error). s3rver itself
 * accepts anonymous requests and checks no V4 signature.
 *
 * Bodies and responses are streamed through, never buffered (film ZIPs are several GB), on kept-alive
 * connections to s3rver.
 */

export interface S3SignatureProxyOptions {
  /** 0 picks a free port. */
  port: number;
  upstreamPort: number;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Origins the buckets' CORS rules allow: refusals carry the CORS headers too, so a browser can read them. */
  corsOrigins: string[];
}

export interface S3SignatureProxy {
  port: number;
  close(): Promise<void>;
}

/** Hop-by-hop headers: they describe one connection, not the message, so they are not passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'expect', 'te', 'trailer', 'upgrade']);

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function startS3SignatureProxy(options: S3SignatureProxyOptions): Promise<S3SignatureProxy> {
  const verifier = createSigV4Verifier(options.credentials);
  const allowedOrigins = new Set(options.corsOrigins);
  const upstream = new Agent({ keepAlive: true });

  function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const body =
      req.method === 'HEAD'
        ? ''
        : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message><RequestId>${requestId}</RequestId></Error>`;
    const headers: Record<string, string> = { 'content-type': 'application/xml', 'x-amz-request-id': requestId };
    const origin = req.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      Object.assign(headers, { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'ETag', vary: 'Origin' });
    }
    // Node reads and discards the body of a refused request after the answer, to keep the connection; for a
    // large body (or one of unknown length) the connection is closed instead, rather than reading gigabytes.
    if (!bodyIsSmall(req)) headers.connection = 'close';
    res.writeHead(refusal.status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
    res.end(body);
  }

  function forward(req: IncomingMessage, res: ServerResponse): void {
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port: options.upstreamPort,
      method: req.method,
      path: req.url,
      headers: passedOn(req.headers),
      agent: upstream,
    });
    outgoing.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, passedOn(answer.headers));
      pipeline(answer, res, () => undefined);
    });
    // An upstream failure before the answer starts is a 502; after it, the client's connection is cut.
    pipeline(req, outgoing, (error) => {
      if (!error) return;
      if (!res.headersSent) refuse(req, res, { status: 502, code: 'BadGateway', message: 'The local S3 (s3rver) did not answer' });
      else res.destroy();
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, sendContinue: boolean): Promise<void> {
    // S3 answers CORS preflights unsigned (the browser sends no credentials with them); s3rver applies the buckets' rules.
    if (req.method !== 'OPTIONS') {
      const verdict = await verifier.verify({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
      if (!verdict.ok) {
        refuse(req, res, verdict);
        return;
      }
    }
    if (sendContinue) res.writeContinue();
    forward(req, res);
  }

  function serve(req: IncomingMessage, res: ServerResponse, sendContinue: boolean): void {
    handle(req, res, sendContinue).catch(() => {
      if (!res.headersSent) refuse(req, res, { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' });
      else res.destroy();
    });
  }

  const server: Server = createServer({ keepAlive: true }, (req, res) => serve(req, res, false));
  // Expect: 100-continue (the SDK sends it with large PUTs): the signature is checked before the body is asked for.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => serve(req, res, true));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      upstream.destroy();
    },
  };
}

/** Up to this, a refused request's body is read and discarded so the connection stays open. */
const DISCARDED_BODY_LIMIT = 16 * 1024 * 1024;

function bodyIsSmall(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return false;
  return Number(req.headers['content-length'] ?? 0) <= DISCARDED_BODY_LIMIT;
}
