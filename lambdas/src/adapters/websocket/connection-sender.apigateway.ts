import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { ConnectionSender } from '../../live-events/ports';

/**
 * Posts frames to browsers through API Gateway's management API (`POST {callbackUrl}/@connections/{id}`).
 * In AWS the callback URL is the WebSocket API stage's https address; on the local stack it is the local
 * WebSocket server, which answers the same calls (and GoneException for a closed connection).
 */
export function createApiGatewayConnectionSender(callbackUrl: string, region: string): ConnectionSender {
  const client = new ApiGatewayManagementApiClient({ endpoint: callbackUrl, region });
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
  };
}
