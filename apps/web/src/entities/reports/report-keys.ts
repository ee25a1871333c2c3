import type { RouteQuery } from '@scout/shared/api';

/**
 * The one key tree for report data; every feature builds its keys here and invalidates by prefix, so no
 * feature copies another's. Everything about one report sits under its detail node, its cards included:
 *
 *   ['reports']                                   everything
 *   ['reports', 'list', …]                        the dashboard's pages, the pickers' suggestions
 *   ['reports', 'list', 'pages', query]           the report list's pages, read by key as it scrolls
 *   ['reports', 'detail', id]                     one report: its record, assignments and cards
 *   ['reports', 'detail', id, 'record', {internal}]  GET /reports/{id} (two views: administrators read internal=true)
 *   ['reports', 'detail', id, 'assignments']      its assigned staff
 *   ['reports', 'detail', id, 'cards', …]         its cards (the card keys in entities/cards build on this node)
 *   ['reports', 'detail', id, 'timer']            GET /reports/{id}/timer (the header countdown)
 *   ['reports', 'timers', {internal}]             GET /timers (the dashboard cards' time remaining)
 *   ['reports', 'paid']                           GET /paid-reports (paid reports, overdue ones for staff)
 */
export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (query: RouteQuery<'listReports'>) => [...reportKeys.lists(), query] as const,
  /** The pages of a list read one after another (the report list screen's infinite scroll). */
  pages: (query: RouteQuery<'listReports'>) => [...reportKeys.lists(), 'pages', query] as const,
  details: () => [...reportKeys.all, 'detail'] as const,
  detail: (id: string) => [...reportKeys.details(), id] as const,
  /** Both views of the report's record. */
  records: (id: string) => [...reportKeys.detail(id), 'record'] as const,
  record: (id: string, internal: boolean) => [...reportKeys.records(id), { internal }] as const,
  assignments: (id: string) => [...reportKeys.detail(id), 'assignments'] as const,
  cards: (id: string) => [...reportKeys.detail(id), 'cards'] as const,
  timer: (id: string) => [...reportKeys.detail(id), 'timer'] as const,
  allTimers: () => [...reportKeys.all, 'timers'] as const,
  timers: (internal: boolean) => [...reportKeys.allTimers(), { internal }] as const,
  paid: () => [...reportKeys.all, 'paid'] as const,
};
