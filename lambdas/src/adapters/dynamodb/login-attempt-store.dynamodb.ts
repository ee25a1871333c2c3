import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient, tableName } from './client';
import { LOGIN_LIMIT } from './keys';
import { TABLE_KEYS } from './table-definition';
import type { AttemptKey, AttemptPolicy, LoginAttemptStore } from '../../ports';

const itemKey = (key: AttemptKey) => LOGIN_LIMIT.key(key);

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * One item per key: `failures` within the window ending at `windowEndsAt`, `lockedUntil` once they reach the
 * maximum (times in epoch seconds), and the TTL attribute so DynamoDB drops it once both are past.
 */
export function createDynamoLoginAttemptStore(): LoginAttemptStore {
  const ttlAttribute = TABLE_KEYS.timeToLiveAttribute;

  async function count(key: AttemptKey, policy: AttemptPolicy, now: number): Promise<number> {
    const ttl = now + policy.windowSeconds + policy.lockSeconds;
    const base = { TableName: tableName(), Key: itemKey(key), ReturnValues: 'ALL_NEW' as const };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        // Within an open window: one more.
        const added = await dynamoDocumentClient().send(
          new UpdateCommand({
            ...base,
            UpdateExpression: 'ADD failures :one SET #ttl = :ttl',
            ConditionExpression: 'windowEndsAt > :now',
            ExpressionAttributeNames: { '#ttl': ttlAttribute },
            ExpressionAttributeValues: { ':one': 1, ':now': now, ':ttl': ttl },
          }),
        );
        return Number(added.Attributes?.failures);
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
      try {
        // No item, or its window is over: a new window starts with this failure (an active lock stays).
        const opened = await dynamoDocumentClient().send(
          new UpdateCommand({
            ...base,
            UpdateExpression: 'SET failures = :one, windowEndsAt = :end, entityType = :type, #ttl = :ttl',
            ConditionExpression: 'attribute_not_exists(pk) OR windowEndsAt <= :now',
            ExpressionAttributeNames: { '#ttl': ttlAttribute },
            ExpressionAttributeValues: {
              ':one': 1,
              ':now': now,
              ':end': now + policy.windowSeconds,
              ':type': LOGIN_LIMIT.type,
              ':ttl': ttl,
            },
          }),
        );
        return Number(opened.Attributes?.failures);
      } catch (err) {
        // Another instance opened the window first: count in it.
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
    }
    throw new Error('Could not count a failed sign-in');
  }

  return {
    async lockedUntil(key, now) {
      const result = await dynamoDocumentClient().send(new GetCommand({ TableName: tableName(), Key: itemKey(key), ConsistentRead: true }));
      const until = result.Item ? (LOGIN_LIMIT.parse(result.Item).lockedUntil ?? 0) : 0;
      return until > seconds(now) ? new Date(until * 1000) : null;
    },
    async recordFailure(key, policy, at) {
      const now = seconds(at);
      const failures = await count(key, policy, now);
      if (failures < policy.maxFailures) return false;
      await dynamoDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: itemKey(key),
          UpdateExpression: 'SET lockedUntil = :until, entityType = :type',
          ExpressionAttributeValues: { ':until': now + policy.lockSeconds, ':type': LOGIN_LIMIT.type },
        }),
      );
      return true;
    },
    async reset(key) {
      await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: itemKey(key) }));
    },
  };
}
