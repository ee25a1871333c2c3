import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OrganizationRecord, OrganizationStore, UserRecord, UserStore } from '../../auth/ports';
import { dynamoDocumentClient, tableName } from './client';
import { queryAll, withoutKeys } from './items';

async function findOne(index: 'gsi1' | 'gsi2', key: string): Promise<UserRecord | null> {
  const [item] = await queryAll(dynamoDocumentClient(), {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk AND ${index}sk = :sk`,
    ExpressionAttributeValues: { ':pk': key, ':sk': 'USER' },
  });
  return item ? (withoutKeys(item) as unknown as UserRecord) : null;
}

export function createDynamoUserStore(): UserStore {
  return {
    findByUsername: (username) => findOne('gsi1', `USERNAME#${username.toLowerCase()}`),
    findByEmail: (email) => findOne('gsi2', `EMAIL#${email.toLowerCase()}`),
    async put(user) {
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            pk: `USER#${user.id}`,
            sk: 'PROFILE',
            gsi1pk: `USERNAME#${user.username.toLowerCase()}`,
            gsi1sk: 'USER',
            gsi2pk: `EMAIL#${user.email.toLowerCase()}`,
            gsi2sk: 'USER',
            entityType: 'User',
            ...user,
          },
        }),
      );
    },
  };
}

export function createDynamoOrganizationStore(): OrganizationStore {
  return {
    async get(id) {
      const result = await dynamoDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: { pk: `ORG#${id}`, sk: 'PROFILE' } }),
      );
      return result.Item ? (withoutKeys(result.Item) as unknown as OrganizationRecord) : null;
    },
    async put(organization) {
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { pk: `ORG#${organization.id}`, sk: 'PROFILE', entityType: 'Organization', ...organization },
        }),
      );
    },
  };
}
