import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { commitInfoHref } from '../../../config/paths';

/**
 * The static version file (commit-info.json: the build's commit and time; written by build-plugins/version-info.ts).
 * Only the hash is required: the check needs nothing else, and a file from an older build may lack the rest.
 */
export const commitInfoSchema = z.object({
  hash: z.string().min(1),
  shortHash: z.string().optional(),
  message: z.string().optional(),
  author: z.string().optional(),
  date: z.string().optional(),
  branch: z.string().optional(),
  /** How many files the commit changed. */
  files: z.number().int().nonnegative().optional(),
  stats: z.object({ additions: z.number().int().nonnegative(), deletions: z.number().int().nonnegative() }).optional(),
  generated: z.string().optional(),
});
export type CommitInfo = z.infer<typeof commitInfoSchema>;

/**
 * GET /commit-info.json?t={timestamp} from the web app's own origin (not the API), uncached.
 */
export async function getCommitInfo(signal?: AbortSignal): Promise<CommitInfo> {
  const response = await fetch(commitInfoHref(Date.now()), {
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    signal,
  });
  if (!response.ok) throw new Error(`Version file answered ${response.status}`);
  return commitInfoSchema.parse(await response.json());
}

export const commitInfoQueryKeys = { all: ['commit-info'] as const };

export function commitInfoQueryOptions() {
  return queryOptions({
    queryKey: commitInfoQueryKeys.all,
    queryFn: ({ signal }) => getCommitInfo(signal),
    staleTime: 0,
    retry: 0,
  });
}
