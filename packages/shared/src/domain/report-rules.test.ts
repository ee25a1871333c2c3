import { describe, expect, it } from 'vitest';
import { reportSchema, type Report } from './report';
import { applyReportUpdate, hasAdminFields, reportUpdateSchema } from './report-rules';
import { completionPercentage } from './card';
import { readBreakdown, breakdownPatchSchema } from './breakdown';

const now = new Date('2026-11-21T12:00:00.000Z');
const report: Report = reportSchema.parse({
  id: 'r1',
  title: 'Tigers',
  organizationId: 'org-1',
  status: 'created',
  createdAt: '2026-11-20T10:00:00.000Z',
  packageType: 'full',
  paymentStatus: 'pending',
  deliveryTimeHours: 24,
});

describe('report state rules', () => {
  it('marking paid sets status paid and paid_at', () => {
    const next = applyReportUpdate(report, { paymentStatus: 'completed' }, now);

    expect(next).toMatchObject({ status: 'paid', paymentStatus: 'completed', paidAt: now.toISOString() });
  });

  it('starting the timer on a paid non-free report sets in_progress and expiry = start + window', () => {
    const paid = applyReportUpdate(report, { paymentStatus: 'completed', packageType: 'express' }, now);
    const started = applyReportUpdate(paid, { timerStartedAt: now.toISOString() }, now);

    expect(started.deliveryTimeHours).toBe(12);
    expect(started.status).toBe('in_progress');
    expect(started.timerExpiresAt).toBe('2026-11-22T00:00:00.000Z');
  });

  it('takes the expiry the dev timer dialog sends', () => {
    const paid = applyReportUpdate(report, { paymentStatus: 'completed' }, now);
    const started = applyReportUpdate(paid, { timerStartedAt: now.toISOString(), timerExpiresAt: '2026-11-21T13:30:00.000Z' }, now);

    expect(started.timerExpiresAt).toBe('2026-11-21T13:30:00.000Z');
  });

  it('keeps no timer on an unpaid or free report', () => {
    const unpaid = applyReportUpdate(report, { timerStartedAt: now.toISOString() }, now);
    const paid = applyReportUpdate(report, { paymentStatus: 'completed', timerStartedAt: now.toISOString() }, now);
    const free = applyReportUpdate(paid, { packageType: 'free' }, now);

    expect(unpaid.timerStartedAt).toBeNull();
    expect(paid.timerStartedAt).not.toBeNull();
    expect(free).toMatchObject({ timerStartedAt: null, timerExpiresAt: null, deliveryTimeHours: 0 });
  });

  it('clears the timer when asked, and lets staff set a status explicitly', () => {
    const started = applyReportUpdate(report, { paymentStatus: 'completed', timerStartedAt: now.toISOString() }, now);
    const cleared = applyReportUpdate(started, { timerStartedAt: null, status: 'completed' }, now);

    expect(cleared).toMatchObject({ timerStartedAt: null, timerExpiresAt: null, status: 'completed' });
  });

  it('reads snake_case updates and tells staff-only fields apart', () => {
    const update = reportUpdateSchema.parse({ opponent_abbreviation: 'TIG', payment_status: 'completed', version: 3 });

    expect(update).toEqual({ opponentAbbreviation: 'TIG', paymentStatus: 'completed', version: 3 });
    expect(reportUpdateSchema.parse({ opponent_abbreviation: 'tig' })).toEqual({ opponentAbbreviation: 'TIG' });
    expect(hasAdminFields(update)).toBe(true);
    expect(hasAdminFields(reportUpdateSchema.parse({ title: 'New' }))).toBe(false);
  });

  it('refuses an abbreviation longer than 5 characters', () => {
    expect(reportUpdateSchema.safeParse({ opponent_abbreviation: 'TIGERS' }).success).toBe(false);
  });
});

describe('completion and breakdowns', () => {
  it('is the share of complete cards, rounded down', () => {
    expect(completionPercentage(0, 0)).toBe(0);
    expect(completionPercentage(3, 1)).toBe(33);
    expect(completionPercentage(4, 4)).toBe(100);
  });

  it('reads each breakdown field from the content, then the card, then its breakdown', () => {
    const card = {
      content: JSON.stringify({ formation: 'Trips Right', play_type: 'Pass' }),
      formation: 'Ignored',
      hash: 'L',
      breakdown: { hash: 'R', down: 3, distance: 7, yard_line: -35 },
    };

    const breakdown = readBreakdown(card);

    expect(breakdown).toMatchObject({
      formation: 'Trips Right',
      playType: 'Pass',
      hash: 'L',
      down: 3,
      distance: 7,
      yardLine: -35,
      gainLoss: 0,
      customFields: {},
    });
    expect(breakdown.coverage).toBeNull();
  });

  it('checks football values in a breakdown patch', () => {
    expect(breakdownPatchSchema.safeParse({ down: 3, distance: 7, hash: 'M', yard_line: 50, personnel: '11' }).success).toBe(true);
    expect(breakdownPatchSchema.safeParse({ yard_line: 0 }).success).toBe(false);
    expect(breakdownPatchSchema.safeParse({ personnel: '33' }).success).toBe(false);
    expect(breakdownPatchSchema.safeParse({ quarter: 5 }).success).toBe(true);
    expect(breakdownPatchSchema.safeParse({ down: 5 }).success).toBe(false);
    expect(breakdownPatchSchema.safeParse({ hash: 'X' }).success).toBe(false);
  });
});

describe('breakdown patches', () => {
  it('carry only the fields they name: no defaults that would reset others', () => {
    expect(breakdownPatchSchema.parse({ formation: 'Trips Right' })).toEqual({ formation: 'Trips Right' });
    expect(breakdownPatchSchema.parse({ gain_loss: null })).toEqual({ gainLoss: null });
  });

  it('refuse unknown field names', () => {
    expect(breakdownPatchSchema.safeParse({ formatoin: 'Trips' }).success).toBe(false);
  });
});
