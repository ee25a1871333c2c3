import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { commitInfoQueryOptions, type CommitInfo } from '../api/get-commit-info';
import { updateStatus, type UpdateStatus } from '../update-status';

export type UpdateCheckResult = { status: UpdateStatus; deployed: CommitInfo } | { status: 'unavailable' };

/** 'Check for Updates': fetches the version file afresh and compares it with the running build. */
export function useCheckForUpdates(runningCommit: string): () => Promise<UpdateCheckResult> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const deployed = await queryClient.fetchQuery(commitInfoQueryOptions());
      return { status: updateStatus(runningCommit, deployed), deployed };
    } catch {
      // Logged by the layout's update check (the same query); the caller asks whether to refresh anyway.
      return { status: 'unavailable' };
    }
  }, [queryClient, runningCommit]);
}
