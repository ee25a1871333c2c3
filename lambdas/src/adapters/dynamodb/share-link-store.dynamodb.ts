import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { targetIdOf, type ShareLinkRecord, type ShareLinkStore } from '../../share-links/ports';
import { dynamoDocumentClient, tableName } from './client';
import { queryAll } from './items';
import { SHARE_LINK } from './keys';

/** Old links are cleared by DynamoDB's TTL this long after they expire (they stay listed until then). */
const KEEP_AFTER_EXPIRY_SECONDS = 30 * 24 * 3600;

const toRecord = (item: Record<string, unknown>): ShareLinkRecord => {
  const { expiresAt: _ttl, ...record } = SHARE_LINK.parse(item);
  return record;
};

export function createDynamoShareLinkStore(): ShareLinkStore {
  return {
    async create(record) {
      const expiresAt = Math.floor(Date.parse(record.linkExpiresAt) / 1000) + KEEP_AFTER_EXPIRY_SECONDS;
      // Absent, not null: revoking sets revokedAt only where there is none (if_not_exists sees a stored null).
      const stored = Object.fromEntries(
        Object.entries({ ...record, expiresAt }).filter(([, value]) => value !== null && value !== undefined),
      );
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: SHARE_LINK.item({ ...record, targetId: targetIdOf(record) }, stored),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async getByTokenHash(tokenHash) {
      const result = await dynamoDocumentClient().send(new GetCommand({ TableName: tableName(), Key: SHARE_LINK.key({ tokenHash }) }));
      return result.Item ? toRecord(result.Item) : null;
    },
    async listByTarget(target) {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': SHARE_LINK.keys.gsi1.pk.build({ scope: target.scope, targetId: targetIdOf(target) }) },
        ScanIndexForward: false,
      });
      return items.map(toRecord);
    },
    async revoke(tokenHash, at) {
      const result = await dynamoDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: SHARE_LINK.key({ tokenHash }),
          UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': at },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toRecord(result.Attributes ?? {});
    },
    async recordView(tokenHash, at) {
      await dynamoDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: SHARE_LINK.key({ tokenHash }),
          UpdateExpression: 'ADD #views :one SET lastViewedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#views': 'views' },
          ExpressionAttributeValues: { ':one': 1, ':at': at },
        }),
      );
    },
  };
}
