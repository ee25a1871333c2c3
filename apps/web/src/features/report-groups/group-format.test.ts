import { describe, expect, it } from 'vitest';
import { dateRangeOf, formatDay, gameLabelOf, perGameCounts, snapsLabel } from './group-format';

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

  it("heads a game by the opponent's abbreviation and date", () => {
    const report = {
      id: 'r',
      title: 'Central Tigers Defense',
      opponentAbbreviation: 'CEN',
      status: 'created' as const,
      createdAt: '2026-10-03T12:00:00.000Z',
      cardsCount: 3,
    };
    expect(gameLabelOf(report)).toBe('CEN Oct 3');
    expect(gameLabelOf({ ...report, opponentAbbreviation: ' ', opponentName: null })).toBe('Central Tigers Defense Oct 3');
  });

  it("lists a tendency's counts game by game, leaving out games without the situation", () => {
    const games = [{ label: 'CEN' }, { label: 'LAK' }, { label: 'NVB' }];
    expect(perGameCounts({ perGame: [4, 0, 3], perGameN: [5, 0, 4] }, games)).toBe('CEN: 4 of 5 · NVB: 3 of 4');
  });
});
