import type { CommitInfo } from './api/get-commit-info';

/** The version file is read at start and then every 30 s. */
export const VERSION_CHECK_INTERVAL_MS = 30_000;
/** Auto-reload (off by default) reloads 15 s after an update is found. */
export const AUTO_RELOAD_DELAY_MS = 15_000;

export type UpdateStatus = 'current' | 'outdated';

/** A build is outdated when the deployed version file names another commit. */
export function updateStatus(runningCommit: string, deployed: CommitInfo): UpdateStatus {
  return deployed.hash === runningCommit ? 'current' : 'outdated';
}

export function shortCommit(hash: string): string {
  return hash.length > 7 ? hash.slice(0, 7) : hash;
}

export interface UpdateBannerInput {
  runningCommit: string;
  /** The last version file read, if any. */
  deployed: CommitInfo | null;
  /** The deployed hash whose banner 'Later' dismissed. */
  dismissedHash: string | null;
  /** The deployed hash whose auto-reload countdown 'Cancel' stopped. */
  cancelledHash: string | null;
  autoReload: boolean;
}

export type UpdateBannerView =
  | { kind: 'hidden' }
  /** Refresh and Later. */
  | { kind: 'available'; deployed: CommitInfo }
  /** Auto-reload counting down, with Cancel. */
  | { kind: 'countdown'; deployed: CommitInfo };

/**
 * What the update banner shows: nothing while the running build is the deployed one (or no file was read);
 * nothing for a deployed build the user put off with 'Later' (a newer one shows again); a countdown when
 * auto-reload is on and was not cancelled for this build; else the offer to refresh.
 */
export function updateBannerView(input: UpdateBannerInput): UpdateBannerView {
  const { deployed } = input;
  if (!deployed || updateStatus(input.runningCommit, deployed) === 'current') return { kind: 'hidden' };
  if (input.dismissedHash === deployed.hash) return { kind: 'hidden' };
  if (input.autoReload && input.cancelledHash !== deployed.hash) return { kind: 'countdown', deployed };
  return { kind: 'available', deployed };
}

/** Whole seconds left of a countdown to `deadline` (never below 0). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
