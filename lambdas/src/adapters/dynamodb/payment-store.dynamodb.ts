import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentStore, ProcessedEventStore } from '../../payments/ports';
import { dynamoDocumentClient, tableName } from './client';
import { queryAll, queryPage } from './items';
import { PAYMENT, PAYMENT_EVENT } from './keys';

/** Handled webhook events are remembered this long (Stripe retries an event for up to 3 days). */
const KEEP_EVENTS_SECONDS = 30 * 24 * 3600;

/** Absent, not null: DynamoDB keeps no nulls and the schema reads absence as null. */
const withoutEmpty = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));

async function unlessConditionFails<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

export function createDynamoPaymentStore(): PaymentStore {
  const client = () => dynamoDocumentClient();
  return {
    async create(record) {
      await client().send(
        new PutCommand({
          TableName: tableName(),
          Item: PAYMENT.item(record, withoutEmpty(record)),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async get(paymentId) {
      const result = await client().send(new GetCommand({ TableName: tableName(), Key: PAYMENT.key({ paymentId }) }));
      return result.Item ? PAYMENT.parse(result.Item) : null;
    },
    async listByReport(organizationId, reportId) {
      const items = await queryAll(client(), {
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: 'reportId = :report',
        ExpressionAttributeValues: { ':pk': PAYMENT.keys.gsi1.pk.build({ organizationId }), ':report': reportId },
        ScanIndexForward: false,
      });
      return items.map((item) => PAYMENT.parse(item));
    },
    async listByOrganization(organizationId, { limit, lastKey, includeUnfinished }) {
      const index = organizationId === null ? 'gsi2' : 'gsi1';
      const partition = organizationId === null ? PAYMENT.keys.gsi2.pk.build({}) : PAYMENT.keys.gsi1.pk.build({ organizationId });
      const page = await queryPage(
        client(),
        {
          TableName: tableName(),
          IndexName: index,
          KeyConditionExpression: '#pk = :pk',
          ...(includeUnfinished ? {} : { FilterExpression: '#status = :completed' }),
          ExpressionAttributeNames: { '#pk': `${index}pk`, ...(includeUnfinished ? {} : { '#status': 'status' }) },
          ExpressionAttributeValues: { ':pk': partition, ...(includeUnfinished ? {} : { ':completed': 'completed' }) },
          ScanIndexForward: false,
        },
        { index, partition, limit, lastKey, filter: includeUnfinished ? 'all' : 'completed' },
      );
      return { items: page.items.map((item) => PAYMENT.parse(item)), nextKey: page.nextKey };
    },
    async complete(paymentId, details) {
      const result = await unlessConditionFails(
        client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: PAYMENT.key({ paymentId }),
            UpdateExpression: details.payerEmail
              ? 'SET #status = :completed, completedAt = :at, receiptNumber = :receipt, payerEmail = :email REMOVE checkoutUrl'
              : 'SET #status = :completed, completedAt = :at, receiptNumber = :receipt REMOVE checkoutUrl',
            // The provider's confirmation wins over a checkout Scout thought closed: the money was taken.
            ConditionExpression: 'attribute_exists(pk) AND #status <> :completed',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':completed': 'completed',
              ':at': details.completedAt,
              ':receipt': details.receiptNumber,
              ...(details.payerEmail ? { ':email': details.payerEmail } : {}),
            },
            ReturnValues: 'ALL_NEW',
          }),
        ),
      );
      return result?.Attributes ? PAYMENT.parse(result.Attributes) : null;
    },
    async close(paymentId, status, at) {
      await unlessConditionFails(
        client().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: PAYMENT.key({ paymentId }),
            UpdateExpression: 'SET #status = :status, closedAt = :at REMOVE checkoutUrl',
            ConditionExpression: 'attribute_exists(pk) AND #status = :open',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status, ':open': 'open', ':at': at },
          }),
        ),
      );
    },
  };
}

export function createDynamoProcessedEventStore(): ProcessedEventStore {
  return {
    async seen(eventId) {
      const result = await dynamoDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: PAYMENT_EVENT.key({ eventId }), ProjectionExpression: 'pk' }),
      );
      return Boolean(result.Item);
    },
    async record(eventId, details) {
      const expiresAt = Math.floor(Date.parse(details.at) / 1000) + KEEP_EVENTS_SECONDS;
      await dynamoDocumentClient().send(
        new PutCommand({ TableName: tableName(), Item: PAYMENT_EVENT.item({ eventId }, { eventId, ...details, expiresAt }) }),
      );
    },
  };
}
