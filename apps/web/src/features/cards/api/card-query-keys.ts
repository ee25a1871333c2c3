/**
 * Hierarchical keys: ['cards'] is everything; ['cards', 'report', id] one report's cards (list, details
 * and the report heading the card screens show); ['cards', 'activity', cid] a card's activity.
 */
export const cardQueryKeys = {
  all: ['cards'] as const,
  ofReport: (reportId: string) => [...cardQueryKeys.all, 'report', reportId] as const,
  list: (reportId: string) => [...cardQueryKeys.ofReport(reportId), 'list'] as const,
  details: (reportId: string) => [...cardQueryKeys.ofReport(reportId), 'detail'] as const,
  detail: (reportId: string, cardId: string) => [...cardQueryKeys.details(reportId), cardId] as const,
  report: (reportId: string, internal: boolean) => [...cardQueryKeys.ofReport(reportId), 'report', { internal }] as const,
  activities: () => [...cardQueryKeys.all, 'activity'] as const,
  activity: (cardId: string) => [...cardQueryKeys.activities(), cardId] as const,
};

/** Report data derived from cards (card counts, completion) is cached under the reports feature's prefix. */
export const REPORTS_QUERY_PREFIX = ['reports'] as const;

/**
 * Every edit of a report's cards runs in one queue, in order: each sends the version the previous one
 * left, so quick successive edits of a card never conflict with each other.
 */
export function cardMutationScope(reportId: string): { id: string } {
  return { id: `cards:${reportId}` };
}
