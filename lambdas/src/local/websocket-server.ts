import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { WebSocketEvent, WebSocketResult } from '../handlers/websocket';

/**
 * The local twin of API Gateway's WebSocket API, in the local stack's process, on one port:
 *
 * - browsers connect to ws://127.0.0.1:<port>; each upgrade, frame and close is handed to the WebSocket
 *   function (handlers/websocket.ts) as API Gateway would: $connect (with the upgrade's headers; a refusal is
 *   answered with its status and no socket), $default, $disconnect;
 * - the functions post to connections through the management API API Gateway offers,
 *   `POST /@connections/{connectionId}` (and DELETE to close one, with 1008 policy violation), with the same answers: 200, or 410 with
 *   `x-amzn-ErrorType: GoneException` for a connection that is not open. The AWS SDK's client is the caller.
 *
 * Unlike API Gateway, the management calls' SigV4 signatures are not verified: only that they are signed with
 * the embedded credentials' key id. The port is bound to 127.0.0.1.
 */

export interface LocalWebSocketServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** The WebSocket function: handlers/websocket.ts's handleWebSocketEvent. */
  handle(event: WebSocketEvent): Promise<WebSocketResult>;
  /** The access key id the management calls must be signed with. */
  accessKeyId: string;
  log?(line: string): void;
}

export interface LocalWebSocketServer {
  /** Where browsers connect: ws://127.0.0.1:<port>. */
  url: string;
  /** The management API's base (WEBSOCKET_CALLBACK_URL): http://127.0.0.1:<port>. */
  callbackUrl: string;
  /** Open connections right now. */
  openConnections(): number;
  close(): Promise<void>;
}

const CONNECTIONS_PATH = /^\/@connections\/([^/?]+)$/;
const MAX_POST_BYTES = 128 * 1024;

/** API Gateway's connection ids are 12-character base64 strings ending in '='. */
function newConnectionId(): string {
  return `${randomBytes(8).toString('base64').slice(0, 11)}=`;
}

function answer(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

function refuseUpgrade(socket: Duplex, status: number): void {
  const reason = status === 401 ? 'Unauthorized' : status === 400 ? 'Bad Request' : 'Internal Server Error';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_POST_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startLocalWebSocketServer(options: LocalWebSocketServerOptions): Promise<LocalWebSocketServer> {
  const sockets = new Map<string, WebSocket>();
  const selectedProtocols = new WeakMap<IncomingMessage, string>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_POST_BYTES,
    handleProtocols: (_offered, request) => selectedProtocols.get(request) ?? false,
  });
  const log = options.log ?? (() => undefined);

  async function manage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = CONNECTIONS_PATH.exec(req.url ?? '');
    if (!match) return answer(res, 404, { message: 'Not Found' });
    const authorization = req.headers.authorization ?? '';
    if (!authorization.includes(`Credential=${options.accessKeyId}/`)) {
      return answer(res, 403, { message: 'Missing Authentication Token' }, { 'x-amzn-ErrorType': 'ForbiddenException' });
    }
    const connectionId = decodeURIComponent(match[1] ?? '');
    const socket = sockets.get(connectionId);
    const gone = () => answer(res, 410, { message: 'Gone' }, { 'x-amzn-ErrorType': 'GoneException' });
    if (req.method === 'POST') {
      const body = await readBody(req);
      if (body === null) return answer(res, 413, { message: 'Payload Too Large' }, { 'x-amzn-ErrorType': 'PayloadTooLargeException' });
      if (!socket || socket.readyState !== socket.OPEN) return gone();
      socket.send(body.toString('utf8'));
      return answer(res, 200, {});
    }
    if (req.method === 'DELETE') {
      if (!socket) return gone();
      // API Gateway's DeleteConnection: the server ends the connection (its user's sessions ended), 1008 policy violation.
      socket.close(1008, 'Session ended');
      return answer(res, 204, {});
    }
    return answer(res, 405, { message: 'Method Not Allowed' });
  }

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const connectionId = newConnectionId();
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
    );
    const result = await options.handle({ requestContext: { routeKey: '$connect', connectionId }, headers });
    if (result.statusCode !== 200) {
      log(`ws   refused a connection (${result.statusCode})`);
      return refuseUpgrade(socket, result.statusCode);
    }
    const protocol = Object.entries(result.headers ?? {}).find(([name]) => name.toLowerCase() === 'sec-websocket-protocol')?.[1];
    if (protocol) selectedProtocols.set(req, protocol);
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      log(`ws   ${connectionId} connected (${sockets.size} open)`);
      ws.on('message', (data, isBinary) => {
        const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : String(data);
        options
          .handle({ requestContext: { routeKey: '$default', connectionId }, body, isBase64Encoded: isBinary })
          .catch((error: unknown) => log(`ws   ${connectionId} message failed: ${String(error)}`));
      });
      ws.on('close', () => {
        sockets.delete(connectionId);
        log(`ws   ${connectionId} disconnected (${sockets.size} open)`);
        options
          .handle({ requestContext: { routeKey: '$disconnect', connectionId } })
          .catch((error: unknown) => log(`ws   ${connectionId} disconnect failed: ${String(error)}`));
      });
    });
  }

  const server: Server = createServer((req, res) => {
    manage(req, res).catch(() => {
      if (!res.headersSent) answer(res, 500, { message: 'Internal server error' });
      else res.destroy();
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgrade(req, socket, head).catch((error: unknown) => {
      log(`ws   connect failed: ${String(error)}`);
      refuseUpgrade(socket, 500);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `ws://127.0.0.1:${port}`,
    callbackUrl: `http://127.0.0.1:${port}`,
    openConnections: () => sockets.size,
    async close() {
      for (const ws of sockets.values()) ws.terminate();
      wss.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
