import type { BucketObjectsPage, DevBucket, TableItemsPage } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ForbiddenError } from '../core/errors';
import type { BucketBrowser, TableBrowser } from './ports';

export interface DevToolsDeps {
  table: TableBrowser;
  buckets: BucketBrowser;
  /** The stack's stage: the dev tools run only on a stage of `devToolsStages`. */
  stage: string;
  /** The stages the dev tools run on (DEV_TOOLS_STAGES; by default the local stack's only). */
  devToolsStages: readonly string[];
}

/** How long a preview URL lives. */
export const OBJECT_URL_SECONDS = 300;

/**
 * Whether the dev tools (table and bucket browsers, test data) run on this stage: an allowlist, so a stage
 * named 'production', 'prd' or 'live' is refused as 'prod' is, and a new stage is refused until named.
 */
export function isDevToolsStage(stage: string, devToolsStages: readonly string[]): boolean {
  return devToolsStages.includes(stage);
}

export const DEV_TOOLS_REFUSED_ON_STAGE = 'The dev tools are not available on this stage.';

/** Administrators only (the router checks the route's 'administrator' auth too), and only on an allowed stage. */
function assertAllowed(deps: DevToolsDeps, caller: Caller): void {
  if (!isDevToolsStage(deps.stage, deps.devToolsStages)) throw new ForbiddenError(DEV_TOOLS_REFUSED_ON_STAGE);
  if (!can(caller.principal, 'devTools:use')) throw new ForbiddenError('Only administrators can use the dev tools.');
}

export async function browseTable(
  deps: DevToolsDeps,
  caller: Caller,
  query: { pk?: string; entityType?: string; limit: number; nextToken?: string },
): Promise<TableItemsPage> {
  assertAllowed(deps, caller);
  const page = await deps.table.page(query);
  return { ...page, entityTypes: deps.table.entityTypes() };
}

export async function browseBucket(
  deps: DevToolsDeps,
  caller: Caller,
  query: { bucket: DevBucket; prefix: string; limit: number; nextToken?: string },
): Promise<BucketObjectsPage> {
  assertAllowed(deps, caller);
  const page = await deps.buckets.list(query);
  return { bucket: query.bucket, prefix: query.prefix, ...page };
}

export async function getBucketObjectUrl(
  deps: DevToolsDeps,
  caller: Caller,
  bucket: DevBucket,
  key: string,
): Promise<{ url: string; expiresInSeconds: number }> {
  assertAllowed(deps, caller);
  return { url: await deps.buckets.objectUrl(bucket, key, OBJECT_URL_SECONDS), expiresInSeconds: OBJECT_URL_SECONDS };
}
