import { describe, expect, it } from 'vitest';
import { REPORT_STATUSES, type Report } from '@scout/shared/domain';
import { shareLinkViewerPrincipal, userPrincipal, type Principal } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ForbiddenError, NotFoundError } from '../core/errors';
import { createReport } from './create-report';
import { getReport, loadReport } from './get-report';
import { listReports } from './list-reports';
import { updateReport } from './update-report';
import type { ReportCounts, ReportFilter, ReportStore } from '../ports';

/** The reports a use case reads, in memory: these tests are about who may do what, not storage. */
function memoryStore(): ReportStore & { reports: Report[] } {
  const reports: Report[] = [];
  const unused = () => Promise.reject(new Error('not used by these tests'));
  const matching = (filter: ReportFilter) =>
    reports.filter((r) => filter.organizationId === null || r.organizationId === filter.organizationId);
  return {
    reports,
    get: async (id) => reports.find((r) => r.id === id) ?? null,
    listPage: async (query) => ({ reports: matching(query).slice(0, query.limit), nextKey: null }),
    count: async (filter) => matching(filter).length,
    countByStatus: async (organizationId) => {
      const counts = Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) as ReportCounts;
      for (const r of matching({ organizationId })) counts[r.status] += 1;
      return counts;
    },
    listAll: async () => [...reports],
    listPaid: unused,
    mendIndexes: unused,
    wordCountsPage: unused,
    mendWordCounts: unused,
    create: async (report) => void reports.push(report),
    update: unused,
    delete: unused,
    recordView: unused,
    nextCardNumber: unused,
    adjustCardCounts: unused,
  };
}

function caller(principal: Principal, organizationId: string): Caller {
  return {
    principal,
    userId: 'u',
    organizationId,
    role: 'x',
    email: 'e@example.com',
    name: 'N',
    accountName: 'A',
    sourceIp: null,
    restriction: null,
  };
}

const coach = caller(userPrincipal({ userId: 'user-coach', organizationId: 'org-eagles', role: 'coach' }), 'org-eagles');
const rival = caller(userPrincipal({ userId: 'user-rival', organizationId: 'org-ridgeview', role: 'coach' }), 'org-ridgeview');
const staff = caller(userPrincipal({ userId: 'user-staff', organizationId: 'internal', role: 'staff' }), 'internal');

async function seeded() {
  const store = memoryStore();
  const eagles = await createReport(store, coach, { title: 'Eagles report' });
  const ridgeview = await createReport(store, rival, { title: 'Ridgeview report' });
  return { store, eagles, ridgeview };
}

describe('loading a report for an action', () => {
  it('lets the owning coach and staff in, and answers 404 to another organisation', async () => {
    // Prepare
    const { store, eagles } = await seeded();

    // Act
    const asCoach = await loadReport(store, coach, eagles.id, 'report:delete');
    const asStaff = await loadReport(store, staff, eagles.id, 'report:delete');
    const asRival = loadReport(store, rival, eagles.id, 'report:read');

    // Assess
    expect([asCoach.id, asStaff.id]).toEqual([eagles.id, eagles.id]);
    await expect(asRival).rejects.toThrow(new NotFoundError('Report not found'));
  });

  it('answers 404 for a missing report whoever asks', async () => {
    // Prepare
    const { store } = await seeded();

    // Act
    const missing = getReport(store, staff, 'rpt-missing');

    // Assess
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets a share-link viewer read its report, refuses them changes (403) and hides other reports (404)', async () => {
    // Prepare
    const { store, eagles, ridgeview } = await seeded();
    const viewer = caller(shareLinkViewerPrincipal({ kind: 'report', reportId: eagles.id, organizationId: 'org-eagles' }), 'org-eagles');

    // Act
    const read = await getReport(store, viewer, eagles.id);
    const update = loadReport(store, viewer, eagles.id, 'report:update');
    const other = getReport(store, viewer, ridgeview.id);

    // Assess
    expect(read.id).toBe(eagles.id);
    await expect(update).rejects.toBeInstanceOf(ForbiddenError);
    await expect(other).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('report use cases scoped by organisation', () => {
  it('lists a coach their own organisation whatever organization_id they send, and staff what they ask for', async () => {
    // Prepare
    const { store, eagles, ridgeview } = await seeded();

    // Act
    const coachAsksRidgeview = await listReports(store, coach, { organizationId: 'org-ridgeview' });
    const coachAsksNothing = await listReports(store, coach, {});
    const staffAsksRidgeview = await listReports(store, staff, { organizationId: 'org-ridgeview' });
    const staffAsksNothing = await listReports(store, staff, {});

    // Assess
    expect(coachAsksRidgeview.reports.map((r) => r.id)).toEqual([eagles.id]);
    expect(coachAsksNothing.reports.map((r) => r.id)).toEqual([eagles.id]);
    expect(staffAsksRidgeview.reports.map((r) => r.id)).toEqual([ridgeview.id]);
    expect(staffAsksNothing.reports.map((r) => r.id).sort()).toEqual([eagles.id, ridgeview.id].sort());
  });

  it('creates a report in the named organisation for staff only; a coach’s organization_id is ignored', async () => {
    // Prepare
    const store = memoryStore();

    // Act
    const byStaff = await createReport(store, staff, { title: 'For the Eagles', organizationId: 'org-eagles' });
    const byCoach = await createReport(store, coach, { title: 'Elsewhere', organizationId: 'org-ridgeview' });

    // Assess
    expect(byStaff.organizationId).toBe('org-eagles');
    expect(byCoach.organizationId).toBe('org-eagles');
  });

  it('refuses a coach the payment fields with 403 before reading the report, even another organisation’s', async () => {
    // Prepare
    const { store, ridgeview } = await seeded();

    // Act
    const attempt = updateReport(store, coach, ridgeview.id, { paymentStatus: 'completed' });

    // Assess
    await expect(attempt).rejects.toThrow(
      new ForbiddenError('Only Scout staff can change the package, payment, status or timer of a report'),
    );
  });
});
