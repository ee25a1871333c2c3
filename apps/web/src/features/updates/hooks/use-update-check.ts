import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { logger } from '../../../lib/logger';
import { commitInfoQueryOptions } from '../api/get-commit-info';
import { updateBannerView, VERSION_CHECK_INTERVAL_MS, type UpdateBannerView } from '../update-status';
import { useUpdatesStore } from '../update-store';

export interface UpdateCheck {
  view: UpdateBannerView;
  autoReload: boolean;
  setAutoReload(on: boolean): void;
  /** 'Later': hides the banner for the deployed build shown. */
  later(): void;
  /** Stops the auto-reload countdown for the deployed build shown. */
  cancelCountdown(): void;
}

/**
 * The layout's update check: reads the version file at start and every 30 s (not while the tab is hidden:
 * react-query pauses interval refetches in the background) where the host allows it, and tells the banner
 * what to show. A failed read is only logged, never shown (a missed check is harmless); the user
 * menu's 'Check for Updates' is the one that asks what to do. A manual check fills the same query, so its
 * result shows in the banner even where the periodic check is off.
 */
export function useUpdateCheck(runningCommit: string, periodic: boolean): UpdateCheck {
  const query = useQuery({ ...commitInfoQueryOptions(), enabled: periodic, refetchInterval: VERSION_CHECK_INTERVAL_MS });
  const { autoReload, dismissedHash, cancelledHash, setAutoReload, dismiss, cancelCountdown } = useUpdatesStore();

  useEffect(() => {
    if (query.errorUpdatedAt && query.error) logger.warn('updates', 'Version check failed', String(query.error));
  }, [query.errorUpdatedAt, query.error]);

  const view = updateBannerView({ runningCommit, deployed: query.data ?? null, dismissedHash, cancelledHash, autoReload });
  const shownHash = view.kind === 'hidden' ? null : view.deployed.hash;
  return {
    view,
    autoReload,
    setAutoReload,
    later: () => shownHash && dismiss(shownHash),
    cancelCountdown: () => shownHash && cancelCountdown(shownHash),
  };
}
