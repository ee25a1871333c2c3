import { describe, expect, it } from 'vitest';
import { deliveryWindowText, paymentMethodLabel } from './payment-labels';

describe('receipt wording', () => {
  it('says how a payment was made', () => {
    expect(paymentMethodLabel('card')).toBe('Paid by card');
    expect(paymentMethodLabel('test')).toBe('Test purchase — no charge');
  });

  it("words each package's delivery window, free with 'No deadline'", () => {
    expect(deliveryWindowText('express')).toBe('Delivered within 12 hours of payment');
    expect(deliveryWindowText('full')).toBe('Delivered within 24 hours of payment');
    expect(deliveryWindowText('assist')).toBe('Delivered within 36 hours of payment');
    expect(deliveryWindowText('free')).toBe('No deadline');
  });
});
