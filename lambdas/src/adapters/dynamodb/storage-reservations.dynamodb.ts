import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient, tableName } from './client';
import { ENTITY_TYPE_ATTRIBUTE, STORAGE_RESERVATIONS, STORAGE_USAGE } from './keys';
import { TABLE_KEYS } from './table-definition';
import type { StorageReservations } from '../../ports';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const ATTEMPTS = 8;

/**
 * Reservations in one item per organisation, written only when its version is still the one read: a signing
 * that raced another reads again and decides on the new sum. Expired reservations are dropped on the next write
 * (and the item carries the TTL attribute of its latest reservation).
 */
export function createDynamoStorageReservations(): StorageReservations {
  const client = () => dynamoDocumentClient();
  return {
    async reserve(organizationId, uploadKey, bytes, { quotaBytes, now, expiresAt }) {
      const key = STORAGE_RESERVATIONS.key({ organizationId });
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const [usage, ledger] = await Promise.all([
          client().send(new GetCommand({ TableName: tableName(), Key: STORAGE_USAGE.key({ organizationId }), ConsistentRead: true })),
          client().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true })),
        ]);
        const usedBytes = Math.max(0, usage.Item ? STORAGE_USAGE.parse(usage.Item).bytes : 0);
        const current = ledger.Item ? STORAGE_RESERVATIONS.parse(ledger.Item) : null;
        const live = Object.entries(current?.uploads ?? {}).filter(([name, entry]) => name !== uploadKey && entry.expiresAt > seconds(now));
        const reservedBytes = live.reduce((sum, [, entry]) => sum + entry.bytes, 0);
        if (usedBytes + reservedBytes + bytes > quotaBytes) return { reserved: false, usedBytes, reservedBytes };

        const uploads = Object.fromEntries([...live, [uploadKey, { bytes, expiresAt: seconds(expiresAt) }]]);
        try {
          await client().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: key,
              UpdateExpression: 'SET #version = :next, #uploads = :uploads, #type = :type, #ttl = :ttl',
              ConditionExpression: current ? '#version = :version' : 'attribute_not_exists(pk)',
              ExpressionAttributeNames: {
                '#version': 'version',
                '#uploads': 'uploads',
                '#type': ENTITY_TYPE_ATTRIBUTE,
                '#ttl': TABLE_KEYS.timeToLiveAttribute,
              },
              ExpressionAttributeValues: {
                ':next': (current?.version ?? 0) + 1,
                ':uploads': uploads,
                ':type': STORAGE_RESERVATIONS.type,
                ':ttl': Math.max(...Object.values(uploads).map((entry) => entry.expiresAt)),
                ...(current ? { ':version': current.version } : {}),
              },
            }),
          );
          return { reserved: true };
        } catch (err) {
          if (!(err instanceof ConditionalCheckFailedException)) throw err;
        }
      }
      throw new Error('Could not reserve storage for the upload: too many uploads are being signed at once');
    },
    async release(organizationId, uploadKey) {
      try {
        await client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: STORAGE_RESERVATIONS.key({ organizationId }),
            UpdateExpression: 'REMOVE #uploads.#upload SET #version = #version + :one',
            ConditionExpression: 'attribute_exists(#uploads.#upload)',
            ExpressionAttributeNames: { '#uploads': 'uploads', '#upload': uploadKey, '#version': 'version' },
            ExpressionAttributeValues: { ':one': 1 },
          }),
        );
      } catch (err) {
        // Nothing reserved under that key (released already, or expired and dropped): nothing to give back.
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
    },
  };
}
