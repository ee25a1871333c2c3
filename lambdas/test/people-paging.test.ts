import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_A_PAGE_KEY, type RouteId } from '@scout/shared/api';
import { SEARCH_TOO_SHORT } from '@scout/shared/domain';
import { dynamoDocumentClient, tableName } from '../src/adapters/dynamodb/client';
import { USER_ENTRY } from '../src/adapters/dynamodb/keys';
import { createDynamoUserStore } from '../src/adapters/dynamodb/user-store.dynamodb';
import type { UserRecord } from '../src/ports';
import { invoke, tokenFor } from './support/invoke';

/**
 * User Management and Internal Users page by key and search on the server, through the listing and word
 * items every write of a person keeps (never reading everyone). Other files add people at the same time: each
 * test works in an organisation of its own, or searches for a word only its people have.
 */

type Body = Record<string, unknown>;
type Query = Record<string, string>;

const tag = () => randomUUID().replaceAll('-', '').slice(0, 10);
const store = createDynamoUserStore();

/** A person stored as User Management creates them (no password anyone uses here). */
async function person(fields: Partial<UserRecord> & { name: string }): Promise<UserRecord> {
  const id = `user-pp-${randomUUID()}`;
  const user: UserRecord = {
    id,
    username: id,
    email: `${id}@people-paging.example`,
    passwordHash: 'not-a-hash',
    organizationId: 'org-eagles',
    role: 'coach',
    isDemoAccount: false,
    createdAt: new Date().toISOString(),
    ...fields,
  };
  await store.create(user);
  return user;
}

async function asAdmin(routeId: RouteId, options: { query?: Query; params?: Body; body?: unknown } = {}) {
  return invoke(routeId, { token: await tokenFor('admin'), ...options } as Parameters<typeof invoke>[1]);
}

/** Reads a list page by page with `lastKey`, as the web app does: each page's ids and how many pages. */
async function readPages(routeId: RouteId, query: Query) {
  const pages: string[][] = [];
  let lastKey: string | null = null;
  do {
    const response = await asAdmin(routeId, { query: { ...query, ...(lastKey ? { lastKey } : {}) } });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    pages.push((response.body.users as Body[]).map((user) => user.id as string));
    lastKey = response.body.nextKey as string | null;
  } while (lastKey && pages.length < 20);
  return { pages, ids: pages.flat() };
}

describe('GET /users pages by key', () => {
  it("answers an organisation's people by name, two at a time, each once, and refuses a key of another filter", async () => {
    const organizationId = `org-pp-${tag()}`;
    const names = ['Dana Drake', 'Avery Adams', 'Éloise Evans', 'Casey Cole', 'Blair Brooks'];
    const made = new Map<string, string>();
    for (const name of names) made.set(name, (await person({ name, organizationId })).id);

    const { pages, ids } = await readPages('listUsers', { organizationId, limit: '2' });
    const first = await asAdmin('listUsers', { query: { organizationId, limit: '2' } });
    const otherFilter = await asAdmin('listUsers', { query: { organizationId, disabled: 'true', lastKey: first.body.nextKey as string } });
    const otherOrganization = await asAdmin('listUsers', {
      query: { organizationId: 'org-eagles', lastKey: first.body.nextKey as string },
    });
    const edited = await asAdmin('listUsers', { query: { organizationId, lastKey: `${first.body.nextKey as string}x` } });

    // By name, accents ignored: Éloise sorts as eloise.
    expect(ids).toEqual(['Avery Adams', 'Blair Brooks', 'Casey Cole', 'Dana Drake', 'Éloise Evans'].map((name) => made.get(name)));
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    for (const refused of [otherFilter, otherOrganization, edited]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(NOT_A_PAGE_KEY);
    }
  });

  it('filters by status and type on the server, and the lists follow each change of a person', async () => {
    const organizationId = `org-pp-${tag()}`;
    const admin = await tokenFor('admin');
    const kept = await person({ name: 'Kim Kept', organizationId });
    const moved = await person({ name: 'Mo Moved', organizationId });
    const ids = async (query: Query) => (await readPages('listUsers', { organizationId, ...query })).ids;

    const disabled = await invoke('setUserDisabled', { token: admin, params: { id: moved.id }, body: { disabled: true } });
    expect(disabled.statusCode, JSON.stringify(disabled.body)).toBe(200);
    expect(await ids({ disabled: 'true' })).toEqual([moved.id]);
    expect(await ids({ disabled: 'false' })).toEqual([kept.id]);
    expect(await ids({})).toEqual([kept.id, moved.id]);

    const renamed = await invoke('updateUser', { token: admin, params: { id: moved.id }, body: { name: 'Aa Renamed' } });
    expect(renamed.statusCode, JSON.stringify(renamed.body)).toBe(200);
    expect(await ids({})).toEqual([moved.id, kept.id]);

    const staff = await invoke('setUserType', { token: admin, params: { id: moved.id }, body: { userType: 'internal' } });
    expect(staff.statusCode, JSON.stringify(staff.body)).toBe(200);
    expect(await ids({})).toEqual([kept.id]);
    expect(await ids({ userType: 'external' })).toEqual([kept.id]);
    const internal = await readPages('listUsers', { userType: 'internal', disabled: 'true', q: 'renamed' });
    expect(internal.ids).toContain(moved.id);
    await invoke('deleteInternalUser', { token: admin, params: { id: moved.id } });
    expect((await readPages('listUsers', { userType: 'internal', q: 'renamed' })).ids).not.toContain(moved.id);
  });

  it('reads the index, not the people partition: a person stored without index items is listed only once reindexed', async () => {
    const organizationId = `org-pp-${tag()}`;
    const word = `zz${tag()}`;
    const id = `user-pp-${randomUUID()}`;
    const entry = {
      id,
      username: id,
      email: `${id}@people-paging.example`,
      name: `Old ${word}`,
      organizationId,
      role: 'coach',
      isDemoAccount: false,
      createdAt: new Date().toISOString(),
    };
    // As a deployment written before the indexes holds them: the directory entry alone.
    await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: USER_ENTRY.item({ id }, entry) }));

    expect((await readPages('listUsers', { organizationId })).ids).toEqual([]);
    expect((await readPages('listUsers', { q: word })).ids).toEqual([]);
    await store.reindex(entry);
    expect((await readPages('listUsers', { organizationId })).ids).toEqual([id]);
    expect((await readPages('listUsers', { q: word })).ids).toEqual([id]);
  });
});

describe('GET /users searches by word prefix on the server', () => {
  it('finds name, username and e-mail words from their start, case and accents ignored, every word needed, paged', async () => {
    const word = `qq${tag()}`;
    const chloe = await person({ name: `Chloé Durand ${word}` });
    const chad = await person({ name: `Chad Miller ${word}`, username: `cmiller-${word}` });
    const other = await person({ name: `Otto Chase`, email: `otto.${word}@mail.example` });
    const search = async (q: string, query: Query = {}) => (await readPages('listUsers', { q, ...query })).ids;

    // One word each has: by name.
    expect(await search(word)).toEqual([chad.id, chloe.id, other.id]);
    expect(await search(`CHLOE ${word}`)).toEqual([chloe.id]);
    expect(await search(`ch ${word}`)).toEqual([chad.id, chloe.id, other.id]);
    expect(await search(`mil ${word}`)).toEqual([chad.id]);
    expect(await search(`cmiller ${word}`)).toEqual([chad.id]);
    expect(await search(`otto.${word}@mail`)).toEqual([other.id]);
    expect(await search(`urand ${word}`)).toEqual([]);
    // Paged one at a time, each person once.
    const paged = await readPages('listUsers', { q: word, limit: '1' });
    expect(paged.pages).toEqual([[chad.id], [chloe.id], [other.id]]);
  });

  it('refuses a search without a word of two letters, and a search key used for another search', async () => {
    const word = `ww${tag()}`;
    await person({ name: `Wes ${word}` });
    await person({ name: `Wyn ${word}` });
    const short = await asAdmin('listUsers', { query: { q: 'a' } });
    const quick = await asAdmin('searchUsers', { query: { q: 'a b' } });
    const first = await asAdmin('listUsers', { query: { q: word, limit: '1' } });
    const other = await asAdmin('listUsers', { query: { q: `${word} wes`, limit: '1', lastKey: first.body.nextKey as string } });

    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe(SEARCH_TOO_SHORT);
    expect(quick.statusCode).toBe(400);
    expect(first.body.nextKey).toEqual(expect.any(String));
    expect(other.statusCode).toBe(400);
    expect(other.body.message).toBe(NOT_A_PAGE_KEY);
  });

  it('answers the quick search (GET /users/search) from the same index, at most 20', async () => {
    const word = `ss${tag()}`;
    for (let i = 0; i < 22; i++) await person({ name: `Sam ${String(i).padStart(2, '0')} ${word}` });
    const found = await asAdmin('searchUsers', { query: { q: word } });

    expect(found.statusCode, JSON.stringify(found.body)).toBe(200);
    expect(found.body.users).toHaveLength(20);
    expect((found.body.users as Body[]).map((user) => user.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Sam ${String(i).padStart(2, '0')} ${word}`),
    );
  });
});

describe('GET /internal-users pages by key and searches (the staff pickers)', () => {
  it('answers staff only, by name, a page at a time, searched by word', async () => {
    const word = `ii${tag()}`;
    const admin = await tokenFor('admin');
    const staffIds: string[] = [];
    for (const name of ['Ivy', 'Ian', 'Ida']) {
      const made = await invoke('createInternalUser', {
        token: admin,
        body: { username: `${name.toLowerCase()}-${word}`, email: `${name.toLowerCase()}-${word}@scout.example`, name: `${name} ${word}` },
      });
      expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
      staffIds.push((made.body.user as Body).id as string);
    }
    // A coach with the same word is never staff.
    await person({ name: `Coach ${word}` });

    try {
      const { pages, ids } = await readPages('listInternalUsers', { q: word, limit: '2' });
      const byName = await readPages('listInternalUsers', { q: `ida ${word}` });
      const coach = await invoke('listInternalUsers', { token: await tokenFor('coach'), query: { q: word } });

      expect(ids).toEqual([staffIds[1], staffIds[2], staffIds[0]]);
      expect(pages.map((page) => page.length)).toEqual([2, 1]);
      expect(byName.ids).toEqual([staffIds[2]]);
      expect(coach.statusCode).toBe(403);
    } finally {
      for (const id of staffIds) await invoke('deleteInternalUser', { token: admin, params: { id } });
    }
  });
});
