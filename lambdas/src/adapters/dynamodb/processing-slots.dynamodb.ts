import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProcessingSlots } from '../../processing/ports';
import { dynamoDocumentClient, tableName } from './client';
import { ENTITY_TYPE_ATTRIBUTE, PROCESSING_SLOTS } from './keys';
import { TABLE_KEYS } from './table-definition';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const ATTEMPTS = 8;

/**
 * The organisation's running jobs as leases in one item, written only when its version is still the one read:
 * two workers taking the last slot at once cannot both have it. Expired leases (a worker that died) are not
 * counted and are dropped on the next write.
 */
export function createDynamoProcessingSlots(): ProcessingSlots {
  const client = () => dynamoDocumentClient();
  return {
    async acquire(organizationId, { max, now, leaseSeconds }) {
      const key = PROCESSING_SLOTS.key({ organizationId });
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const read = await client().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
        const current = read.Item ? PROCESSING_SLOTS.parse(read.Item) : null;
        const live = Object.entries(current?.leases ?? {}).filter(([, expiresAt]) => expiresAt > seconds(now));
        if (live.length >= max) return null;
        const leaseId = randomUUID();
        const expiresAt = seconds(now) + leaseSeconds;
        try {
          await client().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: key,
              UpdateExpression: 'SET #version = :next, #leases = :leases, #type = :type, #ttl = :ttl',
              ConditionExpression: current ? '#version = :version' : 'attribute_not_exists(pk)',
              ExpressionAttributeNames: {
                '#version': 'version',
                '#leases': 'leases',
                '#type': ENTITY_TYPE_ATTRIBUTE,
                '#ttl': TABLE_KEYS.timeToLiveAttribute,
              },
              ExpressionAttributeValues: {
                ':next': (current?.version ?? 0) + 1,
                ':leases': Object.fromEntries([...live, [leaseId, expiresAt]]),
                ':type': PROCESSING_SLOTS.type,
                ':ttl': expiresAt,
                ...(current ? { ':version': current.version } : {}),
              },
            }),
          );
          return leaseId;
        } catch (err) {
          if (!(err instanceof ConditionalCheckFailedException)) throw err;
        }
      }
      // Many workers raced for this organisation's slots: this job waits its turn like one over the limit.
      return null;
    },
    async release(organizationId, leaseId) {
      try {
        await client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: PROCESSING_SLOTS.key({ organizationId }),
            UpdateExpression: 'REMOVE #leases.#lease SET #version = #version + :one',
            ConditionExpression: 'attribute_exists(#leases.#lease)',
            ExpressionAttributeNames: { '#leases': 'leases', '#lease': leaseId, '#version': 'version' },
            ExpressionAttributeValues: { ':one': 1 },
          }),
        );
      } catch (err) {
        // Expired and dropped by another acquire already: nothing to give back.
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
    },
  };
}
