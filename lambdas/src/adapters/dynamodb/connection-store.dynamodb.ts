import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Audience, ConnectionStore, LiveConnection } from '../../live-events/ports';
import { dynamoDocumentClient, tableName } from './client';
import { queryAll } from './items';
import { LIVE_CONNECTION } from './keys';

export function audienceKey(audience: Audience): string {
  return audience.kind === 'internal' ? 'INTERNAL' : `ORG#${audience.organizationId}`;
}

function audienceOfKey(key: string): Audience {
  return key === 'INTERNAL' ? { kind: 'internal' } : { kind: 'organization', organizationId: key.slice('ORG#'.length) };
}

function toConnection({ audienceKey: key, ...connection }: ReturnType<typeof LIVE_CONNECTION.parse>): LiveConnection {
  return { ...connection, audience: audienceOfKey(key) };
}

/** Live connections in the table; `expiresAt` is the table's TTL attribute, so DynamoDB clears those never closed. */
export function createDynamoConnectionStore(): ConnectionStore {
  return {
    async put(connection) {
      const { audience, ...rest } = connection;
      const stored = { ...rest, audienceKey: audienceKey(audience) };
      await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: LIVE_CONNECTION.item(stored, stored) }));
    },
    async remove(connectionId) {
      await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: LIVE_CONNECTION.key({ connectionId }) }));
    },
    async listByAudience(audience, nowSeconds) {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': LIVE_CONNECTION.keys.gsi1.pk.build({ audienceKey: audienceKey(audience) }) },
      });
      return items
        .map((item) => LIVE_CONNECTION.parse(item))
        .filter((connection) => connection.expiresAt > nowSeconds)
        .map(toConnection);
    },
    async listByUser(userId) {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': LIVE_CONNECTION.keys.gsi2.pk.build({ userId }) },
      });
      return items.map((item) => toConnection(LIVE_CONNECTION.parse(item)));
    },
  };
}
