import type { Payment } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TIMEOUT_MS, confirmationState, isSettled } from './payment-confirmation';

const payment = (paymentId: string, status: Payment['status']): Payment => ({
  paymentId,
  reportId: 'rpt-1',
  reportTitle: 'RID DEFENSIVE Scouting Report',
  organizationId: 'org-eagles',
  packageType: 'full',
  packageName: 'Full',
  amountCents: 24900,
  currency: 'usd',
  deliveryTimeHours: 24,
  status,
  kind: 'card',
  createdAt: '2026-11-23T19:00:00.000Z',
  createdByName: 'Coach Demo',
});

describe('confirmationState', () => {
  it('waits while the named payment is still open (the webhook has not arrived yet)', () => {
    const answer = { paymentStatus: 'pending' as const, payments: [payment('pay-1', 'open')] };

    expect(confirmationState(answer, 'pay-1', 1_000)).toEqual({ kind: 'confirming' });
    expect(confirmationState(undefined, 'pay-1', 1_000)).toEqual({ kind: 'confirming' });
  });

  it('is confirmed once the named payment completed', () => {
    const completed = payment('pay-1', 'completed');
    const answer = { paymentStatus: 'completed' as const, payments: [completed] };

    const state = confirmationState(answer, 'pay-1', 3_000);

    expect(state).toEqual({ kind: 'confirmed', payment: completed });
    expect(isSettled(state)).toBe(true);
  });

  it('does not take an earlier payment of the report for the one just made', () => {
    const answer = { paymentStatus: 'completed' as const, payments: [payment('pay-2', 'open'), payment('pay-1', 'completed')] };

    expect(confirmationState(answer, 'pay-2', 3_000).kind).toBe('confirming');
  });

  it("falls back on the report's payment status when the address names no payment", () => {
    const completed = payment('pay-1', 'completed');

    expect(confirmationState({ paymentStatus: 'completed', payments: [completed] }, null, 0)).toEqual({
      kind: 'confirmed',
      payment: completed,
    });
    expect(confirmationState({ paymentStatus: 'pending', payments: [] }, null, 0).kind).toBe('confirming');
  });

  it('stops waiting for a checkout that expired or failed', () => {
    const state = confirmationState({ paymentStatus: 'pending', payments: [payment('pay-1', 'expired')] }, 'pay-1', 0);

    expect(state.kind).toBe('failed');
    expect(isSettled(state)).toBe(true);
  });

  it('says so when the confirmation is slow, and keeps waiting', () => {
    const state = confirmationState({ paymentStatus: 'pending', payments: [payment('pay-1', 'open')] }, 'pay-1', CONFIRMATION_TIMEOUT_MS);

    expect(state).toEqual({ kind: 'slow' });
    expect(isSettled(state)).toBe(false);
  });
});
