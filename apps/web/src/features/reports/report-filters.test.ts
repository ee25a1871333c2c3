import { describe, expect, it } from 'vitest';
import { activeFilterCount, isDateRangeInverted, NO_FILTERS, reportFiltersQuery } from './report-filters';

describe('reportFiltersQuery', () => {
  it('sends nothing without filters', () => {
    expect(reportFiltersQuery(NO_FILTERS)).toEqual({});
  });

  it('sends the status, and the local days as the instants that bound them', () => {
    const query = reportFiltersQuery({ status: 'in_progress', createdFrom: '2026-11-02', createdTo: '2026-11-03' });

    expect(query.status).toBe('in_progress');
    expect(query.createdFrom).toBe(new Date(2026, 10, 2).toISOString());
    expect(query.createdTo).toBe(new Date(2026, 10, 4).toISOString());
  });

  it('leaves an open end out and ignores a day that is not a date', () => {
    expect(reportFiltersQuery({ status: 'all', createdFrom: null, createdTo: '2026-11-03' })).toEqual({
      createdTo: new Date(2026, 10, 4).toISOString(),
    });
    expect(reportFiltersQuery({ status: 'all', createdFrom: 'yesterday', createdTo: null })).toEqual({});
  });
});

describe('activeFilterCount and isDateRangeInverted', () => {
  it('counts each filter that narrows the list', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ status: 'completed', createdFrom: '2025-03-01', createdTo: null })).toBe(2);
  });

  it('spots a range that ends before it starts', () => {
    expect(isDateRangeInverted({ createdFrom: '2025-03-10', createdTo: '2025-03-01' })).toBe(true);
    expect(isDateRangeInverted({ createdFrom: '2025-03-01', createdTo: '2025-03-01' })).toBe(false);
    expect(isDateRangeInverted({ createdFrom: null, createdTo: '2025-03-01' })).toBe(false);
  });
});
