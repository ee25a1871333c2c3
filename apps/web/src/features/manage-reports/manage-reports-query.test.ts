import { describe, expect, it } from 'vitest';
import { manageReportsQuery, NO_FILTERS } from './manage-reports-query';

describe('manageReportsQuery', () => {
  it('asks for every organisation, nearest deadline first, when nothing is filtered', () => {
    expect(manageReportsQuery(NO_FILTERS, 0, 25)).toEqual({ isInternalUser: true, sort: 'deadline', page: 1, limit: 25 });
  });

  it('sends only the filters that are set, the organisation trimmed, the page 1-based', () => {
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
      2,
      50,
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
      page: 3,
      limit: 50,
    });
  });
});
