import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ConnectionSender } from '../../live-events/ports';

/**
 * Posts frames to browsers through API Gateway's management API (`POST {callbackUrl}/@connections/{id}`).
 * In AWS the callback URL is the WebSocket API stage's https address; on the local stack it is the local
 * WebSocket server, which answers the same calls (and GoneException for a closed connection). `client` is for
 * tests of this adapter only.
 */
export function createApiGatewayConnectionSender(
  callbackUrl: string,
  region: string,
  client: Pick<ApiGatewayManagementApiClient, 'send'> = new ApiGatewayManagementApiClient({ endpoint: callbackUrl, region }),
): ConnectionSender {
  return {
    async send(connectionId, frame) {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(frame) }));
        return 'sent';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
    // `DELETE {callbackUrl}/@connections/{id}`: API Gateway closes the socket (and then calls $disconnect).
    async close(connectionId) {
      try {
        await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
        return 'closed';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
  };
}
