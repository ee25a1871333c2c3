import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { NOT_A_PAGE_KEY, type BackfillStep } from '@scout/shared/api';
import { searchWords, type Report } from '@scout/shared/domain';
import { dynamoDocumentClient, tableName } from '../src/adapters/dynamodb/client';
import { PAID_REPORT, REPORT, REPORT_WORD } from '../src/adapters/dynamodb/keys';
import { createDynamoReportStore } from '../src/adapters/dynamodb/report-store.dynamodb';
import { backfillParts } from '../src/composition/maintenance';
import { backfillStep } from '../src/maintenance/backfill';
import { invoke, tokenFor } from './support/invoke';
import { storedReport } from './support/reports';
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

/** A whole run, batch by batch, as the CLI goes: every batch's counts added up. */
async function runToTheEnd(options: { dryRun: boolean; limit: number }) {
  const parts = backfillParts();
  const totals = { scanned: 0, reportWords: 0, paidReports: 0, batches: 0 };
  let lastKey: string | undefined;
  do {
    const step: BackfillStep = await backfillStep(parts, { ...options, ...(lastKey ? { lastKey } : {}) });
    totals.batches += 1;
    totals.scanned += step.scanned;
    totals.reportWords += step.written.reportWords ?? 0;
    totals.paidReports += step.written.paidReports ?? 0;
    lastKey = step.nextKey ?? undefined;
  } while (lastKey);
  return totals;
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
    expect(first).toMatchObject({ reportWords: counted.reportWords, paidReports: counted.paidReports, scanned: counted.scanned });

    expect(await search('ocelot')).toEqual(['backfill-free']);
    expect(await search('week 3 oce')).toEqual(['backfill-free']);
    expect(await search('narwhal')).toEqual(['backfill-running', 'backfill-paid']);
    expect(await search('nav')).toEqual(['backfill-running']);
    // Open reports, least time left first: the running timer before the paid report that has none yet.
    expect(await paidIds()).toEqual(['backfill-running', 'backfill-paid']);

    const second = await runToTheEnd({ dryRun: false, limit: 100 });
    expect(second).toMatchObject({ reportWords: 0, paidReports: 0, scanned: first.scanned });
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

    expect(await store.mendIndexes(paid, { dryRun: true })).toEqual({ reportWords: 1, paidReports: 0 });
    expect(await store.mendIndexes(paid, { dryRun: false })).toEqual({ reportWords: 1, paidReports: 0 });
    expect(await store.mendIndexes(free, { dryRun: false })).toEqual({ reportWords: 0, paidReports: 1 });

    expect(await search('knights')).toEqual(['backfill-paid']);
    expect(await paidIds()).toEqual(['backfill-running', 'backfill-paid']);
    expect(await store.mendIndexes(paid, { dryRun: false })).toEqual({ reportWords: 0, paidReports: 0 });
    expect(await store.mendIndexes(free, { dryRun: false })).toEqual({ reportWords: 0, paidReports: 0 });
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
    expect(stdout).toMatch(/Done: reports read \d+, reportWords 0, paidReports 0 \(dry run: nothing written\)\./);
  });
});
