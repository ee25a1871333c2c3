import type { CommitInfo } from './api/get-commit-info';

export type UpdateStatus = 'current' | 'outdated';

/** A build is outdated when the deployed version file names another commit. */
export function updateStatus(runningCommit: string, deployed: CommitInfo): UpdateStatus {
  return deployed.hash === runningCommit ? 'current' : 'outdated';
}

export function shortCommit(hash: string): string {
  return hash.length > 7 ? hash.slice(0, 7) : hash;
}
