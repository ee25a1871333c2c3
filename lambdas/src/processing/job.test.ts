import { describe, expect, it } from 'vitest';
import { jobMessage, parseJobMessage, type ProcessingJob } from './job';

describe('a processing job on the queue', () => {
  it('reads back as the job that was sent, for each kind of job', () => {
    const jobs: ProcessingJob[] = [
      { type: 'index', reportId: 'r1', importId: 'i1' },
      { type: 'clip', reportId: 'r1', importId: 'i1', cardId: 'c1', cardNumber: 3, entryName: 'Film/Q1/Clip 3.mp4' },
      { type: 'finish', reportId: 'r1', importId: 'i1' },
    ];

    const received = jobs.map((job) => parseJobMessage(jobMessage(job)));

    expect(received).toEqual(jobs);
  });

  it('is refused when the body is not JSON', () => {
    expect(() => parseJobMessage('not json')).toThrow(SyntaxError);
  });

  it('is refused when it is JSON but not a job', () => {
    expect(() => parseJobMessage(JSON.stringify({ type: 'transcode', reportId: 'r1', importId: 'i1' }))).toThrow();
    expect(() => parseJobMessage(JSON.stringify({ type: 'index', reportId: '', importId: 'i1' }))).toThrow();
    expect(() =>
      parseJobMessage(JSON.stringify({ type: 'clip', reportId: 'r1', importId: 'i1', cardId: 'c1', cardNumber: 0, entryName: 'a.mp4' })),
    ).toThrow();
  });
});
