import { serverEventSchema, type ServerEvent } from '@scout/shared/events';
import { logger } from '../core/logger';
import type { Audience, ConnectionSender, ConnectionStore, LiveConnection, LiveEventPublisher } from './ports';

export interface FanOutDeps {
  connections: ConnectionStore;
  sender: ConnectionSender;
  now(): Date;
}

/** The audiences an event of an organisation goes to: that organisation's members and internal staff, never another organisation. */
export function audiencesOf(event: ServerEvent): Audience[] {
  return [{ kind: 'organization', organizationId: event.organizationId }, { kind: 'internal' }];
}

/**
 * Sends an event to every open connection that may see it, all at once; a connection the sender reports gone
 * is forgotten. Answers how many connections it reached.
 */
export async function fanOut(deps: FanOutDeps, event: ServerEvent): Promise<{ sent: number; gone: number }> {
  const frame = JSON.stringify(serverEventSchema.parse(event));
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  const lists = await Promise.all(audiencesOf(event).map((audience) => deps.connections.listByAudience(audience, nowSeconds)));
  const targets = new Map<string, LiveConnection>();
  for (const connection of lists.flat()) targets.set(connection.connectionId, connection);
  let sent = 0;
  let gone = 0;
  await Promise.all(
    [...targets.keys()].map(async (connectionId) => {
      try {
        if ((await deps.sender.send(connectionId, frame)) === 'sent') {
          sent += 1;
          return;
        }
        gone += 1;
        await deps.connections.remove(connectionId);
      } catch (error) {
        // One connection failing (throttled, a network blip) does not keep the event from the others.
        logger.warn('A live event could not be sent to a connection', { connectionId, type: event.type, error: String(error) });
      }
    }),
  );
  return { sent, gone };
}

/**
 * The publisher the use cases get: fans out, and swallows (logs) every failure, so a lost event never fails
 * the write that caused it. Without a sender (no WebSocket endpoint configured, e.g. a test of one function)
 * it publishes nothing.
 */
export function createLiveEventPublisher(deps: FanOutDeps | null): LiveEventPublisher {
  return {
    async publish(event) {
      if (!deps) return;
      try {
        await fanOut(deps, event);
      } catch (error) {
        logger.warn('A live event was not published', { type: event.type, error: String(error) });
      }
    },
  };
}

/** A publisher that publishes nothing (functions that change nothing a browser watches). */
export const noLiveEvents: LiveEventPublisher = { publish: async () => undefined };
