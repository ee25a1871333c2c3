import { auditRoutes, type RouteResponse } from '@scout/shared/api';
import type { AuditEventKind } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

export const AUDIT_PAGE_SIZE = 50;

/** What the Audit page filters by (kept in its URL). */
export interface AuditFilters {
  kind?: AuditEventKind;
  actor?: string;
  target?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

/**
 * The key tree of the audit trail:
 *
 *   ['audit-events']                     everything
 *   ['audit-events', 'list', {filters}]  one filtered list, page by page
 */
export const auditEventKeys = {
  all: ['audit-events'] as const,
  list: (filters: AuditFilters) => [...auditEventKeys.all, 'list', filters] as const,
};

/** GET /audit-events: a page of the trail, newest first. */
export function listAuditEvents(
  filters: AuditFilters,
  lastKey: string | null,
  signal?: AbortSignal,
): Promise<RouteResponse<'listAuditEvents'>> {
  return callApi(auditRoutes.listAuditEvents, {
    retryOnGateway: 'not-found',
    query: { ...filters, limit: AUDIT_PAGE_SIZE, ...(lastKey ? { lastKey } : {}) },
    signal,
  });
}

/** The trail, one page at a time ("Load more" fetches the next). */
export function useAuditEvents(filters: AuditFilters) {
  return useCursorPages({
    queryKey: auditEventKeys.list(filters),
    fetchPage: (lastKey, signal) => listAuditEvents(filters, lastKey, signal),
    itemsOf: (page) => page.items,
  });
}
