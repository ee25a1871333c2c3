import { LIVE_EVENTS_PROTOCOL, parseClientMessage } from '@scout/shared/events';
import type { Caller, RequestOrigin } from '../core/caller';
import { logger } from '../core/logger';
import type { Audience, ConnectionSender, ConnectionStore } from './ports';

/** API Gateway closes a WebSocket connection after 2 hours at most; its record is kept no longer. */
export const CONNECTION_LIFETIME_SECONDS = 2 * 3600;

export interface ConnectionDeps {
  connections: ConnectionStore;
  sender: ConnectionSender;
  /** Verifies a session token as every API call does (signature, expiry, the user's current record). */
  authenticate(token: string, origin: RequestOrigin): Promise<Caller>;
  now(): Date;
}

/** Internal staff watch every organisation; a coach only their own. */
export function audienceOf(caller: Caller): Audience {
  return caller.principal.kind === 'coach' ? { kind: 'organization', organizationId: caller.organizationId } : { kind: 'internal' };
}

/**
 * The session token among the subprotocols a browser offered (`Sec-WebSocket-Protocol: scout-live-v1, <token>`),
 * or null when Scout's protocol is not among them.
 */
export function tokenOfProtocols(header: string | undefined): string | null {
  const offered = (header ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!offered.includes(LIVE_EVENTS_PROTOCOL)) return null;
  return offered.find((value) => value !== LIVE_EVENTS_PROTOCOL) ?? null;
}

export type OpenResult = { accepted: true; protocol: string } | { accepted: false; status: 400 | 401 };

/**
 * A browser opens its connection ($connect): the token it offered is verified as on every API call, and the
 * connection recorded under the audience the verified user belongs to. Refused (nothing recorded) without
 * Scout's protocol or with a token that does not verify.
 */
export async function openConnection(deps: ConnectionDeps, connectionId: string, protocolsHeader: string | undefined): Promise<OpenResult> {
  const token = tokenOfProtocols(protocolsHeader);
  if (!token) return { accepted: false, status: 400 };
  let caller: Caller;
  try {
    caller = await deps.authenticate(token, { sourceIp: null });
  } catch {
    return { accepted: false, status: 401 };
  }
  // A temporary password's token (or one awaiting a second factor) is good for finishing that step only.
  if (caller.restriction !== null) return { accepted: false, status: 401 };
  const now = deps.now();
  await deps.connections.put({
    connectionId,
    userId: caller.userId,
    organizationId: caller.organizationId,
    audience: audienceOf(caller),
    connectedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_LIFETIME_SECONDS,
  });
  return { accepted: true, protocol: LIVE_EVENTS_PROTOCOL };
}

/** The connection closed ($disconnect): forgotten. */
export async function closeConnection(deps: Pick<ConnectionDeps, 'connections'>, connectionId: string): Promise<void> {
  await deps.connections.remove(connectionId);
}

/** A frame from the browser ($default): a ping is answered with a pong carrying its id; anything else is dropped. */
export async function receiveFrame(deps: Pick<ConnectionDeps, 'sender' | 'now'>, connectionId: string, frame: string): Promise<void> {
  const message = parseClientMessage(frame);
  if (!message) {
    logger.info('Dropped a websocket frame that is not a message of the contract', { connectionId });
    return;
  }
  const pong = { type: 'pong', ...(message.id ? { id: message.id } : {}), at: deps.now().toISOString() };
  await deps.sender.send(connectionId, JSON.stringify(pong));
}
