import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StorageUsage } from '../../cards/ports';
import { dynamoDocumentClient, tableName } from './client';
import { ENTITY_TYPE_ATTRIBUTE, STORAGE_USAGE } from './keys';

export function createDynamoStorageUsage(): StorageUsage {
  return {
    async add(organizationId, delta) {
      if (delta.bytes === 0 && delta.objects === 0) return;
      // ADD creates the item (and the counters, from zero) the first time.
      await dynamoDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: STORAGE_USAGE.key({ organizationId }),
          UpdateExpression: 'ADD #bytes :bytes, #objects :objects SET #type = :type',
          ExpressionAttributeNames: { '#bytes': 'bytes', '#objects': 'objects', '#type': ENTITY_TYPE_ATTRIBUTE },
          ExpressionAttributeValues: { ':bytes': delta.bytes, ':objects': delta.objects, ':type': STORAGE_USAGE.type },
        }),
      );
    },
    async get(organizationId) {
      const result = await dynamoDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: STORAGE_USAGE.key({ organizationId }) }),
      );
      return result.Item ? STORAGE_USAGE.parse(result.Item) : { bytes: 0, objects: 0 };
    },
  };
}
