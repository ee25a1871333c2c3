import { reportKeys } from '../reports/report-keys';

/**
 * Card keys, a branch of the report key tree: a report's cards sit under the report
 * (['reports', 'detail', id, 'cards', …]), so dropping or refreshing a report reaches its cards too. A card's
 * activity is read by card id alone (the activity screen may not know the report yet), so it has its own
 * root: ['cards', 'activity', cid].
 */
export const cardKeys = {
  ofReport: (reportId: string) => reportKeys.cards(reportId),
  /** Every card of the report, without viewing URLs: the list the card screens edit. */
  list: (reportId: string) => [...cardKeys.ofReport(reportId), 'list'] as const,
  /** Every card of the report with viewing URLs for their thumbnails: the report page's grid. */
  thumbnails: (reportId: string) => [...cardKeys.ofReport(reportId), 'thumbnails'] as const,
  /** How many cards the report has. */
  count: (reportId: string) => [...cardKeys.ofReport(reportId), 'count'] as const,
  details: (reportId: string) => [...cardKeys.ofReport(reportId), 'detail'] as const,
  detail: (reportId: string, cardId: string) => [...cardKeys.details(reportId), cardId] as const,
  activities: () => ['cards', 'activity'] as const,
  activity: (cardId: string) => [...cardKeys.activities(), cardId] as const,
};
