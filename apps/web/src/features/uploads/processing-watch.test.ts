import { PROCESSING_TIMEOUT_MESSAGE, type ProcessingStatus } from '@scout/shared/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchProcessing, type ProcessingOutcome, type ProcessingView } from './processing-watch';

const MINUTE = 60_000;

function status(overrides: Partial<ProcessingStatus> = {}): ProcessingStatus {
  return {
    reportId: 'r1',
    status: 'processing',
    step: 'Cutting clips',
    clipsTotal: 3,
    clipsDone: 1,
    clipsFailed: 0,
    error: null,
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

function watch(answer: () => Promise<ProcessingStatus | null>, startedMinutesAgo = 0) {
  const views: ProcessingView[] = [];
  const outcomes: ProcessingOutcome[] = [];
  const fetchStatus = vi.fn(answer);
  const refreshReports = vi.fn();
  const stop = watchProcessing({
    record: { reportId: 'r1', message: 'Processing queued', startTime: Date.now() - startedMinutesAgo * MINUTE },
    fetchStatus,
    refreshReports,
    onView: (view) => views.push(view),
    onDone: (outcome) => outcomes.push(outcome),
  });
  return { views, outcomes, fetchStatus, refreshReports, stop, last: () => views.at(-1) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the upload processing banner', () => {
  it('checks the status at once and every 10 s, and refetches the reports every 30 s', async () => {
    const { fetchStatus, refreshReports, stop, last } = watch(async () => status());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(last()).toMatchObject({ phase: 'processing', tone: 'info', status: { clipsDone: 1, clipsTotal: 3, step: 'Cutting clips' } });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(refreshReports).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(refreshReports).toHaveBeenCalledTimes(1);
    stop();
  });

  it('turns warning from 5 minutes, bold error from 8, and failed (timed out) at 10, then stops checking', async () => {
    const { fetchStatus, last } = watch(async () => status());

    await vi.advanceTimersByTimeAsync(5 * MINUTE - 10_000);
    expect(last()).toMatchObject({ phase: 'processing', tone: 'info' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(last()).toMatchObject({ phase: 'processing', tone: 'warning' });

    await vi.advanceTimersByTimeAsync(3 * MINUTE - 10_000);
    expect(last()).toMatchObject({ tone: 'warning' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(last()).toMatchObject({ phase: 'processing', tone: 'error' });

    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(last()).toEqual(expect.objectContaining({ phase: 'failed', reason: 'timeout', message: PROCESSING_TIMEOUT_MESSAGE }));

    const checks = fetchStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(fetchStatus.mock.calls.length).toBe(checks);
  });

  it('ends when the status is completed: the reports are refetched and the record can go', async () => {
    let answer = status({ status: 'processing' });
    const { outcomes, refreshReports, fetchStatus } = watch(async () => answer);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcomes).toEqual([]);

    answer = status({ status: 'completed', clipsDone: 3 });
    await vi.advanceTimersByTimeAsync(10_000);

    expect(outcomes).toEqual([{ kind: 'completed', status: answer }]);
    expect(refreshReports).toHaveBeenCalledTimes(1);
    const checks = fetchStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(fetchStatus.mock.calls.length).toBe(checks);
  });

  it("shows the server's error when processing failed, and stops checking", async () => {
    const { last, fetchStatus } = watch(async () => status({ status: 'failed', error: 'The ZIP contains no video files.' }));
    await vi.advanceTimersByTimeAsync(0);

    expect(last()).toMatchObject({ phase: 'failed', reason: 'server', message: 'The ZIP contains no video files.' });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('keeps checking through failed checks, and says so', async () => {
    let fail = true;
    const { last } = watch(async () => {
      if (fail) throw new Error('Network error');
      return status();
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ phase: 'processing', checkFailed: true });

    fail = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(last()).toMatchObject({ phase: 'processing', checkFailed: false });
  });

  it('checks once before a record found after the limit counts as timed out', async () => {
    const finished = watch(async () => status({ status: 'completed' }), 12);
    await vi.advanceTimersByTimeAsync(0);
    expect(finished.outcomes).toEqual([{ kind: 'completed', status: status({ status: 'completed' }) }]);

    const stuck = watch(async () => status({ status: 'processing' }), 12);
    await vi.advanceTimersByTimeAsync(0);
    expect(stuck.last()).toMatchObject({ phase: 'failed', reason: 'timeout' });
  });

  it('lets the record go when the report no longer exists', async () => {
    const { outcomes } = watch(async () => null);
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes).toEqual([{ kind: 'gone' }]);
  });
});

describe('the processing banner while live events arrive', () => {
  it('stops polling while live, checks on each progress event of its report, and polls again once the connection is lost', async () => {
    // Prepare
    let live = true;
    const listeners: { reportId: string; listener: () => void }[] = [];
    const fetchStatus = vi.fn(async () => status());
    const refreshReports = vi.fn();
    const stop = watchProcessing({
      record: { reportId: 'r1', message: 'Processing queued', startTime: Date.now() },
      fetchStatus,
      refreshReports,
      onView: () => undefined,
      onDone: () => undefined,
      isLive: () => live,
      subscribeProgress: (reportId, listener) => {
        listeners.push({ reportId, listener });
        return () => listeners.splice(0);
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);

    // Act: a minute of live events, two of them progress of the report
    await vi.advanceTimersByTimeAsync(30_000);
    listeners.forEach(({ listener }) => listener());
    await vi.advanceTimersByTimeAsync(30_000);
    listeners.forEach(({ listener }) => listener());
    await vi.advanceTimersByTimeAsync(0);

    // Assess
    expect(listeners.map(({ reportId }) => reportId)).toEqual(['r1']);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(refreshReports).not.toHaveBeenCalled();

    // Act: the connection is lost
    live = false;
    await vi.advanceTimersByTimeAsync(30_000);

    // Assess: the 10 s checks and the 30 s refetch are back
    expect(fetchStatus).toHaveBeenCalledTimes(6);
    expect(refreshReports).toHaveBeenCalledTimes(1);
    stop();
    expect(listeners).toEqual([]);
  });

  it('a progress event during a check checks again once it answers, so the last phase is never missed while live', async () => {
    // Prepare: the first answer is held until the test lets it go
    const listeners: (() => void)[] = [];
    let release: (answer: ProcessingStatus) => void = () => undefined;
    const answers = [
      new Promise<ProcessingStatus>((resolve) => {
        release = resolve;
      }),
      Promise.resolve(status({ status: 'completed', clipsDone: 3, step: 'Done' })),
    ];
    const fetchStatus = vi.fn(() => answers.shift() ?? Promise.resolve(status()));
    const outcomes: ProcessingOutcome[] = [];
    const stop = watchProcessing({
      record: { reportId: 'r1', message: 'Processing queued', startTime: Date.now() },
      fetchStatus,
      refreshReports: () => undefined,
      onView: () => undefined,
      onDone: (outcome) => outcomes.push(outcome),
      isLive: () => true,
      subscribeProgress: (_reportId, listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    });
    await vi.advanceTimersByTimeAsync(0);

    // Act: 'completed' arrives while the first check (which will say 'finishing') is in flight
    listeners.forEach((listener) => listener());
    release(status({ status: 'finishing', clipsDone: 3, step: 'Importing the breakdown' }));
    await vi.advanceTimersByTimeAsync(0);

    // Assess: a second check followed and saw the import completed
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(outcomes).toEqual([{ kind: 'completed', status: expect.objectContaining({ status: 'completed' }) }]);
    stop();
  });
});
