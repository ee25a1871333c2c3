import { DeleteConnectionCommand, GoneException, type ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { describe, expect, it } from 'vitest';
import { createApiGatewayConnectionSender } from './connection-sender.apigateway';

// Only the AWS client is mocked here (it would call API Gateway); the local stack's real WebSocket server
// answers the same calls in test/live-events.test.ts.

type Sent = Parameters<ApiGatewayManagementApiClient['send']>[0];

function mockClient(answer: (command: Sent) => Promise<unknown>): Pick<ApiGatewayManagementApiClient, 'send'> & { commands: Sent[] } {
  const commands: Sent[] = [];
  return {
    commands,
    send: ((command: Sent) => {
      commands.push(command);
      return answer(command);
    }) as ApiGatewayManagementApiClient['send'],
  };
}

const CALLBACK_URL = 'https://abc123.execute-api.eu-west-1.amazonaws.com/live';

describe("the API Gateway sender's close", () => {
  it('deletes the connection through the management API', async () => {
    // Prepare
    const client = mockClient(async () => ({}));
    const sender = createApiGatewayConnectionSender(CALLBACK_URL, 'eu-west-1', client);

    // Act
    const result = await sender.close('Lw3zVfTkiAMCJ=');

    // Assess
    expect(result).toBe('closed');
    expect(client.commands).toHaveLength(1);
    expect(client.commands[0]).toBeInstanceOf(DeleteConnectionCommand);
    expect(client.commands[0]?.input).toEqual({ ConnectionId: 'Lw3zVfTkiAMCJ=' });
  });

  it("answers 'gone' for a connection API Gateway no longer has, and lets any other failure through", async () => {
    // Prepare
    const gone = createApiGatewayConnectionSender(
      CALLBACK_URL,
      'eu-west-1',
      mockClient(() => Promise.reject(new GoneException({ message: 'Gone', $metadata: {} }))),
    );
    const throttled = createApiGatewayConnectionSender(
      CALLBACK_URL,
      'eu-west-1',
      mockClient(() => Promise.reject(new Error('Rate exceeded'))),
    );

    // Act and assess
    await expect(gone.close('Lw3zVfTkiAMCJ=')).resolves.toBe('gone');
    await expect(throttled.close('Lw3zVfTkiAMCJ=')).rejects.toThrow('Rate exceeded');
  });
});
