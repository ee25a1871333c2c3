import { describe, expect, it } from 'vitest';
import { manageReportsQuery, NO_FILTERS } from './manage-reports-query';

describe('manageReportsQuery', () => {
  it('asks for every organisation, nearest deadline first, when nothing is filtered', () => {
    expect(manageReportsQuery(NO_FILTERS, 25)).toEqual({ isInternalUser: true, sort: 'deadline', limit: 25 });
  });

  it("sends only the filters that are set, the organisation trimmed, and the page's key", () => {
    const query = manageReportsQuery(
      {
        organizationId: ' org-eagles ',
        status: 'in_progress',
        packageType: 'full',
        paymentStatus: 'completed',
        overdue: true,
        unassigned: true,
        sort: 'created',
      },
      50,
      { lastKey: 'k3' },
    );
    expect(query).toEqual({
      isInternalUser: true,
      organization_id: 'org-eagles',
      status: 'in_progress',
      packageType: 'full',
      paymentStatus: 'completed',
      overdue: true,
      unassigned: true,
      sort: 'created',
      lastKey: 'k3',
      limit: 50,
    });
  });
});
