import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ConflictError } from '../../core/errors';
import { dynamoDocumentClient, tableName } from './client';
import { decodePageKey, deletePartition, encodePageKey, queryAll, updateVersioned } from './items';
import { CARD, CARD_ACTIVITY } from './keys';
import type { ActivityStore, CardStore } from '../../ports';

const cardKey = (id: string) => CARD.key({ id });
const reportCardsPartition = (reportId: string) => CARD.keys.gsi1.pk.build({ reportId });
const toCard = (item: Record<string, unknown>) => CARD.parse(item);

export function createDynamoCardStore(): CardStore {
  const client = dynamoDocumentClient;
  return {
    async get(id) {
      const result = await client().send(new GetCommand({ TableName: tableName(), Key: cardKey(id) }));
      return result.Item ? toCard(result.Item) : null;
    },
    async getByNumber(reportId, cardNumber) {
      const result = await client().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
          ExpressionAttributeValues: { ':pk': reportCardsPartition(reportId), ':sk': CARD.keys.gsi1.sk.build({ cardNumber }) },
        }),
      );
      const item = result.Items?.[0];
      return item ? toCard(item) : null;
    },
    async listByReport(reportId, { limit, startKey }) {
      const page = await client().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': reportCardsPartition(reportId) },
          Limit: limit,
          ExclusiveStartKey: startKey
            ? decodePageKey(startKey, reportCardsPartition(reportId), 'lastKey is not a page key of this report')
            : undefined,
        }),
      );
      return { cards: (page.Items ?? []).map(toCard), nextKey: encodePageKey(page.LastEvaluatedKey) };
    },
    async create(card) {
      try {
        await client().send(
          new PutCommand({
            TableName: tableName(),
            Item: CARD.item(card, card),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) throw new ConflictError('A card with this id already exists');
        throw err;
      }
    },
    async update(id, expectedVersion, changes) {
      return toCard(await updateVersioned(client(), { table: tableName(), key: cardKey(id), expectedVersion, changes, entity: 'card' }));
    },
    async delete(id) {
      await deletePartition(client(), tableName(), cardKey(id).pk);
    },
  };
}

export function createDynamoActivityStore(): ActivityStore {
  return {
    async append(activity) {
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: CARD_ACTIVITY.item(activity, activity),
        }),
      );
    },
    async list(cardId) {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': CARD_ACTIVITY.keys.table.pk.build({ cardId }), ':prefix': CARD_ACTIVITY.keys.table.sk.prefix },
        ScanIndexForward: false,
      });
      return items.map((item) => CARD_ACTIVITY.parse(item));
    },
  };
}
