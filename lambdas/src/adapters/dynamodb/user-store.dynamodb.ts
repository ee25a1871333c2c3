import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { INTERNAL_ORGANIZATION_ID } from '@scout/shared/domain';
import type { OrganizationStore, UserDirectory, UserRecord, UserStore } from '../../auth/ports';
import { dynamoDocumentClient, tableName } from './client';
import { queryAll } from './items';
import { MEMBERSHIP, ORGANIZATION, USER } from './keys';

async function findOne(index: 'gsi1' | 'gsi2', partition: string): Promise<UserRecord | null> {
  const [item] = await queryAll(dynamoDocumentClient(), {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk AND ${index}sk = :sk`,
    ExpressionAttributeValues: { ':pk': partition, ':sk': USER.keys[index].sk.build({}) },
  });
  return item ? USER.parse(item) : null;
}

async function getUser(id: string): Promise<UserRecord | null> {
  const result = await dynamoDocumentClient().send(new GetCommand({ TableName: tableName(), Key: USER.key({ id }) }));
  return result.Item ? USER.parse(result.Item) : null;
}

/**
 * Users by username and e-mail (login), by id, and by organisation: each user also has a membership item
 * in the organisation's partition so an organisation's people are one Query away.
 */
export function createDynamoUserStore(): UserStore & UserDirectory {
  return {
    get: getUser,
    async listInternal() {
      const members = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': MEMBERSHIP.keys.table.pk.build({ organizationId: INTERNAL_ORGANIZATION_ID }),
          ':prefix': MEMBERSHIP.keys.table.sk.prefix,
        },
      });
      const users = await Promise.all(members.map((member) => getUser(MEMBERSHIP.parse(member).userId)));
      return users.filter((user): user is UserRecord => user !== null);
    },
    async bumpTokenVersion(id) {
      try {
        const result = await dynamoDocumentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: USER.key({ id }),
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
    findByUsername: (username) => findOne('gsi1', USER.keys.gsi1.pk.build({ username })),
    findByEmail: (email) => findOne('gsi2', USER.keys.gsi2.pk.build({ email })),
    async put(user) {
      await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: USER.item(user, user) }));
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: MEMBERSHIP.item({ organizationId: user.organizationId, userId: user.id }, { userId: user.id }),
        }),
      );
    },
  };
}

export function createDynamoOrganizationStore(): OrganizationStore {
  return {
    async get(id) {
      const result = await dynamoDocumentClient().send(new GetCommand({ TableName: tableName(), Key: ORGANIZATION.key({ id }) }));
      return result.Item ? ORGANIZATION.parse(result.Item) : null;
    },
    async put(organization) {
      await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: ORGANIZATION.item(organization, organization) }));
    },
  };
}
