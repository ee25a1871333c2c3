import type { ProcessingStatus } from '@scout/shared/domain';

/** '2 of 3 clips · Cutting clips', with failed clips counted when there are any. */
export function processingProgressText(status: Pick<ProcessingStatus, 'clipsDone' | 'clipsTotal' | 'clipsFailed' | 'step'>): string {
  const parts: string[] = [];
  if (status.clipsTotal > 0) {
    parts.push(`${status.clipsDone} of ${status.clipsTotal} ${status.clipsTotal === 1 ? 'clip' : 'clips'}`);
    if (status.clipsFailed > 0) parts.push(`${status.clipsFailed} failed`);
  }
  if (status.step.trim()) parts.push(status.step.trim());
  return parts.join(' · ') || 'Waiting to start';
}

/** 'started just now', 'started 1 minute ago', 'started 7 minutes ago'. */
export function processingElapsedText(elapsedMs: number): string {
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return 'started just now';
  return `started ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
}
