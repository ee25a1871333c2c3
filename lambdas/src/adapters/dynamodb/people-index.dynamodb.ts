import { BatchGetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { NOT_A_PAGE_KEY } from '@scout/shared/api';
import { indexSearchWords, leadingSearchWord, matchesSearch, SEARCH_TOO_SHORT, searchWords } from '@scout/shared/domain';
import { createHash } from 'node:crypto';
import { ValidationError } from '../../core/errors';
import type { Page } from '../../core/page';
import { userTypeOf } from '../../people/user-type';
import type { PeoplePageQuery, UserEntry } from '../../ports';
import { dynamoDocumentClient, tableName } from './client';
import { batchWriteAll, decodePageKey, encodePageKey, queryPage } from './items';
import { KEY_ATTRIBUTES, USER_ENTRY, USER_LISTING, USER_WORD } from './keys';

/**
 * User Management's lists and search, kept by every write of a person: listing items by name (USER_LISTING)
 * and word items (USER_WORD). A page reads one partition of either, a page long, then its people by id.
 */

/** The most word items one search page reads before it answers what it found (and a key to go on). */
const MAX_SEARCH_READ = 600;

/** A name as the lists order it: lower case, accents removed. */
const nameKeyOf = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** A person's searchable words: those of their name, username and e-mail. */
export const personSearchWords = (user: Pick<UserEntry, 'name' | 'username' | 'email'>) =>
  searchWords([user.name, user.username, user.email].join(' '));

const statusOf = (disabled: boolean | undefined) => (disabled === undefined ? 'ANY' : disabled ? 'DISABLED' : 'ACTIVE');

/** The listing and word items of a person as they are now. */
function indexItems(user: UserEntry): Record<string, unknown>[] {
  const indexed = {
    userId: user.id,
    organizationId: user.organizationId,
    userType: userTypeOf(user),
    disabled: user.disabled === true,
  };
  const nameKey = nameKeyOf(user.name);
  const listings = ['ANY', statusOf(indexed.disabled)].map((status) => USER_LISTING.item({ status, nameKey, ...indexed }, indexed));
  const words = personSearchWords(user);
  const wordItems = indexSearchWords(words).map((word) =>
    USER_WORD.item({ bucket: word.slice(0, 2), word, nameKey, userId: user.id }, { ...indexed, word, words }),
  );
  return [...listings, ...wordItems];
}

/**
 * Brings a person's listing and word items from what `before` held to what `after` holds (null: no person):
 * items no longer there are deleted, the others written anew.
 */
export async function moveIndex(before: UserEntry | null, after: UserEntry | null): Promise<void> {
  const next = after ? indexItems(after) : [];
  const kept = new Set(next.map((item) => `${String(item.pk)}\n${String(item.sk)}`));
  const requests = [
    ...(before ? indexItems(before) : [])
      .filter((item) => !kept.has(`${String(item.pk)}\n${String(item.sk)}`))
      .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
    ...next.map((item) => ({ PutRequest: { Item: item } })),
  ];
  await batchWriteAll(dynamoDocumentClient(), tableName(), requests, "write the people's lists and search index");
}

/** Reads people's entries by id (one BatchGetItem for up to 100); missing ones are left out. */
async function entriesById(ids: readonly string[]): Promise<Map<string, UserEntry>> {
  const found = new Map<string, UserEntry>();
  for (let i = 0; i < ids.length; i += 100) {
    let keys: Record<string, unknown>[] = ids.slice(i, i + 100).map((id) => USER_ENTRY.key({ id }));
    for (let attempt = 0; keys.length > 0; attempt++) {
      if (attempt > 8) throw new Error('Could not read the people of a page');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await dynamoDocumentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) {
        const entry = USER_ENTRY.parse(item);
        found.set(entry.id, entry);
      }
      keys = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
}

/** Whether a person (as read now) still passes the page's filters: an index item written just before a change is not trusted. */
function passes(user: UserEntry, query: PeoplePageQuery): boolean {
  if (query.organizationId !== undefined && user.organizationId !== query.organizationId) return false;
  if (query.userType !== undefined && userTypeOf(user) !== query.userType) return false;
  if (query.disabled !== undefined && (user.disabled === true) !== query.disabled) return false;
  return query.search === null || matchesSearch(personSearchWords(user), query.search);
}

/** What a page key is bound to: the query it was issued for (not its size), so another search's or filter's key is refused. */
function bindingOf({ limit: _limit, lastKey: _lastKey, ...query }: PeoplePageQuery): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...query, search: query.search ?? null }))
    .digest('base64url')
    .slice(0, 16);
}

/** The listing a filter reads: by organisation (gsi2), else by type (gsi1), else everyone (table), under the status asked. */
function listing(query: PeoplePageQuery): { input: QueryCommandInput; index: 'table' | 'gsi1' | 'gsi2'; partition: string } {
  const status = statusOf(query.disabled);
  const [index, partition] =
    query.organizationId !== undefined
      ? (['gsi2', USER_LISTING.keys.gsi2.pk.build({ status, organizationId: query.organizationId })] as const)
      : query.userType !== undefined
        ? (['gsi1', USER_LISTING.keys.gsi1.pk.build({ status, userType: query.userType })] as const)
        : (['table', USER_LISTING.keys.table.pk.build({ status })] as const);
  // An organisation's people are of one type; a type asked beside it only narrows.
  const byType = query.organizationId !== undefined && query.userType !== undefined;
  return {
    index,
    partition,
    input: {
      TableName: tableName(),
      ...(index === 'table' ? {} : { IndexName: index }),
      KeyConditionExpression: '#pk = :pk',
      ...(byType ? { FilterExpression: 'userType = :type' } : {}),
      ExpressionAttributeNames: { '#pk': KEY_ATTRIBUTES[index].pk },
      ExpressionAttributeValues: { ':pk': partition, ...(byType ? { ':type': query.userType } : {}) },
    },
  };
}

/** A page of the word index: up to `limit` people with a word starting with the search's longest word, who match the rest. */
async function searchPage(query: PeoplePageQuery & { search: readonly string[] }, binding: string): Promise<Page<string>> {
  const lead = leadingSearchWord(indexSearchWords(query.search));
  if (lead === null) throw new ValidationError(SEARCH_TOO_SHORT);
  const partition = USER_WORD.keys.table.pk.build({ bucket: lead.slice(0, 2) });
  let from: Record<string, unknown> | undefined = query.lastKey
    ? decodePageKey(query.lastKey, partition, NOT_A_PAGE_KEY, { index: 'table', filter: binding })
    : undefined;
  const found: { id: string; key: Record<string, unknown> }[] = [];
  let read = 0;
  for (;;) {
    const result = await dynamoDocumentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :word)',
        ExpressionAttributeValues: { ':pk': partition, ':word': lead },
        Limit: Math.min(MAX_SEARCH_READ - read, Math.max(2 * (query.limit + 1 - found.length), 20)),
        ExclusiveStartKey: from,
      }),
    );
    const items = (result.Items ?? []) as Record<string, unknown>[];
    read += items.length;
    for (const item of items) {
      const word = USER_WORD.parse(item);
      // A person with several words starting with the lead is listed at the greatest of them only (once).
      const starting = word.words.filter((candidate) => candidate.startsWith(lead)).sort();
      if (starting.at(-1) !== word.word || !matchesSearch(word.words, query.search)) continue;
      if (query.organizationId !== undefined && word.organizationId !== query.organizationId) continue;
      if (query.userType !== undefined && word.userType !== query.userType) continue;
      if (query.disabled !== undefined && word.disabled !== query.disabled) continue;
      found.push({ id: word.userId, key: { pk: item.pk, sk: item.sk } });
      if (found.length > query.limit) {
        const kept = found.slice(0, query.limit);
        return { items: kept.map(({ id }) => id), nextKey: encodePageKey(kept.at(-1)?.key, binding) };
      }
    }
    from = result.LastEvaluatedKey;
    if (!from) return { items: found.map(({ id }) => id), nextKey: null };
    // A long read answers what it found so far, and the key to go on from where it stopped.
    if (read >= MAX_SEARCH_READ) return { items: found.map(({ id }) => id), nextKey: encodePageKey(from, binding) };
  }
}

/** A page of people (PeopleStore.listPage): the ids from the listing or the word index, then the people by id. */
export async function peoplePage(query: PeoplePageQuery): Promise<Page<UserEntry>> {
  const binding = bindingOf(query);
  let ids: Page<string>;
  if (query.search !== null) {
    ids = await searchPage({ ...query, search: query.search }, binding);
  } else {
    const { input, index, partition } = listing(query);
    const page = await queryPage(dynamoDocumentClient(), input, {
      index,
      partition,
      filter: binding,
      limit: query.limit,
      lastKey: query.lastKey,
    });
    ids = { items: page.items.map((item) => USER_LISTING.parse(item).userId), nextKey: page.nextKey };
  }
  const entries = ids.items.length > 0 ? await entriesById(ids.items) : new Map<string, UserEntry>();
  const items = ids.items.flatMap((id) => {
    const entry = entries.get(id);
    return entry && passes(entry, query) ? [entry] : [];
  });
  return { items, nextKey: ids.nextKey };
}
