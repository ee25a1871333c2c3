import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Card } from '@scout/shared/domain';
import { callApi } from '../../lib/api-client';
import { cardKeys } from './card-keys';
import { hasMediaInProgress } from './card-media-status';
import type { ReportCards } from './list-report-cards';
import { cardEditRoutes } from '@scout/shared/api';

/** GET /reports/{id}/cards/{cid} with its breakdown and media. */
export function getCard(reportId: string, cardId: string, signal?: AbortSignal): Promise<Card> {
  return callApi(cardEditRoutes.getCard, {
    params: { id: reportId, cid: cardId },
    query: { includeMedia: true, includeBreakdown: true, generateUrls: true },
    signal,
  });
}

export function cardQueryOptions(reportId: string, cardId: string) {
  return queryOptions({
    queryKey: cardKeys.detail(reportId, cardId),
    queryFn: ({ signal }) => getCard(reportId, cardId, signal),
  });
}

/** While a video added to the card is being made playable, the card is read again this often. */
export const MEDIA_PROCESSING_POLL_MS = 3000;

/**
 * One card; the report's cached list (if loaded) shows it at once while the full card loads. Read again every
 * few seconds while one of its media is being made playable.
 */
export function useCard(reportId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...cardQueryOptions(reportId, cardId),
    refetchInterval: (query) => (query.state.data && hasMediaInProgress(query.state.data) ? MEDIA_PROCESSING_POLL_MS : false),
    placeholderData: () => queryClient.getQueryData<ReportCards>(cardKeys.list(reportId))?.cards.find((card) => card.id === cardId),
  });
}
