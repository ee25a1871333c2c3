import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { REPORT_STATUSES, type Report, type ReportStatus } from '@scout/shared/domain';
import { dynamoDocumentClient, tableName } from '../src/adapters/dynamodb/client';
import { REPORT } from '../src/adapters/dynamodb/keys';
import { createDynamoReportStore } from '../src/adapters/dynamodb/report-store.dynamodb';
import { NOT_A_PAGE_KEY } from '@scout/shared/api';
import type { ReportFilter } from '../src/ports';
import { storedReport } from './support/reports';

// The store's list against the embedded DynamoDB, checked against the same list worked out in memory. The
// reports are dated 2001, older than every other report of the shared table, and deleted at the end.
const ORGANIZATION = 'org-list-store';
const REPORTS = 130;
const store = createDynamoReportStore();

function benchReport(i: number): Report {
  const createdAt = new Date(Date.UTC(2001, 0, 1) + i * 3_600_000).toISOString();
  return storedReport({
    id: `list-store-${String(i).padStart(3, '0')}`,
    title: `Report ${i}`,
    organizationId: ORGANIZATION,
    // Statuses in runs of seven, so a status filter passes over runs of other reports.
    status: REPORT_STATUSES[Math.floor(i / 7) % REPORT_STATUSES.length]!,
    createdAt,
  });
}

const reports = Array.from({ length: REPORTS }, (_, i) => benchReport(i));

function expected(filter: ReportFilter): Report[] {
  return reports
    .filter((r) => !filter.statuses || filter.statuses.includes(r.status))
    .filter(
      (r) =>
        (filter.createdFrom === undefined || r.createdAt >= filter.createdFrom) &&
        (filter.createdTo === undefined || r.createdAt < filter.createdTo),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const ids = (list: Report[]) => list.map((r) => r.id);

beforeAll(async () => {
  for (let i = 0; i < reports.length; i += 10) await Promise.all(reports.slice(i, i + 10).map((report) => store.create(report)));
});

afterAll(async () => {
  await Promise.all(reports.map((report) => store.delete(report.id)));
});

describe('the report store list (DynamoDB)', () => {
  const filters: ReportFilter[] = [
    { organizationId: ORGANIZATION },
    { organizationId: ORGANIZATION, statuses: ['failed'] },
    { organizationId: ORGANIZATION, statuses: REPORT_STATUSES.filter((status) => status !== 'completed') },
    { organizationId: ORGANIZATION, createdFrom: reports[20]!.createdAt },
    { organizationId: ORGANIZATION, createdTo: reports[90]!.createdAt },
    {
      organizationId: ORGANIZATION,
      statuses: ['created', 'paid'],
      createdFrom: '2001-01-02T00:00:00.000Z',
      createdTo: '2001-01-05T00:00:00.000Z',
    },
  ];

  /** Every page of a filter, `limit` at a time, each read from the key the one before answered. */
  async function everyPage(filter: ReportFilter, limit: number): Promise<{ pages: Report[][]; keys: (string | null)[] }> {
    const pages: Report[][] = [];
    const keys: (string | null)[] = [];
    let after: string | undefined;
    do {
      const page = await store.listPage({ ...filter, limit, ...(after ? { after } : {}) });
      pages.push(page.reports);
      keys.push(page.nextKey);
      after = page.nextKey ?? undefined;
    } while (after && pages.length < 100);
    return { pages, keys };
  }

  it('pages every filter newest first by key, as the list worked out in memory', async () => {
    for (const filter of filters) {
      const all = expected(filter);
      expect(await store.count(filter), JSON.stringify(filter)).toBe(all.length);
      for (const limit of [25, 7]) {
        const { pages } = await everyPage(filter, limit);
        const what = `${JSON.stringify(filter)} limit ${limit}`;
        expect(ids(pages.flat()), what).toEqual(ids(all));
        for (const page of pages.slice(0, -1)) expect(page.length, what).toBe(limit);
      }
    }
  });

  it("refuses a page key issued for another filter, another organisation's list or edited", async () => {
    // Prepare
    const first = await store.listPage({ organizationId: ORGANIZATION, limit: 5 });
    const key = first.nextKey as string;
    const decoded = JSON.parse(Buffer.from(key, 'base64url').toString('utf8')) as Record<string, string>;
    const rebound = Buffer.from(JSON.stringify({ ...decoded, '@': 'another-filter' })).toString('base64url');

    // Act, assess
    await expect(store.listPage({ organizationId: ORGANIZATION, statuses: ['failed'], limit: 5, after: key })).rejects.toThrow(
      NOT_A_PAGE_KEY,
    );
    await expect(store.listPage({ organizationId: 'org-other', limit: 5, after: key })).rejects.toThrow(NOT_A_PAGE_KEY);
    await expect(store.listPage({ organizationId: null, limit: 5, after: key })).rejects.toThrow(NOT_A_PAGE_KEY);
    await expect(store.listPage({ organizationId: ORGANIZATION, limit: 5, after: rebound })).rejects.toThrow(NOT_A_PAGE_KEY);
    const second = await store.listPage({ organizationId: ORGANIZATION, limit: 5, after: key });
    expect(ids(second.reports)).toEqual(ids(expected({ organizationId: ORGANIZATION }).slice(5, 10)));
  });

  it('counts by status per organisation and overall, following creates, status changes, re-seeds and deletes', async () => {
    // Prepare
    const byStatus = (status: ReportStatus) => reports.filter((r) => r.status === status).length;
    const before = await store.countByStatus(null);
    const extra = { ...benchReport(REPORTS), id: 'list-store-extra', status: 'created' as const };

    // Act, assess
    expect(await store.countByStatus(ORGANIZATION)).toEqual(
      Object.fromEntries(REPORT_STATUSES.map((status) => [status, byStatus(status)])),
    );
    await store.create(extra);
    expect((await store.countByStatus(ORGANIZATION)).created).toBe(byStatus('created') + 1);
    expect((await store.countByStatus(null)).created).toBe(before.created + 1);

    await store.update(extra.id, 1, { status: 'in_progress' });
    expect(await store.countByStatus(ORGANIZATION)).toMatchObject({
      created: byStatus('created'),
      in_progress: byStatus('in_progress') + 1,
    });

    await store.seed({ report: { ...extra, status: 'completed', version: 2 }, cardSeq: 0, cardsComplete: 0 });
    expect(await store.countByStatus(ORGANIZATION)).toMatchObject({
      in_progress: byStatus('in_progress'),
      completed: byStatus('completed') + 1,
    });

    await store.delete(extra.id);
    await store.delete(extra.id);
    expect(await store.countByStatus(ORGANIZATION)).toEqual(
      Object.fromEntries(REPORT_STATUSES.map((status) => [status, byStatus(status)])),
    );
    expect(await store.countByStatus(null)).toEqual(before);
  });

  it('leaves the counts alone when a stale write is refused', async () => {
    const report = reports[0]!;
    const before = await store.countByStatus(ORGANIZATION);

    await expect(store.update(report.id, 99, { status: 'completed' })).rejects.toThrow('changed by someone else');

    expect(await store.countByStatus(ORGANIZATION)).toEqual(before);
  });

  it('refuses a malformed report item with a message naming it, rather than passing it on', async () => {
    await dynamoDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...REPORT.key({ id: 'list-store-malformed' }),
          entityType: 'Report',
          id: 'list-store-malformed',
          organizationId: ORGANIZATION,
          status: 'archived',
          createdAt: '2001-01-01T00:00:00.000Z',
        },
      }),
    );

    await expect(store.get('list-store-malformed')).rejects.toThrow(
      /^Stored Report item REPORT#list-store-malformed \/ REPORT is malformed: title: .+; status: .+$/,
    );
    await store.delete('list-store-malformed');
  });
});
