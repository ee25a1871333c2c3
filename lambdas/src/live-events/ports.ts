import type { ServerEvent } from '@scout/shared/events';

/**
 * Live events: the server pushes what changed to the browsers that may see it, over a WebSocket connection
 * each browser keeps open (API Gateway's WebSocket API in AWS, the local stack's `ws` server locally).
 */

/** Who a connection receives events for: one organisation's, or every organisation's (internal staff). */
export type Audience = { kind: 'organization'; organizationId: string } | { kind: 'internal' };

/** An open browser connection, recorded when it opened (its token verified) and dropped when it closes. */
export interface LiveConnection {
  connectionId: string;
  userId: string;
  /** The organisation of the signed-in user (staff's own organisation for internal users). */
  organizationId: string;
  audience: Audience;
  connectedAt: string;
  /** When the record may be forgotten (epoch seconds): a connection cannot outlive it (API Gateway: 2 hours). */
  expiresAt: number;
}

export interface ConnectionStore {
  put(connection: LiveConnection): Promise<void>;
  /** Idempotent: removing a connection that is not there does nothing. */
  remove(connectionId: string): Promise<void>;
  /** The connections of one audience that have not expired at `nowSeconds`. */
  listByAudience(audience: Audience, nowSeconds: number): Promise<LiveConnection[]>;
  /** Every recorded connection of one user, expired or not (their sessions ending closes them all). */
  listByUser(userId: string): Promise<LiveConnection[]>;
}

/**
 * Posts one frame to one connection (API Gateway's PostToConnection, or the local server's twin of it).
 * 'gone' when the connection no longer exists: the caller forgets it.
 */
export interface ConnectionSender {
  send(connectionId: string, frame: string): Promise<'sent' | 'gone'>;
  /**
   * Closes one connection from the server's side (API Gateway's DeleteConnection; the local server closes the
   * socket with 1008, policy violation). 'gone' when it was no longer open.
   */
  close(connectionId: string): Promise<'closed' | 'gone'>;
}

/** What the use cases and jobs call after a change is written. Never throws: a lost event never fails a write. */
export interface LiveEventPublisher {
  publish(event: ServerEvent): Promise<void>;
}
