import { describe, expect, it } from 'vitest';
import { formatDay } from '../../entities/report-groups/group-games';
import { dateRangeOf, snapsLabel } from './group-format';

describe('group format', () => {
  it('writes the date range of a group over one year, two years, one day or none', () => {
    expect(dateRangeOf({ firstDate: '2026-10-03T12:00:00.000Z', lastDate: '2026-10-24T12:00:00.000Z' })).toBe('Oct 3 – Oct 24, 2026');
    expect(dateRangeOf({ firstDate: '2025-12-30T12:00:00.000Z', lastDate: '2026-01-02T12:00:00.000Z' })).toBe('Dec 30, 2025 – Jan 2, 2026');
    expect(dateRangeOf({ firstDate: '2026-10-03T01:00:00.000Z', lastDate: '2026-10-03T23:00:00.000Z' })).toBe('Oct 3, 2026');
    expect(dateRangeOf({ firstDate: null, lastDate: null })).toBe('No reports');
    expect(formatDay('not a date')).toBe('');
  });

  it('counts snaps in words', () => {
    expect(snapsLabel(1)).toBe('1 snap');
    expect(snapsLabel(1203)).toBe('1,203 snaps');
  });
});
