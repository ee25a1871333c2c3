import type { RouteQuery } from '@scout/shared/api';
import { logger } from '../../lib/logger';

/** Who is looking at the reports; app/ builds it from the session. */
export interface ReportsViewer {
  /** Administrator-type (internal) user: sees every organisation's reports and their organisation ids. */
  isAdministrator: boolean;
  organizationId: string | null;
}

export interface ReportsPage {
  /** 1-based. */
  page: number;
  limit: number;
}

/**
 * The listReports query: administrators ask for everything with isInternalUser=true; everyone
 * else filters by their organization_id. An external user without an organisation id still sends the
 * request (the server scopes it by the token), with a console warning. A page, when given,
 * is sent as page and limit, and the dashboard's filters as status, createdFrom and createdTo.
 */
export function listReportsQueryFor(
  viewer: ReportsViewer,
  showCompleted: boolean,
  paging?: ReportsPage,
  filters: Pick<RouteQuery<'listReports'>, 'status' | 'createdFrom' | 'createdTo'> = {},
): RouteQuery<'listReports'> {
  const page = { ...filters, ...(paging ? { page: paging.page, limit: paging.limit } : {}) };
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
