import {
  PROCESSING_TIMEOUT_MESSAGE,
  processingBannerTone,
  UPLOAD_PROCESSING,
  type ProcessingRecord,
  type ProcessingStatus,
} from '@scout/shared/domain';

/**
 * Follows one upload's processing for the dashboard's banner: the status is checked every 10 s, the reports
 * are refetched every 30 s, the banner turns warning at 5 minutes and bold error at 8, and at 10 minutes
 * processing counts as failed (timed out). A 'completed' status ends the watch (the cards are ready); a
 * 'failed' one shows the server's error. While live events arrive (`isLive`), the 10 s checks and 30 s
 * refetches pause, and each progress event of the report (`subscribeProgress`) checks at once instead.
 */

export type ProcessingView =
  | {
      phase: 'processing';
      reportId: string;
      tone: 'info' | 'warning' | 'error';
      elapsedMs: number;
      /** The latest status; null until the first answer. */
      status: ProcessingStatus | null;
      /** The last check got no answer (it is tried again on the next tick). */
      checkFailed: boolean;
    }
  | {
      phase: 'failed';
      reportId: string;
      reason: 'timeout' | 'server';
      message: string;
      elapsedMs: number;
      status: ProcessingStatus | null;
    };

export type ProcessingOutcome = { kind: 'completed'; status: ProcessingStatus } | { kind: 'gone' };

export interface ProcessingWatchOptions {
  record: ProcessingRecord;
  /** The report's status, or null when the report no longer exists. */
  fetchStatus(reportId: string): Promise<ProcessingStatus | null>;
  refreshReports(): void;
  onView(view: ProcessingView): void;
  /** Processing finished (cards ready) or the report is gone: the record can be cleared. */
  onDone(outcome: ProcessingOutcome): void;
  now?(): number;
  /** Whether live events arrive right now: polling is their fallback. */
  isLive?(): boolean;
  /** Calls back on each live progress event of the report; returns the unsubscribe. */
  subscribeProgress?(reportId: string, listener: () => void): () => void;
}

export const PROCESSING_FAILED_FALLBACK = 'Processing failed';

/** Starts watching; returns the function that stops it. */
export function watchProcessing(options: ProcessingWatchOptions): () => void {
  const { record, fetchStatus, refreshReports, onView, onDone } = options;
  const now = options.now ?? Date.now;
  const isLive = options.isLive ?? (() => false);
  let stopped = false;
  let checking = false;
  /** A check was asked for while one was in flight: its answer may predate what prompted the ask. */
  let checkAgain = false;
  let checkedOnce = false;
  let status: ProcessingStatus | null = null;
  let checkFailed = false;
  let failure: { reason: 'timeout' | 'server'; message: string } | null = null;

  const tick = setInterval(() => {
    emit();
    if (!isLive()) void check();
  }, UPLOAD_PROCESSING.checkEveryMs);
  const refresh = setInterval(() => {
    if (!isLive()) refreshReports();
  }, UPLOAD_PROCESSING.dashboardRefetchMs);
  const unsubscribe = options.subscribeProgress?.(record.reportId, () => void check()) ?? (() => undefined);

  function stopTimers() {
    clearInterval(tick);
    clearInterval(refresh);
    unsubscribe();
  }

  function stop() {
    stopped = true;
    stopTimers();
  }

  function emit() {
    if (stopped) return;
    const elapsedMs = Math.max(0, now() - record.startTime);
    // A record found after the limit (a reload) is checked once before it counts as timed out.
    if (!failure && checkedOnce && processingBannerTone(elapsedMs) === 'failed') {
      failure = { reason: 'timeout', message: PROCESSING_TIMEOUT_MESSAGE };
      stopTimers();
    }
    if (failure) {
      onView({ phase: 'failed', reportId: record.reportId, ...failure, elapsedMs, status });
      return;
    }
    const tone = processingBannerTone(elapsedMs);
    onView({
      phase: 'processing',
      reportId: record.reportId,
      tone: tone === 'failed' ? 'error' : tone,
      elapsedMs,
      status,
      checkFailed,
    });
  }

  async function check() {
    if (stopped || failure) return;
    if (checking) {
      // A progress event during a check (say 'completed' while 'finishing' is read) must not be lost: live,
      // no poll would follow to catch it.
      checkAgain = true;
      return;
    }
    checking = true;
    try {
      const answer = await fetchStatus(record.reportId);
      if (stopped) return;
      checkFailed = false;
      if (answer === null) {
        stop();
        onDone({ kind: 'gone' });
        return;
      }
      status = answer;
      if (answer.status === 'completed') {
        stop();
        refreshReports();
        onDone({ kind: 'completed', status: answer });
        return;
      }
      if (answer.status === 'failed') {
        failure = { reason: 'server', message: answer.error?.trim() || PROCESSING_FAILED_FALLBACK };
        stopTimers();
        refreshReports();
      }
    } catch {
      checkFailed = true;
    } finally {
      checking = false;
      checkedOnce = true;
      if (checkAgain) {
        checkAgain = false;
        void check();
      }
    }
    emit();
  }

  emit();
  void check();
  return stop;
}
