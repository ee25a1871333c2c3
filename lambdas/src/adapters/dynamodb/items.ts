import {
  BatchGetCommand,
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
import { NOT_A_PAGE_KEY } from '@scout/shared/api';
import { decodeCursor, encodeCursor, type Page, type PageRequest } from '../../core/page';

/** The key attributes of a Query's LastEvaluatedKey, by the index it reads. */
const PAGE_KEY_FIELDS = {
  table: ['pk', 'sk'],
  gsi1: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  gsi2: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
} as const;
export type PageKeyIndex = keyof typeof PAGE_KEY_FIELDS;

/** A Query's LastEvaluatedKey as an opaque page token (null: no more pages), optionally bound to a filter. */
export function encodePageKey(key: Record<string, unknown> | undefined, filter?: string): string | null {
  return encodeCursor(key, filter);
}

/**
 * A page token back into a Query key, accepted only for the partition (of `options.index`, gsi1 unless told)
 * and the filter it was issued for (else ValidationError with `refusal`).
 */
export function decodePageKey(
  value: string,
  partition: string,
  refusal: string,
  options: { index?: PageKeyIndex; filter?: string } = {},
): Record<string, string> {
  const index = options.index ?? 'gsi1';
  const key = decodeCursor(value, PAGE_KEY_FIELDS[index], refusal, options.filter);
  if (key[index === 'table' ? 'pk' : `${index}pk`] !== partition) throw new ValidationError(refusal);
  return key;
}

export interface PageQuery extends PageRequest {
  /** Which index the Query reads and its partition: a token of another partition is refused. */
  index: PageKeyIndex;
  partition: string;
  /** What the list was filtered by, in words: a token issued under another filter is refused. */
  filter?: string;
  /** The refusal of a token this list did not give (NOT_A_PAGE_KEY unless told). */
  refusal?: string;
}

/** The most items one Query of a filtered page evaluates. */
const MAX_EVALUATED = 1000;

/**
 * One page of a Query on `index` of `partition`: up to `limit` items from the page token on, and the token of
 * the next page (null when none follows). A FilterExpression may leave some items out, so it reads on until
 * the page is full; the next token is then the last answered item's own key, so nothing is skipped. It reads
 * one item past the page to know whether another follows, so the last page answers null.
 */
export async function queryPage(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
  page: PageQuery,
): Promise<Page<Record<string, unknown>>> {
  const fields = PAGE_KEY_FIELDS[page.index];
  const wanted = page.limit + 1;
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined = page.lastKey
    ? decodePageKey(page.lastKey, page.partition, page.refusal ?? NOT_A_PAGE_KEY, { index: page.index, filter: page.filter })
    : undefined;
  const filtered = input.FilterExpression !== undefined;
  do {
    const needed = wanted - items.length;
    const result = await client.send(
      new QueryCommand({
        ...input,
        Limit: filtered ? Math.min(MAX_EVALUATED, Math.max(needed, 2 * page.limit)) : needed,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((result.Items ?? []) as Record<string, unknown>[]).slice(0, needed));
    startKey = result.LastEvaluatedKey;
  } while (items.length < wanted && startKey);
  if (items.length < wanted) return { items, nextKey: null };
  const kept = items.slice(0, page.limit);
  const last = kept.at(-1) as Record<string, unknown>;
  return { items: kept, nextKey: encodePageKey(Object.fromEntries(fields.map((name) => [name, last[name]])), page.filter) };
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

/** Reads items by key, 100 a batch, retrying with backoff what DynamoDB leaves unprocessed; missing ones are left out. */
export async function batchGetAll(
  client: DynamoDBDocumentClient,
  table: string,
  keys: readonly Record<string, unknown>[],
  what: string,
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending = keys.slice(i, i + 100);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`Could not ${what}`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: [...pending] } } }));
      found.push(...((result.Responses?.[table] ?? []) as Record<string, unknown>[]));
      pending = (result.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
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
