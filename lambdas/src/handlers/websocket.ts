import { authenticate } from '../composition/authentication';
import { connectionSender, liveConnections } from '../composition/live-events';
import { withLambdaContext } from '../core/logger';
import { closeConnection, openConnection, receiveFrame, type ConnectionDeps } from '../live-events/connections';
import type { ConnectionSender } from '../live-events/ports';

/**
 * The WebSocket API's function: $connect verifies the browser's token and records the connection, $disconnect
 * forgets it, $default answers pings. The local stack's WebSocket server calls it with the same events.
 */
export interface WebSocketEvent {
  requestContext: { routeKey: string; connectionId: string };
  /** On $connect: the upgrade request's headers (API Gateway keeps their case; read without it). */
  headers?: Record<string, string | undefined>;
  body?: string | null;
  isBase64Encoded?: boolean;
}

export interface WebSocketResult {
  statusCode: number;
  headers?: Record<string, string>;
}

const noSender: ConnectionSender = {
  send: () => Promise.reject(new Error('WEBSOCKET_CALLBACK_URL is not set: this function cannot answer its connections')),
  close: () => Promise.reject(new Error('WEBSOCKET_CALLBACK_URL is not set: this function cannot close its connections')),
};

const deps: ConnectionDeps = {
  connections: liveConnections(),
  sender: connectionSender() ?? noSender,
  authenticate,
  now: () => new Date(),
};

function header(event: WebSocketEvent, name: string): string | undefined {
  const entry = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return entry?.[1];
}

export async function handleWebSocketEvent(event: WebSocketEvent): Promise<WebSocketResult> {
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') {
    const opened = await openConnection(deps, connectionId, header(event, 'sec-websocket-protocol'));
    return opened.accepted ? { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': opened.protocol } } : { statusCode: opened.status };
  }
  if (routeKey === '$disconnect') {
    await closeConnection(deps, connectionId);
    return { statusCode: 200 };
  }
  const frame = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  await receiveFrame(deps, connectionId, frame);
  return { statusCode: 200 };
}

export const handler = withLambdaContext(handleWebSocketEvent);
