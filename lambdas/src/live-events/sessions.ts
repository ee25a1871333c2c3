import { logger } from '../core/logger';
import type { ConnectionSender, ConnectionStore } from './ports';
import type { LiveSessions } from '../ports';

export interface SessionDeps {
  connections: Pick<ConnectionStore, 'listByUser' | 'remove'>;
  sender: Pick<ConnectionSender, 'close'>;
}

/**
 * A user's sessions ended (signed out, disabled, removed, given a new role or organisation, password reset):
 * every WebSocket connection they opened is closed from the server's side and its record deleted, so no event
 * reaches a browser whose token is no longer good. One connection failing to close does not keep the others
 * open; its record stays (its $disconnect, or the table's TTL, forgets it). Answers how many were closed.
 */
export async function closeConnectionsOf(deps: SessionDeps, userId: string): Promise<{ closed: number; gone: number; failed: number }> {
  const connections = await deps.connections.listByUser(userId);
  const tally = { closed: 0, gone: 0, failed: 0 };
  await Promise.all(
    connections.map(async ({ connectionId }) => {
      try {
        tally[(await deps.sender.close(connectionId)) === 'closed' ? 'closed' : 'gone'] += 1;
        await deps.connections.remove(connectionId);
      } catch (error) {
        tally.failed += 1;
        logger.warn('A live connection of a signed-out user could not be closed', { connectionId, userId, error: String(error) });
      }
    }),
  );
  return tally;
}

/**
 * The port the sign-out and people use cases get: closes, and swallows (logs) every failure, so a connection
 * left open never fails the sign-out or the edit. Without a sender (no WebSocket endpoint configured) it does
 * nothing: there is no connection to close.
 */
export function createLiveSessions(deps: SessionDeps | null): LiveSessions {
  return {
    async endLiveConnections(userId) {
      if (!deps) return;
      try {
        await closeConnectionsOf(deps, userId);
      } catch (error) {
        logger.warn("A signed-out user's live connections were not closed", { userId, error: String(error) });
      }
    },
  };
}
