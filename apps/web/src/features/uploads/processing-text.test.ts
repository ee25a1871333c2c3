import { describe, expect, it } from 'vitest';
import { processingElapsedText, processingProgressText } from './processing-text';

describe('the processing banner text', () => {
  it("reads 'N of M clips' and the step", () => {
    expect(processingProgressText({ clipsDone: 2, clipsTotal: 3, clipsFailed: 0, step: 'Cutting clips' })).toBe(
      '2 of 3 clips · Cutting clips',
    );
    expect(processingProgressText({ clipsDone: 0, clipsTotal: 1, clipsFailed: 1, step: '' })).toBe('0 of 1 clip · 1 failed');
    expect(processingProgressText({ clipsDone: 0, clipsTotal: 0, clipsFailed: 0, step: 'Reading the ZIP' })).toBe('Reading the ZIP');
  });

  it('says how long ago processing started', () => {
    expect(processingElapsedText(30_000)).toBe('started just now');
    expect(processingElapsedText(60_000)).toBe('started 1 minute ago');
    expect(processingElapsedText(7.5 * 60_000)).toBe('started 7 minutes ago');
  });
});
