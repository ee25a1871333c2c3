import { describe, expect, it } from 'vitest';
import { filterReportsByStatus } from './report-filters';

const reports = [
  { id: 'a', status: 'created' as const },
  { id: 'b', status: 'in_progress' as const },
  { id: 'c', status: 'completed' as const },
  { id: 'd', status: 'in_progress' as const },
];

describe('filterReportsByStatus', () => {
  it('keeps everything for all', () => {
    expect(filterReportsByStatus(reports, 'all').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps only the chosen status', () => {
    expect(filterReportsByStatus(reports, 'in_progress').map((r) => r.id)).toEqual(['b', 'd']);
    expect(filterReportsByStatus(reports, 'failed')).toEqual([]);
  });
});
