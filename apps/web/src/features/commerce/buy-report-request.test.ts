import { reportSchema, type Report } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { buyReportRequest, isReportPaidFor, purchasableReports } from './buy-report-request';

const report = (id: string, fields: Record<string, unknown> = {}): Report =>
  reportSchema.parse({ id, title: id, organizationId: 'org-eagles', status: 'created', createdAt: '2026-11-01T00:00:00.000Z', ...fields });

describe('buyReportRequest', () => {
  it('takes the report the dashboard or the report page handed over, and starts on Full', () => {
    const request = buyReportRequest({ reportId: 'rpt-1', reportTitle: 'RID DEFENSIVE Scouting Report' }, new URLSearchParams());

    expect(request).toEqual({ reportId: 'rpt-1', reportTitle: 'RID DEFENSIVE Scouting Report', packageType: 'full', canceled: false });
  });

  it('reads the report and the cancellation from the address Stripe sends a coach back to', () => {
    const request = buyReportRequest(null, new URLSearchParams('reportId=rpt-2&paymentId=pay-9&canceled=1'));

    expect(request).toEqual({ reportId: 'rpt-2', reportTitle: null, packageType: 'full', canceled: true });
  });

  it("starts on the pricing page's package, and ignores a package that does not exist", () => {
    expect(buyReportRequest(undefined, new URLSearchParams('package=express')).packageType).toBe('express');
    expect(buyReportRequest(undefined, new URLSearchParams('package=platinum')).packageType).toBe('full');
  });

  it('asks for a report when none was given or the state is malformed', () => {
    expect(buyReportRequest(undefined, new URLSearchParams()).reportId).toBeNull();
    expect(buyReportRequest({ reportId: 42, reportTitle: 'x' }, new URLSearchParams()).reportId).toBeNull();
    expect(buyReportRequest('rpt-1', new URLSearchParams('reportId=%20')).reportId).toBeNull();
  });
});

describe('what can still be bought', () => {
  it('counts a report as paid for only with a paid package whose payment completed', () => {
    expect(isReportPaidFor({ paymentStatus: 'completed', packageType: 'full' })).toBe(true);
    expect(isReportPaidFor({ paymentStatus: 'pending', packageType: 'full' })).toBe(false);
    expect(isReportPaidFor({ paymentStatus: 'completed', packageType: 'free' })).toBe(false);
  });

  it('offers unpaid and free reports, never paid or failed ones', () => {
    const reports = [
      report('unpaid'),
      report('free', { packageType: 'free' }),
      report('paid', { packageType: 'assist', paymentStatus: 'completed', status: 'paid' }),
      report('failed', { status: 'failed' }),
    ];

    expect(purchasableReports(reports).map((candidate) => candidate.id)).toEqual(['unpaid', 'free']);
  });
});
