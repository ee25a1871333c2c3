import { commitInfoSchema, type CommitInfo } from './api/get-commit-info';

/**
 * The running build's version info (the same fields as commit-info.json), put in by the build as
 * `__SCOUT_BUILD__` (vite.config.ts). Only the signed-in layout's version chip reads it, so it is not in the
 * first page's bundle. Without it (unit tests), or if it names another commit than the bundle's, only the
 * commit is known.
 */
export function runningBuild(commit: string): CommitInfo {
  const raw: unknown = typeof __SCOUT_BUILD__ === 'undefined' ? null : __SCOUT_BUILD__;
  const parsed = commitInfoSchema.safeParse(raw);
  return parsed.success && parsed.data.hash === commit ? parsed.data : { hash: commit };
}
