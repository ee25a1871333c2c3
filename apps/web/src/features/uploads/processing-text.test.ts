import { describe, expect, it } from 'vitest';
import { processingElapsedText, processingStageText } from './processing-text';

const status = (state: string | null, done = 0, total = 0, failed = 0) =>
  ({ status: state, clipsDone: done, clipsTotal: total, clipsFailed: failed }) as Parameters<typeof processingStageText>[0];

describe('the processing banner text', () => {
  it('says one thing per stage: queued → reading → processing N of M → importing → ready', () => {
    expect(processingStageText(null)).toBe('Queued: waiting for a worker');
    expect(processingStageText(status('queued'))).toBe('Queued: waiting for a worker');
    expect(processingStageText(status('indexing'))).toBe('Reading the ZIP');
    expect(processingStageText(status('processing', 2, 3))).toBe('Processing 2 of 3 clips');
    expect(processingStageText(status('processing', 1, 3, 1))).toBe('Processing 1 of 3 clips · 1 failed');
    expect(processingStageText(status('finishing', 3, 3))).toBe('Importing the breakdown · 3 clips done');
    expect(processingStageText(status('completed', 1, 1))).toBe('Ready: 1 clip');
  });

  it('shows the elapsed time as a clock that moves each second', () => {
    expect(processingElapsedText(0)).toBe('0:00');
    expect(processingElapsedText(7_900)).toBe('0:07');
    expect(processingElapsedText(4 * 60_000 + 32_000)).toBe('4:32');
    expect(processingElapsedText(3_725_000)).toBe('1:02:05');
  });
});
