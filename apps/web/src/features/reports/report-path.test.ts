import { describe, expect, it } from 'vitest';
import { reportIdInPath } from './report-path';

describe('reportIdInPath', () => {
  it('takes a report id', () => {
    expect(reportIdInPath('rpt-eagles-central')).toBe('rpt-eagles-central');
  });

  it('ignores the pages that share the /reports/ prefix, and no id', () => {
    expect(reportIdInPath('rollup')).toBeNull();
    expect(reportIdInPath('shared')).toBeNull();
    expect(reportIdInPath(undefined)).toBeNull();
  });
});
