import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { BuildStore, StoredBuild } from '../../system/ports';
import { dynamoDocumentClient, tableName } from './client';
import { putIf } from './items';
import { PIPELINE_BUILD, PIPELINE_CLAIM } from './keys';

/** A claim older than this is taken over: its build's process stopped without releasing it. */
export const PIPELINE_CLAIM_TTL_MS = 3 * 3600 * 1000;

/** Pipeline builds and the one-build-at-a-time claim in the table. */
export function createDynamoBuildStore(): BuildStore {
  const client = () => dynamoDocumentClient();
  return {
    async claim(buildId, now) {
      return putIf(client(), {
        table: tableName(),
        item: PIPELINE_CLAIM.item({}, { buildId, claimedAt: now.toISOString(), expiresAtMs: now.getTime() + PIPELINE_CLAIM_TTL_MS }),
        condition: 'attribute_not_exists(pk) OR expiresAtMs < :now',
        values: { ':now': now.getTime() },
      });
    },
    async release(buildId) {
      try {
        await client().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: PIPELINE_CLAIM.key({}),
            ConditionExpression: 'buildId = :mine',
            ExpressionAttributeValues: { ':mine': buildId },
          }),
        );
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
    },
    async currentBuildId() {
      const result = await client().send(new GetCommand({ TableName: tableName(), Key: PIPELINE_CLAIM.key({}), ConsistentRead: true }));
      if (!result.Item) return null;
      const claim = PIPELINE_CLAIM.parse(result.Item);
      return claim.expiresAtMs < Date.now() ? null : claim.buildId;
    },
    async save(build: StoredBuild) {
      await client().send(new PutCommand({ TableName: tableName(), Item: PIPELINE_BUILD.item(build, build) }));
    },
    async get(id) {
      const result = await client().send(new GetCommand({ TableName: tableName(), Key: PIPELINE_BUILD.key({ id }), ConsistentRead: true }));
      return result.Item ? PIPELINE_BUILD.parse(result.Item) : null;
    },
    async recent(limit) {
      const result = await client().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': PIPELINE_BUILD.keys.table.pk.build({}), ':prefix': PIPELINE_BUILD.keys.table.sk.prefix },
          ScanIndexForward: false,
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return (result.Items ?? []).map((item) => PIPELINE_BUILD.parse(item));
    },
  };
}
