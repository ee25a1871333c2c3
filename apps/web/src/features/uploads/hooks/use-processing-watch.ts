import type { ProcessingRecord, ProcessingStatus } from '@scout/shared/domain';
import { useEffect, useRef, useState } from 'react';
import { findProcessingStatus } from '../api/get-processing-status';
import { isLive, liveEventsStore } from '../../../entities/live-events/live-events-store';
import { processingStore, useProcessingRecord } from '../processing-store';
import { watchProcessing, type ProcessingView } from '../processing-watch';

export interface ProcessingWatchCallbacks {
  /** Refetch the dashboard's reports (every 30 s while processing, and when it ends). */
  refreshReports(): void;
  /** Processing finished: the report's cards are ready. */
  onCompleted?(record: ProcessingRecord, status: ProcessingStatus): void;
}

export interface ProcessingWatchState {
  record: ProcessingRecord | null;
  /** What the banner shows; null until the watch has looked (or when there is no record). */
  view: ProcessingView | null;
  /** Hides the banner and forgets the record (processing carries on on the server). */
  dismiss(): void;
}

function keyOf(record: ProcessingRecord): string {
  return `${record.reportId}@${record.startTime}`;
}

/** Follows the stored processing record while the dashboard is open; clears it when processing completes. */
export function useProcessingWatch(callbacks: ProcessingWatchCallbacks): ProcessingWatchState {
  const record = useProcessingRecord();
  const [watched, setWatched] = useState<{ key: string; view: ProcessingView } | null>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    if (!record) return undefined;
    const key = keyOf(record);
    return watchProcessing({
      record,
      fetchStatus: (reportId) => findProcessingStatus(reportId),
      refreshReports: () => latest.current.refreshReports(),
      onView: (view) => setWatched({ key, view }),
      isLive,
      subscribeProgress: (reportId, listener) =>
        liveEventsStore.subscribe((state, previous) => {
          const event = state.lastEvent?.data;
          if (state.lastEvent !== previous.lastEvent && event?.type === 'processing.progress' && event.reportId === reportId) listener();
        }),
      onDone: (outcome) => {
        processingStore.getState().clear();
        if (outcome.kind === 'completed') latest.current.onCompleted?.(record, outcome.status);
      },
    });
  }, [record]);

  return {
    record,
    view: record && watched?.key === keyOf(record) ? watched.view : null,
    dismiss: () => processingStore.getState().clear(),
  };
}
