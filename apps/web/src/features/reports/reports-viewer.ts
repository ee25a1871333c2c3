import type { RouteQuery } from '@scout/shared/api';
import { logger } from '../../lib/logger';

/** Who is looking at the reports; app/ builds it from the session. */
export interface ReportsViewer {
  /** Administrator-type (internal) user: sees every organisation's reports and their organisation ids. */
  isAdministrator: boolean;
  organizationId: string | null;
}

/**
 * The listReports query (spec §7): administrators ask for everything with isInternalUser=true; everyone
 * else filters by their organization_id. An external user without an organisation id still sends the
 * request (the server scopes it by the token), with a console warning (spec §5).
 */
export function listReportsQueryFor(viewer: ReportsViewer, showCompleted: boolean): RouteQuery<'listReports'> {
  if (viewer.isAdministrator) return { isInternalUser: true, showCompleted };
  if (!viewer.organizationId) {
    logger.warn('reports', 'External user has no organization id; requesting reports without organization_id');
    return { showCompleted };
  }
  return { organization_id: viewer.organizationId, showCompleted };
}
