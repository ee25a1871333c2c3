import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NOT_A_PAGE_KEY } from '@scout/shared/api';
import { searchWords, type Report } from '@scout/shared/domain';
import { dynamoDocumentClient, tableName } from '../src/adapters/dynamodb/client';
import { REPORT_WORD, REPORT_WORD_COUNTS, reportCountsScope } from '../src/adapters/dynamodb/keys';
import { createDynamoReportStore } from '../src/adapters/dynamodb/report-store.dynamodb';
import { invoke, tokenFor } from './support/invoke';
import { storedReport } from './support/reports';
import { storedWordCounts, wordCountsOfIndex } from './support/word-counts';

// The report list's search on the embedded DynamoDB: the word index every report write keeps, read by word
// prefix. The reports are dated 2002 and named with words no other test file uses ("Zebulon", "Quokka").
const store = createDynamoReportStore();
const HOME = 'org-search-home';
const AWAY = 'org-search-away';

function report(id: string, organizationId: string, hour: number, names: Partial<Report>): Report {
  const createdAt = new Date(Date.UTC(2002, 0, 1) + hour * 3_600_000).toISOString();
  return storedReport({ id, organizationId, createdAt, opponentName: 'Nobody', opponentAbbreviation: 'NOB', ...names });
}

// 30 Zebulon reports at home (every third one paid), one Zebulon away, and a Quokka at home with an accent.
const zebulons = Array.from({ length: 30 }, (_, i) =>
  report(`search-zeb-${String(i).padStart(2, '0')}`, HOME, i, {
    opponentName: i % 2 ? 'Zebulon Zephyrs' : 'Zebulon Zealots',
    title: `Week ${i} scout`,
    opponentAbbreviation: 'ZEB',
    status: i % 3 === 0 ? 'paid' : 'created',
  }),
);
const away = report('search-zeb-away', AWAY, 40, { opponentName: 'Zebulon Zephyrs', opponentAbbreviation: 'ZAW' });
const quokka = report('search-quokka', HOME, 50, { opponentName: 'Quökka Quarterbacks', title: 'Playoff', opponentAbbreviation: 'QKA' });
const all = [...zebulons, away, quokka];

const ids = (reports: Report[]) => reports.map((r) => r.id);
const newestFirst = (reports: Report[]) => ids([...reports].sort((a, b) => b.createdAt.localeCompare(a.createdAt)));

async function search(organizationId: string | null, q: string, limit = 100, after?: string) {
  return store.listPage({ organizationId, search: searchWords(q), limit, ...(after ? { after } : {}) });
}

/** The word items a report has in its organisation's index. */
async function indexedWordsOf(r: Report): Promise<string[]> {
  const words = new Set<string>();
  for (const bucket of ['zo', 'ze', 'zz', 'qu', 'pl', 'sc', 'we', 'no', 'ci', 'ca', 'wo', 'op']) {
    const result = await dynamoDocumentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': REPORT_WORD.keys.table.pk.build({ organizationId: r.organizationId, bucket }) },
      }),
    );
    for (const item of result.Items ?? []) if (item.reportId === r.id) words.add(String(item.word));
  }
  return [...words].sort();
}

beforeAll(async () => {
  for (let i = 0; i < all.length; i += 8) await Promise.all(all.slice(i, i + 8).map((r) => store.create(r)));
});

afterAll(async () => {
  await Promise.all(all.map((r) => store.delete(r.id)));
});

describe('the report search index (DynamoDB)', () => {
  it('finds reports by a word prefix of opponent, title or abbreviation, ignoring case and accents, newest first', async () => {
    expect(ids((await search(HOME, 'zeb')).reports)).toEqual(newestFirst(zebulons));
    expect(ids((await search(HOME, 'QUOK')).reports)).toEqual(['search-quokka']);
    expect(ids((await search(HOME, 'play')).reports)).toEqual(['search-quokka']);
    expect(ids((await search(HOME, 'qka')).reports)).toEqual(['search-quokka']);
    expect((await search(HOME, 'ebulon')).reports).toEqual([]);
  });

  it('checks every word of a multi-word search, and lists a report once when several of its words match', async () => {
    const zephyrs = zebulons.filter((r) => r.opponentName === 'Zebulon Zephyrs');

    expect(ids((await search(HOME, 'zephyrs zeb')).reports)).toEqual(newestFirst(zephyrs));
    expect(ids((await search(HOME, 'week 7 ze')).reports)).toEqual(['search-zeb-07']);
    // 'ze' starts zebulon, zealots/zephyrs and zeb: each report still comes once.
    expect(ids((await search(HOME, 'ze')).reports).sort()).toEqual(ids(zebulons).sort());
  });

  it("never finds another organisation's reports; an administrator's search reads every organisation", async () => {
    expect(ids((await search(AWAY, 'zebulon')).reports)).toEqual(['search-zeb-away']);
    expect(ids((await search(HOME, 'zaw')).reports)).toEqual([]);
    expect(ids((await search(null, 'zebulon')).reports)).toEqual(newestFirst([...zebulons, away]));
  });

  it('pages through a search by key, with the filters, and refuses the key for another search', async () => {
    // Prepare
    const paid = zebulons.filter((r) => r.status === 'paid');
    const pages: Report[][] = [];
    let after: string | undefined;

    // Act
    do {
      const page = await store.listPage({
        organizationId: HOME,
        search: ['zebulon'],
        statuses: ['paid'],
        limit: 4,
        ...(after ? { after } : {}),
      });
      pages.push(page.reports);
      after = page.nextKey ?? undefined;
    } while (after && pages.length < 20);

    // Assess
    expect(ids(pages.flat())).toEqual(newestFirst(paid));
    const first = await search(HOME, 'zebulon', 4);
    await expect(search(HOME, 'zephyrs', 4, first.nextKey as string)).rejects.toThrow(NOT_A_PAGE_KEY);
    await expect(search(AWAY, 'zebulon', 4, first.nextKey as string)).rejects.toThrow(NOT_A_PAGE_KEY);
    await expect(store.listPage({ organizationId: HOME, limit: 4, after: first.nextKey as string })).rejects.toThrow(NOT_A_PAGE_KEY);
  });

  it('keeps the index right through a rename and a delete', async () => {
    // Prepare
    const renamed = report('search-rename', HOME, 60, { opponentName: 'Zorro Zebras', title: 'Opener', opponentAbbreviation: 'ZOR' });
    await store.create(renamed);
    expect(await indexedWordsOf(renamed)).toEqual(['opener', 'zebras', 'zor', 'zorro']);

    // Act
    await store.update(renamed.id, 1, { opponentName: 'Carlsbad Wolves', title: 'Opener' });

    // Assess
    expect(ids((await search(HOME, 'zorro')).reports)).toEqual([]);
    expect(ids((await search(HOME, 'wolv carl')).reports)).toEqual(['search-rename']);
    expect(ids((await search(HOME, 'zor')).reports)).toEqual(['search-rename']);
    expect(await indexedWordsOf(renamed)).toEqual(['carlsbad', 'opener', 'wolves', 'zor']);

    await store.delete(renamed.id);
    expect((await search(HOME, 'carlsbad')).reports).toEqual([]);
    expect(await indexedWordsOf(renamed)).toEqual([]);
  });

  it('keeps the word counts of every partition it writes in step with its word items through create, rename and delete', async () => {
    // Prepare: 'Zorro' and 'ZOR' both start 'zo' and 'zor'; the report's status moves too, which moves no word.
    const counted = report('search-counted', HOME, 70, { opponentName: 'Zorro Zebras', title: 'Opener', opponentAbbreviation: 'ZOR' });
    // Every organisation's partitions checked are those of this file's own words (Z), which other files never write.
    const partitions = [
      ...['zo', 'ze', 'op', 'ca', 'wo'].map((bucket) => [HOME, bucket] as const),
      ...['zo', 'ze'].map((bucket) => [null, bucket] as const),
    ];
    const inStep = async () => {
      for (const [organizationId, bucket] of partitions) {
        expect(await storedWordCounts(organizationId, bucket), `${organizationId ?? 'ALL'} ${bucket}`).toEqual(
          await wordCountsOfIndex(organizationId, bucket),
        );
      }
    };

    // Act and assess: created
    await store.create(counted);
    expect(await storedWordCounts(HOME, 'zo')).toEqual({ zo: 2, zor: 2, zorr: 1, zorro: 1 });
    await inStep();

    // Renamed (opponent and abbreviation), then its status moved
    const renamed = await store.update(counted.id, 1, { opponentName: 'Carlsbad Wolverines', opponentAbbreviation: 'CAR' });
    await store.update(counted.id, renamed.version, { status: 'in_progress' });
    expect(await storedWordCounts(HOME, 'zo')).toEqual({});
    expect(await storedWordCounts(HOME, 'ca')).toEqual({ ca: 2, car: 2, carl: 1, carls: 1, carlsb: 1 });
    // 'wolverines' is counted by its first six characters.
    expect(await storedWordCounts(HOME, 'wo')).toEqual({ wo: 1, wol: 1, wolv: 1, wolve: 1, wolver: 1 });
    await inStep();

    // Deleted
    await store.delete(counted.id);
    expect(await storedWordCounts(HOME, 'ca')).toEqual({});
    await inStep();
  });
});

describe('a search of several words (DynamoDB)', () => {
  // An organisation of its own: 120 Xylophone reports, three of them Vibraslap ones too, and four Ukulele ones.
  const MANY = 'org-search-many';
  const common = Array.from({ length: 120 }, (_, i) =>
    report(`search-xyl-${String(i).padStart(3, '0')}`, MANY, i, {
      opponentName: 'Xylophone Xenons',
      title: 'Scouting',
      opponentAbbreviation: 'XYL',
    }),
  );
  const rare = [200, 201, 202].map((hour) =>
    report(`search-vib-${hour}`, MANY, hour, { opponentName: 'Xylophone Xenons', title: 'Vibraslap Ukulele', opponentAbbreviation: 'XYL' }),
  );
  const ukuleles = [300, 301, 302, 303].map((hour) =>
    report(`search-uku-${hour}`, MANY, hour, { opponentName: 'Ukulele Umbras', title: 'Scouting', opponentAbbreviation: 'UKU' }),
  );
  const vipers = [400, 401, 402, 403, 404, 405].map((hour) =>
    report(`search-vip-${hour}`, MANY, hour, { opponentName: 'Vibraslap Vipers', title: 'Scouting', opponentAbbreviation: 'VIP' }),
  );
  const written = [...common, ...rare, ...ukuleles];

  /** The index items the store's Queries evaluate while `act` runs, and the word counts items it reads. */
  async function itemsRead<T>(act: () => Promise<T>): Promise<{ result: T; read: number; countsRead: number }> {
    let read = 0;
    let countsRead = 0;
    const name = 'count-items-read';
    dynamoDocumentClient().middlewareStack.add(
      (next) => async (args) => {
        const output = await next(args);
        const scanned = (output.output as { ScannedCount?: number }).ScannedCount;
        if (typeof scanned === 'number') read += scanned;
        const found = (output.output as { Responses?: Record<string, Record<string, unknown>[]> }).Responses;
        for (const item of Object.values(found ?? {}).flat()) if (item.entityType === REPORT_WORD_COUNTS.type) countsRead += 1;
        return output;
      },
      { step: 'initialize', name },
    );
    try {
      const result = await act();
      return { result, read, countsRead };
    } finally {
      dynamoDocumentClient().middlewareStack.remove(name);
    }
  }

  beforeAll(async () => {
    for (let i = 0; i < written.length; i += 8) await Promise.all(written.slice(i, i + 8).map((r) => store.create(r)));
  });

  afterAll(async () => {
    const gone = [...written, ...vipers];
    for (let i = 0; i < gone.length; i += 8) await Promise.all(gone.slice(i, i + 8).map((r) => store.delete(r.id)));
  });

  it('reads the index by its rarest word, not its longest, from the kept counts', async () => {
    const { result, read, countsRead } = await itemsRead(() => search(MANY, 'xylophone vib'));

    expect(ids(result.reports)).toEqual(newestFirst(rare));
    // The counts of 'xy' and 'vi' (one BatchGetItem, whatever the words' counts) say 123 'xyloph' and 3 'vib':
    // the page reads the 3 'vib' items and nothing else (reading by 'xylophone', the longest, reads all 123).
    expect(countsRead).toBe(2);
    expect(read).toBe(3);
    // One word is read by without counting: a page of 10 reads its 20 items.
    const oneWord = await itemsRead(() => search(MANY, 'xylophone', 10));
    expect(oneWord.result.reports).toHaveLength(10);
    expect(oneWord.read).toBe(20);
  });

  it('pages a search by the word its first page was read by, even when the counts have moved since', async () => {
    // Prepare: 'vib' has 3 items and 'ukulele' 7, so the first page reads by 'vib'.
    const first = await search(MANY, 'ukulele vib', 2);
    expect(ids(first.reports)).toEqual(newestFirst(rare).slice(0, 2));
    for (const viper of vipers) await store.create(viper);
    // Now 'vib' has 9 items: a new search reads by 'ukulele'.

    // Act
    const second = await search(MANY, 'ukulele vib', 2, first.nextKey as string);
    const fresh = await itemsRead(() => search(MANY, 'ukulele vib', 2));
    const freshNext = await search(MANY, 'ukulele vib', 2, fresh.result.nextKey as string);

    // Assess
    expect(ids(second.reports)).toEqual(newestFirst(rare).slice(2));
    expect(second.nextKey).toBeNull();
    expect(ids(fresh.result.reports)).toEqual(newestFirst(rare).slice(0, 2));
    expect(fresh.read).toBe(7);
    expect(ids(freshNext.reports)).toEqual(newestFirst(rare).slice(2));
    await expect(search(MANY, 'xylophone vib', 2, first.nextKey as string)).rejects.toThrow(NOT_A_PAGE_KEY);
    await expect(search(MANY, 'vib', 2, first.nextKey as string)).rejects.toThrow(NOT_A_PAGE_KEY);
  });

  it('finds the same reports when a count is out of step, reading by another word', async () => {
    // Prepare: the counts say 'vib' is the commonest word of the organisation.
    const key = REPORT_WORD_COUNTS.key({ scope: reportCountsScope(MANY), bucket: 'vi' });
    const skew = (delta: number) =>
      dynamoDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'ADD #vib :delta',
          ExpressionAttributeNames: { '#vib': 'w:vib' },
          ExpressionAttributeValues: { ':delta': delta },
        }),
      );
    await skew(1000);

    try {
      // Act
      const { result, read } = await itemsRead(() => search(MANY, 'xylophone vib'));

      // Assess: read by 'xylophone' (every one of its 123 items), the same three found.
      expect(ids(result.reports)).toEqual(newestFirst(rare));
      expect(read).toBe(123);
    } finally {
      await skew(-1000);
    }
  });
});

describe('GET /reports?q=', () => {
  it("searches the caller's organisation only, uncounted, and answers clear 400s", async () => {
    const coach = await tokenFor('coach');

    const found = await invoke('listReports', { token: coach, query: { q: 'zebulon' } });
    const short = await invoke('listReports', { token: coach, query: { q: 'z' } });
    const foreign = await invoke('listReports', {
      token: coach,
      query: { q: 'zebulon', lastKey: (await search(HOME, 'zebulon', 2)).nextKey as string },
    });

    expect(found.statusCode).toBe(200);
    expect(found.body).toMatchObject({ reports: [], total: null, nextKey: null });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe('Search needs a word of at least 2 letters or digits');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toBe(NOT_A_PAGE_KEY);
  });
});
