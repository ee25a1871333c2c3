import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { INTERNAL_ORGANIZATION_ID } from '@scout/shared/domain';
import type { OrganizationRecord, OrganizationStore, UserDirectory, UserRecord, UserStore } from '../../auth/ports';
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

async function getUser(id: string): Promise<UserRecord | null> {
  const result = await dynamoDocumentClient().send(new GetCommand({ TableName: tableName(), Key: { pk: `USER#${id}`, sk: 'PROFILE' } }));
  return result.Item ? (withoutKeys(result.Item) as unknown as UserRecord) : null;
}

/**
 * Users by username and e-mail (login), by id, and by organisation: each user also has a membership item
 * (ORG#{orgId} / USER#{id}) so an organisation's people are one Query away.
 */
export function createDynamoUserStore(): UserStore & UserDirectory {
  return {
    get: getUser,
    async listInternal() {
      const members = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `ORG#${INTERNAL_ORGANIZATION_ID}`, ':prefix': 'USER#' },
      });
      const users = await Promise.all(members.map((member) => getUser(String(member.userId))));
      return users.filter((user): user is UserRecord => user !== null);
    },
    async bumpTokenVersion(id) {
      try {
        const result = await dynamoDocumentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: `USER#${id}`, sk: 'PROFILE' },
            UpdateExpression: 'ADD tokenVersion :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(result.Attributes?.tokenVersion);
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) return null;
        throw err;
      }
    },
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
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { pk: `ORG#${user.organizationId}`, sk: `USER#${user.id}`, entityType: 'Membership', userId: user.id },
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
