import { PAYMENT_MESSAGES } from '@scout/shared/domain';
import { userPrincipal } from '@scout/shared/permissions';
import { describe, expect, it } from 'vitest';
import { createRecordingAuditTrail } from '../audit/audit-trail';
import type { Caller } from '../core/caller';
import { ForbiddenError } from '../core/errors';
import { startReportPayment, type PaymentDeps } from './checkout';

const administrator: Caller = {
  principal: userPrincipal({ userId: 'user-admin', organizationId: 'internal', role: 'admin' }),
  userId: 'user-admin',
  organizationId: 'internal',
  role: 'admin',
  email: 'admin@example.test',
  name: 'Admin',
  accountName: 'Scout',
  sourceIp: '203.0.113.9',
  restriction: null,
};

describe('test purchases on the production stage', () => {
  it('are refused whoever asks, before any report, price or provider is touched', async () => {
    // Prepare: deps that fail loudly if the use case reads anything beyond the stage.
    const untouchable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('touched a store');
        },
      },
    );
    const deps = {
      stage: 'prod',
      audit: createRecordingAuditTrail(),
      reports: untouchable,
      settings: untouchable,
    } as unknown as PaymentDeps;

    // Act
    const attempt = startReportPayment(deps, administrator, 'rpt-1', {
      packageType: 'full',
      returnOrigin: 'https://scout.example',
      test: true,
    });

    // Assess
    await expect(attempt).rejects.toBeInstanceOf(ForbiddenError);
    await expect(attempt).rejects.toThrow(PAYMENT_MESSAGES.testPurchaseInProduction);
  });
});
