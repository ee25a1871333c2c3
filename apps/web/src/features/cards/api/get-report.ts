import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { cardQueryKeys } from './card-query-keys';

/** GET /reports/{id}, for the card screens' heading; administrators send internal=true (spec §7). */
export function getCardsReport(reportId: string, internal: boolean, signal?: AbortSignal): Promise<Report> {
  return callApi('getReport', { params: { id: reportId }, query: internal ? { internal: true } : {}, signal });
}

export function cardsReportQueryOptions(reportId: string, internal: boolean) {
  return queryOptions({
    queryKey: cardQueryKeys.report(reportId, internal),
    queryFn: ({ signal }) => getCardsReport(reportId, internal, signal),
  });
}

export function useCardsReport(reportId: string, internal: boolean) {
  return useQuery(cardsReportQueryOptions(reportId, internal));
}
