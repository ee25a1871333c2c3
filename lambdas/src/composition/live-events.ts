import { createDynamoConnectionStore } from '../adapters/dynamodb/connection-store.dynamodb';
import { createApiGatewayConnectionSender } from '../adapters/websocket/connection-sender.apigateway';
import { env } from '../config/env';
import { createLiveEventPublisher } from '../live-events/fan-out';
import type { ConnectionSender, ConnectionStore, LiveEventPublisher } from '../live-events/ports';
import { createLiveSessions } from '../live-events/sessions';
import type { LiveSessions } from '../ports';

// Live events (WebSocket), for every function that changes reports or cards and for the WebSocket function
// itself. Built on first use, so loading this module reads no configuration (the processing composition is
// loaded by the local stack before its environment is set).

let built:
  { connections: ConnectionStore; sender: ConnectionSender | null; publisher: LiveEventPublisher; sessions: LiveSessions } | undefined;

function build() {
  if (built) return built;
  const config = env();
  const connections = createDynamoConnectionStore();
  // Posts through API Gateway's management API (the local WebSocket server answers it locally); none when unconfigured.
  const sender = config.WEBSOCKET_CALLBACK_URL ? createApiGatewayConnectionSender(config.WEBSOCKET_CALLBACK_URL, config.AWS_REGION) : null;
  const publisher = createLiveEventPublisher(sender ? { connections, sender, now: () => new Date() } : null);
  const sessions = createLiveSessions(sender ? { connections, sender } : null);
  built = { connections, sender, publisher, sessions };
  return built;
}

export const liveConnections = (): ConnectionStore => build().connections;
export const connectionSender = (): ConnectionSender | null => build().sender;

/** The publisher the stores publish through; it never throws. */
export const liveEvents: LiveEventPublisher = { publish: (event) => build().publisher.publish(event) };

/** Closes a user's WebSocket connections when their sessions end (sign-out, disabled, re-roled); it never throws. */
export const liveSessions: LiveSessions = { endLiveConnections: (userId) => build().sessions.endLiveConnections(userId) };
