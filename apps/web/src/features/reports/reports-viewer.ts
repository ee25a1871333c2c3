import type { RouteQuery } from '@scout/shared/api';
import type { PageRequest } from '../../hooks/use-page-keys';
import { logger } from '../../lib/logger';

/** Who is looking at the reports; app/ builds it from the session. */
export interface ReportsViewer {
  /** Administrator-type (internal) user: sees every organisation's reports and their organisation ids. */
  isAdministrator: boolean;
  organizationId: string | null;
}

/** A page of the list: its size, and the key that reads it (or a page number to walk to; none: the first). */
export interface ReportsPage extends PageRequest {
  limit: number;
}

/**
 * The listReports query: administrators ask for everything with isInternalUser=true; everyone
 * else filters by their organization_id. An external user without an organisation id still sends the
 * request (the server scopes it by the token), with a console warning. A page, when given, is sent as its
 * limit with its lastKey and page when it has them, and the dashboard's filters as status, createdFrom and
 * createdTo.
 */
export function listReportsQueryFor(
  viewer: ReportsViewer,
  showCompleted: boolean,
  paging?: ReportsPage,
  filters: Pick<RouteQuery<'listReports'>, 'status' | 'createdFrom' | 'createdTo'> = {},
): RouteQuery<'listReports'> {
  const page = {
    ...filters,
    ...(paging?.lastKey !== undefined ? { lastKey: paging.lastKey } : {}),
    ...(paging?.page !== undefined ? { page: paging.page } : {}),
    ...(paging ? { limit: paging.limit } : {}),
  };
  if (viewer.isAdministrator) return { isInternalUser: true, showCompleted, ...page };
  if (!viewer.organizationId) {
    logger.warn('reports', 'External user has no organization id; requesting reports without organization_id');
    return { showCompleted, ...page };
  }
  return { organization_id: viewer.organizationId, showCompleted, ...page };
}

/** Pages needed for `total` reports, at least one. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
