import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_A_PAGE_KEY, type RouteId } from '@scout/shared/api';
import type { Payment, Report, Timer } from '@scout/shared/domain';
import { createDynamoPaymentStore } from '../src/adapters/dynamodb/payment-store.dynamodb';
import { createDynamoReportStore } from '../src/adapters/dynamodb/report-store.dynamodb';
import { invoke, tokenFor } from './support/invoke';
import { newUser } from './support/users';

type Body = Record<string, unknown>;
/** A query string's values, as the HTTP layer receives them. */
type Query = Record<string, string>;

/** A coach of an organisation of the test's own (its lists hold only what the test put there). */
async function coachOfNewOrganization(): Promise<{ organizationId: string; token: string }> {
  const organizationId = `org-paging-${randomUUID().slice(0, 8)}`;
  const user = await newUser({ organizationId });
  const login = await invoke('login', { body: { username: user.username, password: user.password } });
  expect(login.statusCode, JSON.stringify(login.body)).toBe(200);
  return { organizationId, token: login.body.token as string };
}

/** Reads a list page by page with `lastKey`, as a client would: every page's items and the keys answered. */
async function readPages(routeId: RouteId, token: string, field: string, query: Query = {}) {
  const pages: Body[][] = [];
  let lastKey: string | null = null;
  do {
    const response = await invoke(routeId, { token, query: { ...query, ...(lastKey ? { lastKey } : {}) } });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    pages.push(response.body[field] as Body[]);
    lastKey = response.body.nextKey as string | null;
  } while (lastKey && pages.length < 20);
  return { pages, items: pages.flat(), lastKeyOfLastPage: lastKey };
}

async function firstKey(routeId: RouteId, token: string, query: Query): Promise<string> {
  const response = await invoke(routeId, { token, query });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  expect(typeof response.body.nextKey).toBe('string');
  return response.body.nextKey as string;
}

describe('payments page by cursor', () => {
  it('answer every payment once, newest first, two at a time, and refuse a key of another filter or organisation', async () => {
    const { organizationId, token } = await coachOfNewOrganization();
    const payments = createDynamoPaymentStore();
    // Five payments, one of them a checkout never paid.
    for (let i = 0; i < 5; i++) {
      await payments.create({
        paymentId: `pay-paging-${organizationId}-${i}`,
        reportId: `rpt-${i}`,
        reportTitle: `Report ${i}`,
        organizationId,
        packageType: 'full',
        packageName: 'Full',
        amountCents: 24_900,
        currency: 'usd',
        deliveryTimeHours: 24,
        status: i === 2 ? 'open' : 'completed',
        kind: 'card',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        createdByName: 'Test',
        createdBy: 'user-test',
      });
    }

    const completed = await readPages('listPayments', token, 'payments', { limit: '2' });
    expect(completed.pages.map((page) => page.length)).toEqual([2, 2]);
    expect(completed.items.map((p) => (p as Payment).reportId)).toEqual(['rpt-4', 'rpt-3', 'rpt-1', 'rpt-0']);
    expect(completed.lastKeyOfLastPage).toBeNull();
    const all = await readPages('listPayments', token, 'payments', { limit: '2', includeUnfinished: 'true' });
    expect(all.pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(new Set(all.items.map((p) => (p as Payment).paymentId)).size).toBe(5);

    // A key is the list's own: not another filter's, not another organisation's, not an edited one.
    const key = await firstKey('listPayments', token, { limit: '2' });
    const otherFilter = await invoke('listPayments', { token, query: { limit: '2', includeUnfinished: 'true', lastKey: key } });
    expect(otherFilter.statusCode).toBe(400);
    expect(otherFilter.body.message).toBe(NOT_A_PAGE_KEY);
    const otherOrganization = await invoke('listPayments', { token: await tokenFor('coach'), query: { lastKey: key } });
    expect(otherOrganization.statusCode).toBe(400);
    expect(otherOrganization.body.message).toBe(NOT_A_PAGE_KEY);
    const edited = await invoke('listPayments', { token, query: { lastKey: key.slice(0, -6) } });
    expect(edited.statusCode).toBe(400);
  });
});

describe('paid reports and timers page by cursor', () => {
  async function paidReport(organizationId: string, id: string, changes: Partial<Report>): Promise<void> {
    const template = (await createDynamoReportStore().get('rpt-eagles-central')) as Report;
    await createDynamoReportStore().create({
      ...template,
      id,
      organizationId,
      title: id,
      status: 'in_progress',
      packageType: 'full',
      paymentStatus: 'completed',
      timerStartedAt: '2026-01-01T00:00:00.000Z',
      timerExpiresAt: null,
      version: 1,
      ...changes,
    } as Report);
  }

  it('answer open reports by time left, then completed ones, each once, and follow every write', async () => {
    const { organizationId, token } = await coachOfNewOrganization();
    const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    await paidReport(organizationId, `${organizationId}-late`, { timerExpiresAt: at(-5) });
    await paidReport(organizationId, `${organizationId}-soon`, { timerExpiresAt: at(2) });
    await paidReport(organizationId, `${organizationId}-later`, { timerExpiresAt: at(20) });
    await paidReport(organizationId, `${organizationId}-untimed`, { timerStartedAt: null, status: 'paid' });
    await paidReport(organizationId, `${organizationId}-done`, { timerExpiresAt: at(-50), status: 'completed' });
    // Not paid work: unpaid, and Free.
    await paidReport(organizationId, `${organizationId}-unpaid`, { paymentStatus: 'pending', status: 'created', timerExpiresAt: at(1) });
    await paidReport(organizationId, `${organizationId}-free`, { packageType: 'free', timerExpiresAt: at(1) });

    const paid = await readPages('listPaidReports', token, 'reports', { limit: '2' });
    expect(paid.pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const names = ['late', 'soon', 'later', 'untimed', 'done'].map((name) => `${organizationId}-${name}`);
    expect(paid.items.map((entry) => (entry.report as Report).id)).toEqual(names);
    expect(paid.items.map((entry) => entry.overdue)).toEqual([true, false, false, false, false]);
    expect(paid.lastKeyOfLastPage).toBeNull();

    const timers = await readPages('listTimers', token, 'timers', { limit: '2' });
    expect(timers.pages.map((page) => page.length)).toEqual([2, 1]);
    expect(timers.items.map((timer) => (timer as Timer).reportId)).toEqual(names.slice(0, 3));

    // A write moves the report along the queue; one that makes it unpaid takes it off; a delete too.
    const soon = (await createDynamoReportStore().get(names[1] as string)) as Report;
    await createDynamoReportStore().update(soon.id, soon.version, { timerExpiresAt: at(40) });
    const untimed = (await createDynamoReportStore().get(names[3] as string)) as Report;
    await createDynamoReportStore().update(untimed.id, untimed.version, { paymentStatus: 'pending' });
    await createDynamoReportStore().delete(names[0] as string);
    const after = await readPages('listPaidReports', token, 'reports', { limit: '2' });
    expect(after.items.map((entry) => (entry.report as Report).id)).toEqual([names[2], names[1], names[4]]);

    // The key of one list is refused by another, by another organisation, and by staff's all-organisations list.
    const key = await firstKey('listPaidReports', token, { limit: '1' });
    for (const [routeId, caller] of [
      ['listTimers', token],
      ['listPaidReports', await tokenFor('coach')],
      ['listPaidReports', await tokenFor('admin')],
    ] as const) {
      const refused = await invoke(routeId, { token: caller, query: { lastKey: key } });
      expect(refused.statusCode, `${routeId}`).toBe(400);
      expect(refused.body.message).toBe(NOT_A_PAGE_KEY);
    }
    // Another organisation's paid reports are not in the list.
    const rival = await readPages('listPaidReports', await tokenFor('rivalCoach'), 'reports', { limit: '100' });
    expect(rival.items.every((entry) => (entry.report as Report).organizationId === 'org-ridgeview')).toBe(true);
  });
});

describe('audit events and concept cards take the shared page key', () => {
  it("refuse the audit trail's key under another filter", async () => {
    const admin = await tokenFor('admin');
    const key = await firstKey('listAuditEvents', admin, { limit: '1' });
    const sameFilter = await invoke('listAuditEvents', { token: admin, query: { limit: '1', lastKey: key } });
    expect(sameFilter.statusCode).toBe(200);
    const otherFilter = await invoke('listAuditEvents', { token: admin, query: { limit: '1', kind: 'auth.login.success', lastKey: key } });
    expect(otherFilter.statusCode).toBe(400);
    expect(otherFilter.body.message).toBe(NOT_A_PAGE_KEY);
  });

  it("refuse one concept's page key for another concept's cards", async () => {
    const coach = await tokenFor('coach');
    const first = await invoke('listConceptCards', {
      token: coach,
      params: { conceptId: 'concept-eagles-inside-zone' },
      query: { limit: '1' },
    });
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(typeof first.body.nextKey).toBe('string');
    const other = await invoke('listConceptCards', {
      token: coach,
      params: { conceptId: 'concept-eagles-mesh' },
      query: { lastKey: first.body.nextKey as string },
    });
    expect(other.statusCode).toBe(400);
    expect(other.body.message).toBe(NOT_A_PAGE_KEY);
  });
});
