import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterReports,
  filterReportsByCreatedDate,
  filterReportsByStatus,
  isDateRangeInverted,
  NO_FILTERS,
} from './report-filters';

/** An ISO time at a local wall-clock moment, so the tests hold in any time zone. */
const localIso = (text: string) => new Date(text).toISOString();

const reports = [
  { id: 'a', status: 'created' as const, createdAt: localIso('2025-03-01T08:00:00') },
  { id: 'b', status: 'in_progress' as const, createdAt: localIso('2025-03-10T00:00:00') },
  { id: 'c', status: 'completed' as const, createdAt: localIso('2025-03-10T23:59:59') },
  { id: 'd', status: 'in_progress' as const, createdAt: localIso('2025-03-20T12:00:00') },
];
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

describe('filterReportsByStatus', () => {
  it('keeps everything for all', () => {
    expect(ids(filterReportsByStatus(reports, 'all'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps only the chosen status', () => {
    expect(ids(filterReportsByStatus(reports, 'in_progress'))).toEqual(['b', 'd']);
    expect(filterReportsByStatus(reports, 'failed')).toEqual([]);
  });
});

describe('filterReportsByCreatedDate', () => {
  it('includes every moment of both the first and the last day', () => {
    expect(ids(filterReportsByCreatedDate(reports, '2025-03-10', '2025-03-10'))).toEqual(['b', 'c']);
  });

  it('leaves an open end unlimited', () => {
    expect(ids(filterReportsByCreatedDate(reports, '2025-03-11', null))).toEqual(['d']);
    expect(ids(filterReportsByCreatedDate(reports, null, '2025-03-09'))).toEqual(['a']);
    expect(ids(filterReportsByCreatedDate(reports, null, null))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ignores a day that is not a date', () => {
    expect(ids(filterReportsByCreatedDate(reports, 'soon', null))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('filterReports', () => {
  it('applies the status and the date range together', () => {
    const filtered = filterReports(reports, { status: 'in_progress', createdFrom: '2025-03-05', createdTo: '2025-03-15' });

    expect(ids(filtered)).toEqual(['b']);
  });

  it('keeps everything without filters', () => {
    expect(ids(filterReports(reports, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
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
