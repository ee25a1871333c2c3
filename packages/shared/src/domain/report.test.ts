import { describe, expect, it } from 'vitest';
import {
  isReportFailed,
  packageChip,
  reportDisplayTitle,
  reportTitle,
  reportTitleLine,
  staffReviewApplies,
  summarizeReports,
  summarizeStatusCounts,
  wireReportSchema,
} from './report';
import { DELIVERY_WINDOW_HOURS } from './package';

const base = { paymentStatus: 'pending', hudlImportStatus: null, status: 'created', packageType: 'full' } as const;

describe('report rules', () => {
  it('normalises a snake_case report, with any card-count alias, to the camelCase shape', () => {
    const report = wireReportSchema.parse({
      id: 'r1',
      title: 'Tigers',
      organization_id: 'org-1',
      status: 'in_progress',
      created_at: '2026-11-20T10:00:00.000Z',
      opponent_abbreviation: 'CEN',
      package_type: 'express',
      payment_status: 'completed',
      timer_expires_at: '2026-11-21T10:00:00.000Z',
      total_clips: 12,
    });

    expect(report).toMatchObject({
      organizationId: 'org-1',
      opponentAbbreviation: 'CEN',
      packageType: 'express',
      paymentStatus: 'completed',
      timerExpiresAt: '2026-11-21T10:00:00.000Z',
      cardsCount: 12,
      location: 'home',
      completionPercentage: 0,
    });
  });

  it('reads the same report in camelCase', () => {
    const report = wireReportSchema.parse({ id: 'r1', title: 'T', organizationId: 'o', status: 'created', createdAt: 'x', cardsCount: 3 });
    expect(report.cardsCount).toBe(3);
  });

  it('is failed only when unpaid and the import or the status failed', () => {
    expect(isReportFailed({ ...base, hudlImportStatus: 'failed' })).toBe(true);
    expect(isReportFailed({ ...base, status: 'failed' })).toBe(true);
    expect(isReportFailed({ ...base, status: 'failed', paymentStatus: 'completed' })).toBe(false);
    expect(isReportFailed(base)).toBe(false);
  });

  it('titles a report by abbreviation and side, OPP when there is none', () => {
    expect(reportDisplayTitle({ opponentAbbreviation: 'CEN', reportType: 'defense' })).toBe('CEN DEFENSIVE Scouting Report');
    expect(reportDisplayTitle({ opponentAbbreviation: null, reportType: 'offense' })).toBe('OPP OFFENSIVE Scouting Report');
  });

  it("names a report by the title the coach typed, the dashboard card's title beside it", () => {
    const typed = { title: ' Week 5 at Central ', opponentAbbreviation: 'CEN', reportType: 'defense' as const };
    expect(reportTitle(typed)).toBe('Week 5 at Central');
    expect(reportTitleLine(typed)).toBe('Week 5 at Central · CEN DEFENSIVE Scouting Report');
    const untitled = { ...typed, title: '  ' };
    expect(reportTitle(untitled)).toBe('CEN DEFENSIVE Scouting Report');
    expect(reportTitleLine(untitled)).toBe('CEN DEFENSIVE Scouting Report');
  });

  it('picks the package chip: failed, free, unpaid, then the package', () => {
    expect(packageChip({ ...base, status: 'failed' })).toBe('Import Failed');
    expect(packageChip({ ...base, packageType: 'free' })).toBe('Free');
    expect(packageChip(base)).toBe('Unpaid');
    expect(packageChip({ ...base, paymentStatus: 'completed' })).toBe('Full');
    expect(packageChip({ ...base, paymentStatus: 'completed', packageType: 'assist' })).toBe('Assist');
  });

  it('counts created reports as Pending Review', () => {
    const statuses = ['created', 'created', 'in_progress', 'completed', 'paid'] as const;
    expect(summarizeReports(statuses.map((status) => ({ status })))).toEqual({
      total: 5,
      inProgress: 1,
      completed: 1,
      pendingReview: 2,
      other: 1,
    });
  });

  it('gives the same tiles from counts by status as from the reports themselves', () => {
    expect(summarizeStatusCounts({ created: 2, in_progress: 1, completed: 1, paid: 1 })).toEqual({
      total: 5,
      inProgress: 1,
      completed: 1,
      pendingReview: 2,
      other: 1,
    });
    expect(summarizeStatusCounts({})).toEqual({ total: 0, inProgress: 0, completed: 0, pendingReview: 0, other: 0 });
  });

  it('adds up: the tiles other than Total count every report once', () => {
    const tiles = summarizeStatusCounts({ created: 3, in_progress: 2, completed: 4, paid: 1, failed: 2 });
    expect(tiles.inProgress + tiles.completed + tiles.pendingReview + tiles.other).toBe(tiles.total);
  });

  it('applies staff review and payment to paid packages, not to a free report the coach breaks down', () => {
    expect(staffReviewApplies({ packageType: 'free', paymentStatus: 'pending' })).toBe(false);
    expect(staffReviewApplies({ packageType: 'full', paymentStatus: 'pending' })).toBe(true);
    expect(staffReviewApplies({ packageType: 'free', paymentStatus: 'completed' })).toBe(true);
  });

  it('has the delivery windows of the packages', () => {
    expect(DELIVERY_WINDOW_HOURS).toEqual({ express: 12, full: 24, assist: 36, free: 0 });
  });
});
