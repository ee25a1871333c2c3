import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** The key attributes a LastEvaluatedKey of each index holds (the table's, and the index's own). */
const PAGE_KEY_FIELDS = {
  table: ['pk', 'sk'],
  gsi1: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  gsi2: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
} as const;

/** The attribute of a page key that names what the key was issued for (a list's filters and search). */
const BINDING = '@';

/**
 * A Query's LastEvaluatedKey as an opaque page token (null: no more pages). With `binding`, the token is
 * accepted back only for the same binding (a list binds its keys to its filters and search).
 */
export function encodePageKey(key: Record<string, unknown> | undefined, binding?: string): string | null {
  if (!key) return null;
  return Buffer.from(JSON.stringify(binding === undefined ? key : { ...key, [BINDING]: binding })).toString('base64url');
}

/**
 * A page token back into a Query key, accepted only for the partition (of `index`, gsi1 unless told) and the
 * binding it was issued for; else ValidationError with `refusal`.
 */
export function decodePageKey(
  value: string,
  partition: string,
  refusal: string,
  options: { index?: keyof typeof PAGE_KEY_FIELDS; binding?: string } = {},
): Record<string, string> {
  const fields: readonly string[] = PAGE_KEY_FIELDS[options.index ?? 'gsi1'];
  const partitionField = fields[fields.length === 2 ? 0 : 2] as string;
  try {
    const { [BINDING]: binding, ...key } = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (
      binding === options.binding &&
      Object.keys(key).length === fields.length &&
      fields.every((field) => typeof key[field] === 'string') &&
      key[partitionField] === partition
    ) {
      return key as Record<string, string>;
    }
  } catch {
    // fall through
  }
  throw new ValidationError(refusal);
}

/** Runs a Query to the end, page by page. */
export async function queryAll(client: DynamoDBDocumentClient, input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

type WriteRequest = NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string][number];

/** Writes requests 25 a batch, retrying with backoff what DynamoDB leaves unprocessed. */
export async function batchWriteAll(
  client: DynamoDBDocumentClient,
  table: string,
  requests: readonly WriteRequest[],
  what: string,
): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`Could not ${what}`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = result.UnprocessedItems?.[table] ?? [];
    }
  }
}

/**
 * `#n = :v` (SET) or `#n :v` (ADD) clauses for the defined entries of `fields`, with their names and values
 * added to the given maps under a prefix of their own (so several clauses can share one expression).
 */
export function clauses(
  fields: Record<string, unknown>,
  prefix: string,
  form: 'set' | 'add',
  names: Record<string, string>,
  values: Record<string, unknown>,
): string[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([field, value], i) => {
      names[`#${prefix}${i}`] = field;
      values[`:${prefix}${i}`] = value;
      return form === 'set' ? `#${prefix}${i} = :${prefix}${i}` : `#${prefix}${i} :${prefix}${i}`;
    });
}

/** Deletes every item of a partition (25 per batch, retrying what DynamoDB leaves unprocessed). */
export async function deletePartition(client: DynamoDBDocumentClient, table: string, pk: string): Promise<number> {
  const items = await queryAll(client, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'pk, sk',
  });
  const requests = items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
  await batchWriteAll(client, table, requests, `delete partition ${pk}`);
  return items.length;
}

export interface VersionedUpdate {
  table: string;
  key: Record<string, string>;
  expectedVersion: number;
  changes: Record<string, unknown>;
  /** 'report' or 'card': names the thing in the 404 and 409 messages. */
  entity: 'report' | 'card';
  /** Attributes that must still hold these values (read before the update); otherwise it is a conflict. */
  unchanged?: Record<string, unknown>;
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
  const sets = ['#version = #version + :one', ...clauses(update.changes, 'f', 'set', names, values)];
  const unchanged = Object.keys(update.unchanged ?? {}).length
    ? clauses(update.unchanged ?? {}, 'u', 'set', names, values)
        .map((clause) => ` AND ${clause}`)
        .join('')
    : '';
  try {
    const result = await client.send(
      new UpdateCommand({
        TableName: update.table,
        Key: update.key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND #version = :expected${unchanged}`,
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
  /** The counters and set fields only, or the whole item as the update left it. */
  returnValues: 'UPDATED_NEW' | 'ALL_NEW' = 'UPDATED_NEW',
): Promise<Record<string, unknown> | null> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const adds = clauses(deltas, 'c', 'add', names, values);
  const sets = clauses(set, 's', 'set', names, values);
  try {
    const result = await client.send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: [adds.length ? `ADD ${adds.join(', ')}` : '', sets.length ? `SET ${sets.join(', ')}` : ''].join(' ').trim(),
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: returnValues,
      }),
    );
    return (result.Attributes ?? {}) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return null;
    throw err;
  }
}

/** Deletes an item only if its stored version is still `expectedVersion`; otherwise ConflictError with `conflict`. */
export async function deleteVersioned(
  client: DynamoDBDocumentClient,
  input: { table: string; key: Record<string, string>; expectedVersion: number; conflict: string },
): Promise<void> {
  try {
    await client.send(
      new DeleteCommand({
        TableName: input.table,
        Key: input.key,
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': input.expectedVersion },
      }),
    );
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) throw new ConflictError(input.conflict);
    throw err;
  }
}

/** A conditional Put: answers whether its condition held (false when DynamoDB refuses it for the condition). */
export async function putIf(
  client: DynamoDBDocumentClient,
  input: { table: string; item: Record<string, unknown>; condition: string; values?: Record<string, unknown> },
): Promise<boolean> {
  try {
    await client.send(
      new PutCommand({
        TableName: input.table,
        Item: input.item,
        ConditionExpression: input.condition,
        ...(input.values ? { ExpressionAttributeValues: input.values } : {}),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Writes a versioned item; `expectedVersion` null: it must not exist yet, else its stored version must still be that. */
export function putVersioned(client: DynamoDBDocumentClient, table: string, item: Record<string, unknown>, expectedVersion: number | null) {
  return expectedVersion === null
    ? putIf(client, { table, item, condition: 'attribute_not_exists(pk)' })
    : putIf(client, { table, item, condition: 'attribute_exists(pk) AND version = :expected', values: { ':expected': expectedVersion } });
}
