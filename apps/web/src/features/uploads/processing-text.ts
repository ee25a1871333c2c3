import type { ProcessingStatus } from '@scout/shared/domain';

type StageStatus = Pick<ProcessingStatus, 'status' | 'clipsDone' | 'clipsTotal' | 'clipsFailed'>;

/**
 * The one line the banner says about where processing is, in the order it goes: 'Queued' → 'Reading the
 * ZIP' → 'Processing 2 of 3 clips' → 'Importing the breakdown' → 'Ready'; failed clips are counted beside it.
 */
export function processingStageText(status: StageStatus | null): string {
  if (!status || status.status === null || status.status === 'queued') return 'Queued: waiting for a worker';
  const clips = `${status.clipsTotal} ${status.clipsTotal === 1 ? 'clip' : 'clips'}`;
  const failed = status.clipsFailed > 0 ? ` · ${status.clipsFailed} failed` : '';
  switch (status.status) {
    case 'indexing':
      return 'Reading the ZIP';
    case 'processing':
      return `Processing ${Math.min(status.clipsDone, status.clipsTotal)} of ${clips}${failed}`;
    case 'finishing':
      return `Importing the breakdown · ${clips} done${failed}`;
    case 'completed':
      return `Ready: ${clips}${failed}`;
    case 'failed':
      return 'Failed';
  }
}

/** Elapsed time as a clock that moves every second: '0:07', '4:32', '1:02:05'. */
export function processingElapsedText(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
