import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimiter } from '../../core/rate-limiter';
import { dynamoDocumentClient, tableName } from './client';
import { ENTITY_TYPE_ATTRIBUTE, RATE_LIMIT } from './keys';
import { TABLE_KEYS } from './table-definition';

/**
 * A fixed window per item: one conditional ADD counts the request only while the count is under the maximum, so
 * requests at once from many instances can never pass it together.
 */
export function createDynamoRateLimiter(): RateLimiter {
  return {
    async take(policy, subject, now) {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const window = nowSeconds - (nowSeconds % policy.windowSeconds);
      const endsAt = window + policy.windowSeconds;
      try {
        await dynamoDocumentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: RATE_LIMIT.key({ name: policy.name, subject, window: String(window) }),
            UpdateExpression: 'ADD hits :one SET #type = :type, #ttl = :ttl',
            ConditionExpression: 'attribute_not_exists(hits) OR hits < :max',
            ExpressionAttributeNames: { '#type': ENTITY_TYPE_ATTRIBUTE, '#ttl': TABLE_KEYS.timeToLiveAttribute },
            ExpressionAttributeValues: { ':one': 1, ':max': policy.max, ':type': RATE_LIMIT.type, ':ttl': endsAt + 60 },
          }),
        );
        return { allowed: true };
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
        return { allowed: false, retryAfterSeconds: Math.max(1, endsAt - nowSeconds) };
      }
    },
  };
}
