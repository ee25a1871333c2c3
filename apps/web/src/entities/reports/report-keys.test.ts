import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cardKeys } from '../cards/card-keys';
import { reportKeys } from './report-keys';

/** Whether invalidating `prefix` reaches the query cached under `key`. */
function reaches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient();
  const query = client.getQueryCache().build(client, { queryKey: key });
  return matchQuery({ queryKey: prefix }, query);
}

describe('the report key tree', () => {
  it("puts everything about one report, its cards included, under the report's detail key", () => {
    const detail = reportKeys.detail('r1');

    expect(reaches(detail, reportKeys.record('r1', true))).toBe(true);
    expect(reaches(detail, reportKeys.assignments('r1'))).toBe(true);
    expect(reaches(detail, cardKeys.list('r1'))).toBe(true);
    expect(reaches(detail, cardKeys.thumbnails('r1'))).toBe(true);
    expect(reaches(detail, cardKeys.count('r1'))).toBe(true);
    expect(reaches(detail, cardKeys.detail('r1', 'c1'))).toBe(true);
    expect(reaches(detail, reportKeys.record('r2', true))).toBe(false);
    expect(reaches(detail, reportKeys.list({}))).toBe(false);
  });

  it("keeps the report's record apart from its cards, so a report edit does not refetch them", () => {
    const records = reportKeys.records('r1');

    expect(reaches(records, reportKeys.record('r1', false))).toBe(true);
    expect(reaches(records, reportKeys.record('r1', true))).toBe(true);
    expect(reaches(records, cardKeys.list('r1'))).toBe(false);
    expect(reaches(records, reportKeys.assignments('r1'))).toBe(false);
  });

  it('keeps both report lists under one prefix', () => {
    expect(reaches(reportKeys.lists(), reportKeys.list({ page: 2 }))).toBe(true);
    expect(reaches(reportKeys.lists(), reportKeys.pages({}))).toBe(true);
  });

  it("puts a report's timer under its detail key, and every timer list and paid reports under 'reports'", () => {
    expect(reaches(reportKeys.detail('r1'), reportKeys.timer('r1'))).toBe(true);
    expect(reaches(reportKeys.records('r1'), reportKeys.timer('r1'))).toBe(false);
    expect(reaches(reportKeys.allTimers(), reportKeys.timers(true))).toBe(true);
    expect(reaches(reportKeys.allTimers(), reportKeys.timers(false))).toBe(true);
    expect(reaches(reportKeys.all, reportKeys.paid())).toBe(true);
    expect(reaches(reportKeys.lists(), reportKeys.paid())).toBe(false);
  });
});
