import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NOT_A_PAGE_KEY, type BackfillStep } from '@scout/shared/api';
import { indexSearchWords, searchWords, type Report } from '@scout/shared/domain';
import { randomUUID } from 'node:crypto';
import { dynamoDocumentClient, tableName } from '../src/adapters/dynamodb/client';
import {
  PAID_REPORT,
  REPORT,
  REPORT_WORD,
  REPORT_WORD_COUNTS,
  reportCountsScope,
  USER_ENTRY,
  USER_LISTING,
  USER_WORD,
} from '../src/adapters/dynamodb/keys';
import { personSearchWords } from '../src/adapters/dynamodb/people-index.dynamodb';
import { createDynamoReportStore } from '../src/adapters/dynamodb/report-store.dynamodb';
import { createDynamoUserStore } from '../src/adapters/dynamodb/user-store.dynamodb';
import { backfillParts } from '../src/composition/maintenance';
import { backfillStep } from '../src/maintenance/backfill';
import { invoke, tokenFor } from './support/invoke';
import type { UserEntry } from '../src/ports';
import { storedReport } from './support/reports';
import { storedWordCounts, wordCountsOfIndex } from './support/word-counts';
import { newUser } from './support/users';

// Reports stored the way Scout stored them before the search's word index and the paid reports' queue existed
// (the report item alone), then the backfill: after it the search and the paid reports find them, and a
// second run writes nothing. Dated 2004 and named with words no other test file uses ("Ocelot", "Narwhal").
const store = createDynamoReportStore();
const ORG = 'org-backfill';

const at = (hour: number) => new Date(Date.UTC(2004, 0, 1) + hour * 3_600_000).toISOString();
const free = storedReport({
  id: 'backfill-free',
  organizationId: ORG,
  createdAt: at(1),
  opponentName: 'Ocelot Outlaws',
  title: 'Week 3',
  opponentAbbreviation: 'OCE',
});
const paid = storedReport({
  id: 'backfill-paid',
  organizationId: ORG,
  createdAt: at(2),
  opponentName: 'Narwhal Knights',
  opponentAbbreviation: 'NAR',
  packageType: 'full',
  paymentStatus: 'completed',
  status: 'paid',
});
const running = storedReport({
  id: 'backfill-running',
  organizationId: ORG,
  createdAt: at(3),
  opponentName: 'Narwhal Navigators',
  opponentAbbreviation: 'NAV',
  packageType: 'express',
  paymentStatus: 'completed',
  status: 'in_progress',
  timerStartedAt: at(3),
  timerExpiresAt: at(27),
});
const reports = [free, paid, running];

/** The report item alone, as a version before the indexes stored it: no word items, no queue item. */
async function storeTheOldWay(report: Report): Promise<void> {
  const { completionPercentage: _derived, ...stored } = report;
  await dynamoDocumentClient().send(
    new PutCommand({ TableName: tableName(), Item: REPORT.item(report, { ...stored, cardSeq: 0, cardsComplete: 0, cardsFilled: 0 }) }),
  );
}

const search = async (q: string) =>
  (await store.listPage({ organizationId: ORG, search: searchWords(q), limit: 50 })).reports.map((r) => r.id);
const paidIds = async () => (await store.listPaid({ organizationId: ORG, limit: 50 })).items.map((r) => r.id);

/** A whole run, batch by batch, as the CLI goes: every batch's counts added up, and the parts in the order run. */
async function runToTheEnd(options: { dryRun: boolean; limit: number }) {
  const parts = backfillParts();
  const totals = {
    scanned: 0,
    reportsScanned: 0,
    reportWords: 0,
    paidReports: 0,
    reportWordCounts: 0,
    userListings: 0,
    userWords: 0,
    batches: 0,
  };
  const partsRun: string[] = [];
  let lastKey: string | undefined;
  do {
    const step: BackfillStep = await backfillStep(parts, { ...options, ...(lastKey ? { lastKey } : {}) });
    totals.batches += 1;
    totals.scanned += step.scanned;
    if (step.part === 'reports') totals.reportsScanned += step.scanned;
    totals.reportWords += step.written.reportWords ?? 0;
    totals.paidReports += step.written.paidReports ?? 0;
    totals.reportWordCounts += step.written.reportWordCounts ?? 0;
    totals.userListings += step.written.userListings ?? 0;
    totals.userWords += step.written.userWords ?? 0;
    if (partsRun.at(-1) !== step.part) partsRun.push(step.part);
    lastKey = step.nextKey ?? undefined;
  } while (lastKey);
  return { ...totals, partsRun };
}

beforeAll(async () => {
  await Promise.all(reports.map(storeTheOldWay));
});

afterAll(async () => {
  await Promise.all(reports.map((r) => store.delete(r.id)));
});

describe('the backfill of the report indexes', () => {
  it('makes reports stored before the indexes searchable and listed as paid, and a second run writes nothing', async () => {
    expect(await search('ocelot')).toEqual([]);
    expect(await search('narwhal')).toEqual([]);
    expect(await paidIds()).toEqual([]);

    const counted = await runToTheEnd({ dryRun: true, limit: 7 });
    // A dry run counts (at least ocelot, outlaws, week, oce; narwhal, knights, nar; navigators, nav) and writes nothing.
    expect(counted.reportWords).toBeGreaterThanOrEqual(9);
    expect(counted.paidReports).toBeGreaterThanOrEqual(2);
    expect(await search('ocelot')).toEqual([]);
    expect(await paidIds()).toEqual([]);

    // Batches of 7 reports: the run resumes from each batch's key through the whole table.
    const first = await runToTheEnd({ dryRun: false, limit: 7 });
    expect(first.batches).toBeGreaterThan(1);
    // (The word counts part reads the counts items, which the dry run left unwritten: the reports read are compared.)
    expect(first).toMatchObject({
      reportWords: counted.reportWords,
      paidReports: counted.paidReports,
      reportsScanned: counted.reportsScanned,
    });

    expect(await search('ocelot')).toEqual(['backfill-free']);
    expect(await search('week 3 oce')).toEqual(['backfill-free']);
    expect(await search('narwhal')).toEqual(['backfill-running', 'backfill-paid']);
    expect(await search('nav')).toEqual(['backfill-running']);
    // Open reports, least time left first: the running timer before the paid report that has none yet.
    expect(await paidIds()).toEqual(['backfill-running', 'backfill-paid']);

    // The word counts: established for the organisation's partitions, which had none ('ocelot' and 'oce'
    // start 'oc' and 'oce'), and counted again where other files' reports had counts (every organisation's 'we').
    expect(counted.reportWordCounts).toBeGreaterThanOrEqual(8);
    expect(first.reportWordCounts).toBeGreaterThanOrEqual(8);
    expect(await storedWordCounts(ORG, 'oc')).toEqual({ oc: 2, oce: 2, ocel: 1, ocelo: 1, ocelot: 1 });
    for (const [organizationId, bucket] of [
      [ORG, 'na'],
      [ORG, 'we'],
      [null, 'oc'],
      [null, 'we'],
      [null, 'na'],
    ] as const) {
      expect(await storedWordCounts(organizationId, bucket), `${organizationId ?? 'ALL'} ${bucket}`).toEqual(
        await wordCountsOfIndex(organizationId, bucket),
      );
    }

    const second = await runToTheEnd({ dryRun: false, limit: 100 });
    expect(second).toMatchObject({ reportWords: 0, paidReports: 0, reportWordCounts: 0, scanned: first.scanned });
  });

  it('writes only the word items a report lacks, and removes a queue item the report no longer earns', async () => {
    // Mended first (so the test stands alone), then one word item lost and a queue item left beside a free report.
    await Promise.all(reports.map((r) => store.mendIndexes(r, { dryRun: false })));
    const lost = REPORT_WORD.key({ organizationId: ORG, bucket: 'kn', word: 'knights', createdAt: paid.createdAt, reportId: paid.id });
    await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: lost }));
    const stray = { reportId: free.id, organizationId: ORG, queue: '0#~' };
    await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: PAID_REPORT.item(stray, stray) }));
    expect(await search('knights')).toEqual([]);
    expect(await paidIds()).toEqual(['backfill-running', 'backfill-free', 'backfill-paid']);

    expect(await store.mendIndexes(paid, { dryRun: true })).toEqual({ reportWords: 1, paidReports: 0, reportWordCounts: 0 });
    expect(await store.mendIndexes(paid, { dryRun: false })).toEqual({ reportWords: 1, paidReports: 0, reportWordCounts: 0 });
    expect(await store.mendIndexes(free, { dryRun: false })).toEqual({ reportWords: 0, paidReports: 1, reportWordCounts: 0 });

    expect(await search('knights')).toEqual(['backfill-paid']);
    expect(await paidIds()).toEqual(['backfill-running', 'backfill-paid']);
    expect(await store.mendIndexes(paid, { dryRun: false })).toEqual({ reportWords: 0, paidReports: 0, reportWordCounts: 0 });
    expect(await store.mendIndexes(free, { dryRun: false })).toEqual({ reportWords: 0, paidReports: 0, reportWordCounts: 0 });
  });

  it('mends word counts that are missing or out of step, and a second run writes none', async () => {
    // Prepare: mended first (so the test stands alone); then the organisation's 'oc' counts lost and its 'na'
    // counts moved as by a write that stopped half-way (two 'narwhal' too many, 'nav' one too few, a stray 'nax').
    await Promise.all(reports.map((r) => store.mendIndexes(r, { dryRun: false })));
    const wanted = { oc: await wordCountsOfIndex(ORG, 'oc'), na: await wordCountsOfIndex(ORG, 'na') };
    expect(wanted.na).toEqual({ na: 5, nar: 3, narw: 2, narwh: 2, narwha: 2, nav: 2, navi: 1, navig: 1, naviga: 1 });
    await dynamoDocumentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: REPORT_WORD_COUNTS.key({ scope: reportCountsScope(ORG), bucket: 'oc' }) }),
    );
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: REPORT_WORD_COUNTS.key({ scope: reportCountsScope(ORG), bucket: 'na' }),
        UpdateExpression: 'ADD #narw :two, #nav :minus, #nax :one',
        ExpressionAttributeNames: { '#narw': 'w:narw', '#nav': 'w:nav', '#nax': 'w:nax' },
        ExpressionAttributeValues: { ':two': 2, ':minus': -1, ':one': 1 },
      }),
    );
    expect(await storedWordCounts(ORG, 'oc')).toEqual({});
    // The search still finds them (a count only picks the word the index is read by).
    expect(await search('narwhal nav')).toEqual(['backfill-running']);

    // Act and assess: a report's mending establishes missing counts; the word counts part mends the others.
    expect(await store.mendIndexes(free, { dryRun: true })).toEqual({ reportWords: 0, paidReports: 0, reportWordCounts: 1 });
    expect(await storedWordCounts(ORG, 'oc')).toEqual({});
    expect(await store.mendIndexes(free, { dryRun: false })).toEqual({ reportWords: 0, paidReports: 0, reportWordCounts: 1 });
    expect(await storedWordCounts(ORG, 'oc')).toEqual(wanted.oc);
    const dry = await runToTheEnd({ dryRun: true, limit: 50 });
    expect(dry.reportWordCounts).toBe(1);
    expect(await storedWordCounts(ORG, 'na')).not.toEqual(wanted.na);
    const run = await runToTheEnd({ dryRun: false, limit: 50 });
    expect(run.reportWordCounts).toBe(1);
    expect(await storedWordCounts(ORG, 'na')).toEqual(wanted.na);
    expect(await runToTheEnd({ dryRun: false, limit: 50 })).toMatchObject({ reportWordCounts: 0, reportWords: 0, paidReports: 0 });
  });
});

// A person stored the way Scout stored people before User Management's listing and word index existed: the
// directory entry alone. Named with a word of this run only, in an organisation of their own.
const people = createDynamoUserStore();

describe('the backfill of the people indexes', () => {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  const word = `qk${tag}`;
  const organizationId = `org-backfill-${tag}`;
  const id = `user-backfill-${tag}`;
  const entry: UserEntry = {
    id,
    username: id,
    email: `${id}@backfill.example`,
    name: `Ulysses ${word}`,
    organizationId,
    role: 'coach',
    isDemoAccount: false,
    createdAt: at(4),
  };
  const listed = async (query: Record<string, string>) => {
    const response = await invoke('listUsers', { token: await tokenFor('admin'), query: { limit: '50', ...query } });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return (response.body.users as { id: string }[]).map((user) => user.id);
  };

  // The entry and the index items the backfill wrote go with the person.
  afterAll(() => people.remove({ ...entry, passwordHash: 'not-a-hash' }));

  it('lists and finds people stored before the indexes once backfilled, after the reports; a second run writes nothing', async () => {
    await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: USER_ENTRY.item({ id }, entry) }));
    expect(await listed({ organizationId })).toEqual([]);
    expect(await listed({ q: word })).toEqual([]);
    expect(await listed({ q: `ulysses ${word}` })).toEqual([]);

    // Two listing items (everyone, active) and one word item per word of the name, username and e-mail.
    const wordItems = indexSearchWords(personSearchWords(entry)).length;
    const counted = await runToTheEnd({ dryRun: true, limit: 3 });
    expect(counted).toMatchObject({ userListings: 2, userWords: wordItems, partsRun: ['reports', 'wordCounts', 'users'] });
    expect(await listed({ organizationId })).toEqual([]);
    expect(await listed({ q: word })).toEqual([]);

    const first = await runToTheEnd({ dryRun: false, limit: 3 });
    expect(first).toMatchObject({ userListings: 2, userWords: wordItems, scanned: counted.scanned });

    expect(await listed({ organizationId })).toEqual([id]);
    expect(await listed({ organizationId, disabled: 'false' })).toEqual([id]);
    expect(await listed({ q: word })).toEqual([id]);
    expect(await listed({ q: `ulysses ${word}`, userType: 'external' })).toEqual([id]);

    const second = await runToTheEnd({ dryRun: false, limit: 100 });
    expect(second).toMatchObject({ userListings: 0, userWords: 0, scanned: first.scanned });
  });

  it('writes only the items a person lacks or holds out of step', async () => {
    await dynamoDocumentClient().send(new PutCommand({ TableName: tableName(), Item: USER_ENTRY.item({ id }, entry) }));
    await people.mendIndexes(entry, { dryRun: false });
    // One word item lost, and the listing under everyone still saying the person is disabled.
    const nameKey = `ulysses ${word}`;
    const lost = USER_WORD.key({ bucket: 'ul', word: 'ulysses', nameKey, userId: id });
    await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: lost }));
    const indexed = { userId: id, organizationId, userType: 'external' as const, disabled: true };
    await dynamoDocumentClient().send(
      new PutCommand({ TableName: tableName(), Item: USER_LISTING.item({ status: 'ANY', nameKey, ...indexed }, indexed) }),
    );
    expect(await listed({ q: 'ulysses', organizationId })).toEqual([]);

    expect(await people.mendIndexes(entry, { dryRun: true })).toEqual({ userListings: 1, userWords: 1 });
    expect(await listed({ q: 'ulysses', organizationId })).toEqual([]);
    expect(await people.mendIndexes(entry, { dryRun: false })).toEqual({ userListings: 1, userWords: 1 });

    expect(await listed({ q: 'ulysses', organizationId })).toEqual([id]);
    expect(await people.mendIndexes(entry, { dryRun: false })).toEqual({ userListings: 0, userWords: 0 });
  });
});

describe('POST /maintenance/backfill', () => {
  it('runs one batch for an administrator and answers the key of the next; refuses anyone else', async () => {
    const admin = await tokenFor('admin');
    const staff = await newUser({ role: 'staff', organizationId: 'internal' });
    const staffLogin = await invoke('login', { body: { username: staff.username, password: staff.password } });

    const batch = await invoke('backfillIndexes', { token: admin, body: { limit: 2 } });
    const resumed = await invoke('backfillIndexes', { token: admin, body: { lastKey: batch.body.nextKey, dryRun: true } });

    expect(batch.statusCode, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body).toMatchObject({ part: 'reports', scanned: 2, dryRun: false, written: { reportWords: 0, paidReports: 0 } });
    expect(typeof batch.body.nextKey).toBe('string');
    expect(resumed.statusCode, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toMatchObject({ part: 'reports', dryRun: true });

    expect((await invoke('backfillIndexes', { body: {} })).statusCode).toBe(401);
    expect((await invoke('backfillIndexes', { token: await tokenFor('coach'), body: {} })).statusCode).toBe(403);
    const byStaff = await invoke('backfillIndexes', { token: staffLogin.body.token as string, body: {} });
    expect(byStaff.statusCode).toBe(403);
    const events = await invoke('listAuditEvents', { token: admin, query: { kind: 'maintenance.backfill' } });
    const items = events.body.items as { outcome: string; actor: { userId: string }; detail: Record<string, unknown> }[];
    expect(items.find((event) => event.outcome === 'denied')?.actor.userId).toBe(staff.id);
    expect(items.find((event) => event.outcome === 'success' && event.detail.dryRun === false)?.detail).toMatchObject({
      part: 'reports',
      scanned: 2,
      reportWords: 0,
    });
  });

  it('refuses a key it did not give and a batch too large, in words', async () => {
    const admin = await tokenFor('admin');
    const list = await invoke('listReports', { token: admin, query: { limit: '1' } });
    const listKey = list.body.nextKey as string;

    const answers = await Promise.all([
      invoke('backfillIndexes', { token: admin, body: { lastKey: 'not-a-key' } }),
      invoke('backfillIndexes', { token: admin, body: { lastKey: listKey } }),
      invoke('backfillIndexes', { token: admin, body: { limit: 501 } }),
      invoke('backfillIndexes', { token: admin, body: { dryRun: 'yes' } }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0]!.body.message).toBe(NOT_A_PAGE_KEY);
    expect(answers[1]!.body.message).toBe(NOT_A_PAGE_KEY);
    expect(answers[2]!.body.message).toContain('limit is at most 500');
    expect(answers[3]!.body.message).toContain('dryRun is true or false');
  });
});

describe('scripts/backfill', () => {
  it('runs against a DynamoDB endpoint and, the table mended, has nothing to write', async () => {
    const script = resolve(__dirname, '../../scripts/backfill');
    const { stdout } = await promisify(execFile)(
      script,
      ['--endpoint', String(process.env.DYNAMODB_ENDPOINT), '--table', tableName(), '--dry-run'],
      {
        env: { ...process.env, LOG_LEVEL: 'warn' },
      },
    );

    expect(stdout).toContain(`Counting (dry run) the missing index items in table ${tableName()}.`);
    expect(stdout).toMatch(
      /Done: reports read \d+, reportWords 0, paidReports 0, reportWordCounts 0, wordCounts read \d+, users read \d+, userListings 0, userWords 0 \(dry run: nothing written\)\./,
    );
  });
});
