import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { cardActivitySchema, cardSchema, type Card } from '@scout/shared/domain';
import type { ActivityStore, CardStore } from '../../cards/ports';
import { ConflictError, ValidationError } from '../../core/errors';
import { dynamoDocumentClient, tableName } from './client';
import { deletePartition, queryAll, updateVersioned, withoutKeys } from './items';

/**
 * A card is its own partition (CARD#id: the card, then its activity), so reads by id are strongly
 * consistent; gsi1 lists a report's cards in number order.
 */
const cardKey = (id: string) => ({ pk: `CARD#${id}`, sk: 'CARD' });
const reportCardsPartition = (reportId: string) => `REPORT#${reportId}#CARDS`;
const numberKey = (n: number) => String(n).padStart(10, '0');

function toCard(item: Record<string, unknown>): Card {
  return cardSchema.parse(withoutKeys(item));
}

function encodeKey(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** A page key is only accepted for the report it was issued for. */
function decodeKey(value: string, reportId: string): Record<string, string> {
  try {
    const key = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    const fields = ['pk', 'sk', 'gsi1pk', 'gsi1sk'];
    if (
      Object.keys(key).length === fields.length &&
      fields.every((field) => typeof key[field] === 'string') &&
      key.gsi1pk === reportCardsPartition(reportId)
    ) {
      return key as Record<string, string>;
    }
  } catch {
    // fall through
  }
  throw new ValidationError('lastKey is not a page key of this report');
}

export function createDynamoCardStore(): CardStore {
  const client = dynamoDocumentClient;
  return {
    async get(id) {
      const result = await client().send(new GetCommand({ TableName: tableName(), Key: cardKey(id) }));
      return result.Item ? toCard(result.Item) : null;
    },
    async listByReport(reportId, { limit, startKey }) {
      const page = await client().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': reportCardsPartition(reportId) },
          Limit: limit,
          ExclusiveStartKey: startKey ? decodeKey(startKey, reportId) : undefined,
        }),
      );
      return { cards: (page.Items ?? []).map(toCard), nextKey: encodeKey(page.LastEvaluatedKey) };
    },
    async create(card) {
      try {
        await client().send(
          new PutCommand({
            TableName: tableName(),
            Item: {
              ...cardKey(card.id),
              gsi1pk: reportCardsPartition(card.reportId),
              gsi1sk: numberKey(card.cardNumber),
              entityType: 'Card',
              ...card,
            },
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
      await deletePartition(client(), tableName(), `CARD#${id}`);
    },
  };
}

export function createDynamoActivityStore(): ActivityStore {
  return {
    async append(activity) {
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { pk: `CARD#${activity.cardId}`, sk: `ACTIVITY#${activity.at}#${activity.id}`, entityType: 'CardActivity', ...activity },
        }),
      );
    },
    async list(cardId) {
      const items = await queryAll(dynamoDocumentClient(), {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `CARD#${cardId}`, ':prefix': 'ACTIVITY#' },
        ScanIndexForward: false,
      });
      return items.map((item) => cardActivitySchema.parse(withoutKeys(item)));
    },
  };
}
