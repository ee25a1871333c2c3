import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSigV4Verifier, type Refusal } from './sigv4-verifier';

/**
 * The local S3's front door: checks each request's AWS Signature Version 4 (sigv4-verifier.ts) and hands what
 * passes to s3rver's request handler in the same process; refuses the rest as S3 does (403 and an XML error).
 * s3rver on its own accepts anonymous requests and checks no V4 signature.
 *
 * s3rver is not behind a second HTTP hop: its handler (`s3rver.callback()`) reads the very request this server
 * received, so bodies stream straight to it (film ZIPs are several GB) and connections stay kept alive.
 */

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface S3SignatureGateOptions {
  /** 0 picks a free port. */
  port: number;
  /** What a correctly signed request (or a CORS preflight) is handed to: s3rver. */
  handler: RequestHandler;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Origins the buckets' CORS rules allow: refusals carry the CORS headers too, so a browser can read them. */
  corsOrigins: string[];
}

export interface S3SignatureGate {
  port: number;
  close(): Promise<void>;
}

/** Up to this, a refused request's body is read and discarded so the connection stays open. */
const DISCARDED_BODY_LIMIT = 16 * 1024 * 1024;

function bodyIsSmall(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return false;
  return Number(req.headers['content-length'] ?? 0) <= DISCARDED_BODY_LIMIT;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function startS3SignatureGate(options: S3SignatureGateOptions): Promise<S3SignatureGate> {
  const verifier = createSigV4Verifier(options.credentials);
  const allowedOrigins = new Set(options.corsOrigins);

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
    options.handler(req, res);
  }

  function serve(req: IncomingMessage, res: ServerResponse, sendContinue: boolean): void {
    handle(req, res, sendContinue).catch(() => {
      if (!res.headersSent)
        refuse(req, res, { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' });
      else res.destroy();
    });
  }

  const server: Server = createServer({ keepAlive: true }, (req, res) => serve(req, res, false));
  // Expect: 100-continue (the SDK sends it with PUTs of 2 MB and more): the signature is checked before the body is asked for.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => serve(req, res, true));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // SDK clients keep connections alive; end them so close() does not wait for their idle timeout.
      server.closeAllConnections();
      await closed;
    },
  };
}
