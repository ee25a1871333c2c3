import { describe, expect, it } from 'vitest';
import { nextSort, reportDueAt, searchReports, sortReports, type ReportSort } from './report-table';

function report(overrides: Partial<Parameters<typeof sortReports>[0][number]> & { id: string }) {
  return {
    title: 'Report',
    opponentName: null,
    opponentAbbreviation: null,
    status: 'created' as const,
    packageType: 'free' as const,
    timerExpiresAt: null,
    deadline: null,
    completionPercentage: 0,
    createdAt: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

const central = report({
  id: 'central',
  title: 'Central Tigers Defense',
  opponentName: 'Central Tigers',
  opponentAbbreviation: 'CEN',
  status: 'in_progress',
  packageType: 'full',
  timerExpiresAt: '2025-03-05T12:00:00.000Z',
  completionPercentage: 40,
  createdAt: '2025-03-04T00:00:00.000Z',
});
const lakeside = report({
  id: 'lakeside',
  title: 'Lakeside Lions Offense',
  opponentName: 'Lakeside Lions',
  opponentAbbreviation: 'LAK',
  status: 'in_progress',
  packageType: 'express',
  timerExpiresAt: '2025-03-04T18:00:00.000Z',
  completionPercentage: 85,
  createdAt: '2025-03-03T00:00:00.000Z',
});
const ridgeview = report({
  id: 'ridgeview',
  title: 'Ridgeview Rams Defense',
  opponentName: 'Ridgeview Rams',
  opponentAbbreviation: 'RID',
  status: 'created',
  packageType: 'free',
  createdAt: '2025-03-06T00:00:00.000Z',
});
const unnamed = report({ id: 'unnamed', title: 'Untitled scout', createdAt: '2025-03-01T00:00:00.000Z' });
const all = [central, lakeside, ridgeview, unnamed];
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

describe('searchReports', () => {
  it('matches the title, the opponent or the abbreviation, ignoring case', () => {
    expect(ids(searchReports(all, 'tigers'))).toEqual(['central']);
    expect(ids(searchReports(all, 'lak'))).toEqual(['lakeside']);
    expect(ids(searchReports(all, 'offense'))).toEqual(['lakeside']);
  });

  it('needs every word to match, and an empty search keeps everything', () => {
    expect(ids(searchReports(all, 'rams  defense'))).toEqual(['ridgeview']);
    expect(ids(searchReports(all, 'rams offense'))).toEqual([]);
    expect(ids(searchReports(all, '   '))).toEqual(['central', 'lakeside', 'ridgeview', 'unnamed']);
  });
});

describe('sortReports', () => {
  it('sorts by creation, newest first by default', () => {
    expect(ids(sortReports(all, { key: 'created', direction: 'desc' }))).toEqual(['ridgeview', 'central', 'lakeside', 'unnamed']);
  });

  it('sorts opponents by name, a missing name reading as Unknown Opponent', () => {
    expect(ids(sortReports(all, { key: 'opponent', direction: 'asc' }))).toEqual(['central', 'lakeside', 'ridgeview', 'unnamed']);
  });

  it('puts reports without a deadline last in either direction', () => {
    expect(ids(sortReports(all, { key: 'deadline', direction: 'asc' }))).toEqual(['lakeside', 'central', 'ridgeview', 'unnamed']);
    expect(ids(sortReports(all, { key: 'deadline', direction: 'desc' }))).toEqual(['central', 'lakeside', 'ridgeview', 'unnamed']);
  });

  it('sorts status and package in their lifecycle and price order, ties newest first', () => {
    expect(ids(sortReports(all, { key: 'status', direction: 'asc' }))).toEqual(['ridgeview', 'unnamed', 'central', 'lakeside']);
    expect(ids(sortReports(all, { key: 'package', direction: 'desc' }))).toEqual(['lakeside', 'central', 'ridgeview', 'unnamed']);
  });

  it('sorts by completion', () => {
    expect(ids(sortReports(all, { key: 'completion', direction: 'desc' }))).toEqual(['lakeside', 'central', 'ridgeview', 'unnamed']);
  });

  it('leaves the input untouched', () => {
    const input = [...all];
    sortReports(input, { key: 'opponent', direction: 'desc' });
    expect(input).toEqual(all);
  });
});

describe('nextSort and reportDueAt', () => {
  it('flips the same column and starts another in its natural direction', () => {
    const current: ReportSort = { key: 'created', direction: 'desc' };

    expect(nextSort(current, 'created')).toEqual({ key: 'created', direction: 'asc' });
    expect(nextSort(current, 'opponent')).toEqual({ key: 'opponent', direction: 'asc' });
    expect(nextSort(current, 'completion')).toEqual({ key: 'completion', direction: 'desc' });
  });

  it("reads the running timer's expiry before the deadline", () => {
    expect(reportDueAt({ timerExpiresAt: 'a', deadline: 'b' })).toBe('a');
    expect(reportDueAt({ timerExpiresAt: null, deadline: 'b' })).toBe('b');
    expect(reportDueAt({ timerExpiresAt: null, deadline: null })).toBeNull();
  });
});
