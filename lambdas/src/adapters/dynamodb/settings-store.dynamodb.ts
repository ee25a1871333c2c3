import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient, tableName } from './client';
import { SETTING } from './keys';
import type { SettingsStore } from '../../ports';

/** The service settings, one item each in the SETTINGS partition. */
export function createDynamoSettingsStore(): SettingsStore {
  return {
    async get(name) {
      const result = await dynamoDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: SETTING.key({ name }), ConsistentRead: true }),
      );
      if (!result.Item) return null;
      const { value, updatedAt, updatedBy, updatedByName } = SETTING.parse(result.Item);
      return { value, updatedAt, updatedBy, ...(updatedByName ? { updatedByName } : {}) };
    },
    async put(name, value, change) {
      const item = { name, value, updatedAt: change.at, updatedBy: change.by, ...(change.byName ? { updatedByName: change.byName } : {}) };
      await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: SETTING.item({ name }, item) }));
    },
  };
}
