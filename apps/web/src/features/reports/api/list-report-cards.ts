import { queryOptions, useQuery } from '@tanstack/react-query';
import { CARDS_FETCH_ALL_LIMIT, type RouteQuery, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { cardCountOf } from '../card-facts';
import { reportQueryKeys } from './report-query-keys';

/** GET /reports/{id}/cards: a page of the report's cards in number order. */
export function listReportCards(id: string, query: RouteQuery<'listCards'>, signal?: AbortSignal): Promise<RouteResponse<'listCards'>> {
  return callApi('listCards', { params: { id }, query, signal });
}

/** Cards are added on the card screens, which do not know these keys: counts go stale sooner than reports. */
const CARD_COUNT_STALE_MS = 30_000;

/**
 * The dashboard's 'N cards' (spec §7): limit 1, totalCards falling back to the cards' length; a failed
 * call counts 0 (spec §8) rather than showing an error on every card.
 */
export function reportCardCountQueryOptions(id: string) {
  return queryOptions({
    queryKey: reportQueryKeys.cardCount(id),
    staleTime: CARD_COUNT_STALE_MS,
    queryFn: async ({ signal }) => {
      try {
        return cardCountOf(await listReportCards(id, { limit: 1 }, signal));
      } catch (error) {
        if (signal.aborted) throw error;
        return 0;
      }
    },
  });
}

export function useReportCardCount(id: string, enabled = true) {
  return useQuery({ ...reportCardCountQueryOptions(id), enabled });
}

/** While clips are still being processed, the report page looks again this often. */
export const CLIPS_PROCESSING_REFETCH_MS = 10_000;

/**
 * Every card of a report (the fetch-all limit, 1000) with viewing URLs for their thumbnails. Cards change on
 * other screens, so the report page refetches them each time it opens while showing what it had, and every
 * 10 s while any clip is still being processed.
 */
export function reportCardsQueryOptions(id: string) {
  return queryOptions({
    queryKey: reportQueryKeys.cardList(id),
    queryFn: ({ signal }) => listReportCards(id, { limit: CARDS_FETCH_ALL_LIMIT, generateUrls: true }, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.cards.some((card) => card.clipStatus === 'queued') ? CLIPS_PROCESSING_REFETCH_MS : false),
  });
}

export function useReportCards(id: string) {
  return useQuery(reportCardsQueryOptions(id));
}
