import { queryOptions, useQuery } from '@tanstack/react-query';
import { CARDS_FETCH_ALL_LIMIT } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { byCardNumber, type ReportCards } from '../card-cache';
import { cardQueryKeys } from './card-query-keys';

/** Pages are followed to the end however large the report; this only stops a server that never ends. */
const MAX_PAGES = 50;

/** GET /reports/{id}/cards with the fetch-all limit (spec §7, §9), following next_key while has_more. */
export async function listAllCards(reportId: string, signal?: AbortSignal): Promise<ReportCards> {
  const cards = [];
  let totalCards = 0;
  let lastKey: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await callApi('listCards', { params: { id: reportId }, query: { limit: CARDS_FETCH_ALL_LIMIT, lastKey }, signal });
    cards.push(...result.cards);
    totalCards = result.totalCards;
    if (!result.hasMore || !result.nextKey) break;
    lastKey = result.nextKey;
  }
  return { cards: byCardNumber(cards), totalCards: Math.max(totalCards, cards.length) };
}

export function reportCardsQueryOptions(reportId: string) {
  return queryOptions({
    queryKey: cardQueryKeys.list(reportId),
    queryFn: ({ signal }) => listAllCards(reportId, signal),
  });
}

export function useReportCards(reportId: string) {
  return useQuery(reportCardsQueryOptions(reportId));
}
