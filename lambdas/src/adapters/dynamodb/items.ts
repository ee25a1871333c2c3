import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConflictError, NotFoundError } from '../../core/errors';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** Attributes that belong to the table's keys, not to the entity. */
const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entityType'] as const;

export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const entity = { ...item };
  for (const key of KEY_ATTRIBUTES) delete entity[key];
  return entity;
}

/** Runs a Query to the end, page by page. */
export async function queryAll(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Deletes every item of a partition (25 per batch, retrying what DynamoDB leaves unprocessed). */
export async function deletePartition(client: DynamoDBDocumentClient, table: string, pk: string): Promise<number> {
  const items = await queryAll(client, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'pk, sk',
  });
  for (let i = 0; i < items.length; i += 25) {
    let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string] = items
      .slice(i, i + 25)
      .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`Could not delete partition ${pk}`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = result.UnprocessedItems?.[table] ?? [];
    }
  }
  return items.length;
}

export interface VersionedUpdate {
  table: string;
  key: Record<string, string>;
  expectedVersion: number;
  changes: Record<string, unknown>;
  /** 'report' or 'card': names the thing in the 404 and 409 messages. */
  entity: 'report' | 'card';
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * SETs the given attributes and bumps `version`, only if the stored version is the expected one, and
 * returns the new item. When the condition fails it tells a missing item (NotFoundError) from a stale
 * version (ConflictError: someone else saved first).
 */
export async function updateVersioned(client: DynamoDBDocumentClient, update: VersionedUpdate): Promise<Record<string, unknown>> {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': update.expectedVersion, ':one': 1 };
  const sets = ['#version = #version + :one'];
  Object.entries(update.changes)
    .filter(([, value]) => value !== undefined)
    .forEach(([field, value], i) => {
      names[`#f${i}`] = field;
      values[`:v${i}`] = value;
      sets.push(`#f${i} = :v${i}`);
    });
  try {
    const result = await client.send(
      new UpdateCommand({
        TableName: update.table,
        Key: update.key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as Record<string, unknown>;
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
  const current = await client.send(new GetCommand({ TableName: update.table, Key: update.key }));
  if (!current.Item) throw new NotFoundError(`${capitalized(update.entity)} not found`);
  throw new ConflictError(`This ${update.entity} was changed by someone else. Reload it to see their changes, then try again.`);
}

/** ADDs to numeric counters of an existing item and returns their new values. */
export async function addToCounters(
  client: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  deltas: Record<string, number>,
  set: Record<string, unknown> = {},
): Promise<Record<string, unknown> | null> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const adds: string[] = [];
  const sets: string[] = [];
  Object.entries(deltas).forEach(([field, delta], i) => {
    names[`#c${i}`] = field;
    values[`:c${i}`] = delta;
    adds.push(`#c${i} :c${i}`);
  });
  Object.entries(set).forEach(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    sets.push(`#s${i} = :s${i}`);
  });
  try {
    const result = await client.send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: [adds.length ? `ADD ${adds.join(', ')}` : '', sets.length ? `SET ${sets.join(', ')}` : ''].join(' ').trim(),
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return (result.Attributes ?? {}) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return null;
    throw err;
  }
}
