import { describe, expect, it } from 'vitest';
import { matchesSearch, REPORT_STATUSES, reportSearchWords, type Report, type ReportStatus } from '@scout/shared/domain';
import { ValidationError } from '../core/errors';
import { userPrincipal } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { listReports } from './list-reports';
import type { ReportCounts, ReportFilter, ReportPageQuery, ReportStore } from '../ports';
import { storedReport } from '../../test/support/reports';

const coach: Caller = {
  principal: userPrincipal({ userId: 'u1', organizationId: 'org-a', role: 'coach' }),
  userId: 'u1',
  organizationId: 'org-a',
  role: 'coach',
  email: 'c@a.example',
  name: 'Coach',
  accountName: 'A',
  sourceIp: null,
  restriction: null,
};
const admin: Caller = {
  ...coach,
  principal: userPrincipal({ userId: 'u0', organizationId: 'internal', role: 'admin' }),
  userId: 'u0',
  organizationId: 'internal',
  role: 'admin',
};

function report(id: string, organizationId: string, status: ReportStatus, createdAt: string): Report {
  return storedReport({ id, title: id, organizationId, status, createdAt });
}

/** The list part of a report store over an array, recording what the use case asks of it. */
function storeOf(reports: Report[]) {
  const calls: { listPage: ReportPageQuery[]; count: ReportFilter[]; countByStatus: (string | null)[] } = {
    listPage: [],
    count: [],
    countByStatus: [],
  };
  const matching = (filter: ReportFilter) =>
    reports
      .filter((r) => filter.organizationId === null || r.organizationId === filter.organizationId)
      .filter((r) => !filter.statuses || filter.statuses.includes(r.status))
      .filter((r) => filter.packageType === undefined || r.packageType === filter.packageType)
      .filter(
        (r) =>
          (filter.createdFrom === undefined || r.createdAt >= filter.createdFrom) &&
          (filter.createdTo === undefined || r.createdAt < filter.createdTo),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const unused = () => Promise.reject(new Error('not used by the list'));
  const store: ReportStore = {
    // A page key here is the position of the next report in the matching list.
    async listPage(query) {
      calls.listPage.push(query);
      let found = matching(query).filter((r) => !query.search || matchesSearch(reportSearchWords(r), query.search));
      if (query.orderBy) found = found.slice(0, query.orderBy.max).sort(query.orderBy.compare);
      const start = Number(query.after ?? 0);
      const end = start + query.limit;
      return { reports: found.slice(start, end), nextKey: end < found.length ? String(end) : null };
    },
    async count(filter) {
      calls.count.push(filter);
      return matching(filter).length;
    },
    async countByStatus(organizationId) {
      calls.countByStatus.push(organizationId);
      const counts = Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) as ReportCounts;
      for (const r of matching({ organizationId })) counts[r.status] += 1;
      return counts;
    },
    get: unused,
    listAll: unused,
    listPaid: unused,
    mendIndexes: unused,
    wordCountsPage: unused,
    mendWordCounts: unused,
    create: unused,
    update: unused,
    delete: unused,
    recordView: unused,
    nextCardNumber: unused,
    adjustCardCounts: unused,
  };
  return { store, calls };
}

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`;
const REPORTS = [
  report('a1', 'org-a', 'created', day(1)),
  report('a2', 'org-a', 'in_progress', day(2)),
  report('a3', 'org-a', 'completed', day(3)),
  report('a4', 'org-a', 'created', day(4)),
  report('a5', 'org-a', 'failed', day(5)),
  report('b1', 'org-b', 'completed', day(6)),
];

describe('listReports', () => {
  it("keeps a coach to their organisation's reports, whatever organisation they ask for", async () => {
    const { store, calls } = storeOf(REPORTS);

    const list = await listReports(store, coach, { organizationId: 'org-b' });

    expect(list.reports.map((r) => r.id)).toEqual(['a5', 'a4', 'a3', 'a2', 'a1']);
    expect(calls.countByStatus).toEqual(['org-a']);
    expect(list).toMatchObject({
      total: 5,
      page: 1,
      limit: 25,
      summary: { total: 5, inProgress: 1, completed: 1, pendingReview: 2, other: 1 },
    });
  });

  it('gives an administrator every organisation, or the one asked for', async () => {
    const { store } = storeOf(REPORTS);

    const everyone = await listReports(store, admin, {});
    const one = await listReports(store, admin, { organizationId: 'org-b' });

    expect(everyone.total).toBe(6);
    expect(everyone.reports[0]?.id).toBe('b1');
    expect(one.reports.map((r) => r.id)).toEqual(['b1']);
  });

  it('takes the total and the tiles from the counts when no creation window is asked for, reading only the page', async () => {
    const { store, calls } = storeOf(REPORTS);

    const first = await listReports(store, coach, { status: 'created', limit: 1 });
    const list = await listReports(store, coach, { status: 'created', limit: 1, lastKey: first.nextKey ?? undefined });

    expect(calls.count).toEqual([]);
    expect(calls.listPage[1]).toEqual({
      organizationId: 'org-a',
      statuses: ['created'],
      createdFrom: undefined,
      createdTo: undefined,
      limit: 1,
      after: first.nextKey,
    });
    expect(first).toMatchObject({ total: 2, nextKey: '1' });
    expect(list).toMatchObject({ total: 2, limit: 1, nextKey: null, summary: { total: 5, pendingReview: 2 } });
    expect(list.reports.map((r) => r.id)).toEqual(['a1']);
  });

  it('searches by word prefix without counting, and refuses a search without a word of two characters', async () => {
    const named = [
      { ...report('eagles', 'org-a', 'created', day(1)), opponentName: 'Philadelphia Eagles', opponentAbbreviation: 'PHI' },
      { ...report('eclair', 'org-a', 'created', day(2)), opponentName: 'Éclair Eagles', opponentAbbreviation: 'ECL' },
      { ...report('cowboys', 'org-a', 'created', day(3)), opponentName: 'Dallas Cowboys', opponentAbbreviation: 'DAL' },
    ];
    const { store, calls } = storeOf(named);

    const list = await listReports(store, coach, { q: '  EAGL e ' });

    expect(list.reports.map((r) => r.id)).toEqual(['eclair', 'eagles']);
    expect(list.total).toBeNull();
    expect(calls.listPage[0]?.search).toEqual(['eagl', 'e']);
    await expect(listReports(store, coach, { q: 'é 3' })).rejects.toThrow(ValidationError);
    await expect(listReports(store, coach, { q: 'é 3' })).rejects.toThrow('Search needs a word of at least 2 letters or digits');
    expect(calls.listPage).toHaveLength(1);
  });

  it('leaves completed reports out of the list and the tiles when showCompleted is false', async () => {
    const { store, calls } = storeOf(REPORTS);

    const list = await listReports(store, coach, { showCompleted: false });
    const completedOnly = await listReports(store, coach, { showCompleted: false, status: 'completed' });

    expect(list.reports.map((r) => r.id)).toEqual(['a5', 'a4', 'a2', 'a1']);
    expect(list.summary).toEqual({ total: 4, inProgress: 1, completed: 0, pendingReview: 2, other: 1 });
    expect(calls.listPage[0]?.statuses).toEqual(['created', 'in_progress', 'paid', 'failed']);
    expect(completedOnly).toMatchObject({ reports: [], total: 0 });
    expect(calls.listPage).toHaveLength(1);
  });

  it('counts a creation window in the store, with its instants in the stored form', async () => {
    const { store, calls } = storeOf(REPORTS);

    const list = await listReports(store, coach, { createdFrom: '2026-11-02T12:00:00+02:00', createdTo: '2026-11-05T10:00:00Z' });

    expect(calls.count).toEqual([
      { organizationId: 'org-a', createdFrom: '2026-11-02T10:00:00.000Z', createdTo: '2026-11-05T10:00:00.000Z' },
    ]);
    expect(list.reports.map((r) => r.id)).toEqual(['a4', 'a3', 'a2']);
    expect(list.total).toBe(3);
    expect(list.summary.total).toBe(5);
  });

  it('answers an empty last page for a numbered page past the end', async () => {
    const { store, calls } = storeOf(REPORTS);

    const list = await listReports(store, coach, { page: 3, limit: 5 });

    expect(list).toMatchObject({ reports: [], total: 5, page: 3, nextKey: null });
    expect(calls.listPage).toHaveLength(1);
  });

  it('counts a numbered page from the page lastKey names, walking only the pages in between', async () => {
    const { store, calls } = storeOf(REPORTS);
    const first = await listReports(store, coach, { limit: 1 });

    const third = await listReports(store, coach, { limit: 1, lastKey: first.nextKey ?? undefined, page: 3 });

    // The key names the list's 2nd page: its page 3 is the list's 4th, reached by passing over two pages.
    expect(third.reports.map((r) => r.id)).toEqual(['a2']);
    expect(calls.listPage.slice(1).map((query) => query.after)).toEqual(['1', '2', '3']);
    expect(third).toMatchObject({ page: 3, nextKey: '4' });
  });

  it('sorts staff lists by the nearest deadline, reports without one last, and counts package filters with a query', async () => {
    const timed = (id: string, expires: string | null, packageType: 'full' | 'free') => ({
      ...report(id, 'org-c', 'in_progress', day(10)),
      packageType,
      timerExpiresAt: expires,
    });
    const { store, calls } = storeOf([
      timed('late', '2026-11-20T10:00:00.000Z', 'full'),
      timed('none', null, 'full'),
      timed('soon', '2026-11-12T10:00:00.000Z', 'full'),
      timed('free', null, 'free'),
    ]);

    const list = await listReports(store, admin, { organizationId: 'org-c', packageType: 'full', sort: 'deadline', limit: 2 });
    const second = await listReports(store, admin, { organizationId: 'org-c', packageType: 'full', sort: 'deadline', limit: 2, page: 2 });

    expect(list.reports.map((r) => r.id)).toEqual(['soon', 'late']);
    expect(second.reports.map((r) => r.id)).toEqual(['none']);
    expect(list.total).toBe(3);
    expect(calls.count[0]).toMatchObject({ organizationId: 'org-c', packageType: 'full' });
  });
});
