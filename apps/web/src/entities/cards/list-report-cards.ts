import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardEditRoutes, CARDS_FETCH_ALL_LIMIT, type RouteQuery, type RouteResponse } from '@scout/shared/api';
import type { Card } from '@scout/shared/domain';
import { callApi } from '../../lib/api-client';
import { isLive } from '../live-events/live-events-store';
import { cardKeys } from './card-keys';

/** All of a report's cards, in card-number order. */
export interface ReportCards {
  cards: Card[];
  totalCards: number;
}

export function byCardNumber(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => a.cardNumber - b.cardNumber);
}

/** The dashboard's card count: totalCards, falling back to the length of the cards. */
export function cardCountOf(list: { totalCards?: number | null; cards?: readonly unknown[] | null }): number {
  if (typeof list.totalCards === 'number' && Number.isFinite(list.totalCards)) return list.totalCards;
  return list.cards?.length ?? 0;
}

/** GET /reports/{id}/cards: a page of the report's cards in number order. */
export function listReportCards(id: string, query: RouteQuery<'listCards'>, signal?: AbortSignal): Promise<RouteResponse<'listCards'>> {
  return callApi(cardEditRoutes.listCards, { params: { id }, query, signal });
}

/** Pages are followed to the end however large the report; this only stops a server that never ends. */
const MAX_PAGES = 50;

/**
 * GET /reports/{id}/cards with the fetch-all limit (1000 a page), following next_key while has_more;
 * `generateUrls` asks for viewing URLs of the cards' media (the thumbnails).
 */
export async function listAllCards(
  reportId: string,
  signal?: AbortSignal,
  { generateUrls = false }: { generateUrls?: boolean } = {},
): Promise<ReportCards> {
  const cards = [];
  let totalCards = 0;
  let lastKey: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = generateUrls ? { limit: CARDS_FETCH_ALL_LIMIT, lastKey, generateUrls: true } : { limit: CARDS_FETCH_ALL_LIMIT, lastKey };
    const result = await listReportCards(reportId, query, signal);
    cards.push(...result.cards);
    totalCards = result.totalCards;
    if (!result.hasMore || !result.nextKey) break;
    lastKey = result.nextKey;
  }
  return { cards: byCardNumber(cards), totalCards: Math.max(totalCards, cards.length) };
}

/** The cards the card screens edit (no viewing URLs: a card's detail asks for its own). */
export function reportCardsQueryOptions(reportId: string) {
  return queryOptions({
    queryKey: cardKeys.list(reportId),
    queryFn: ({ signal }) => listAllCards(reportId, signal),
  });
}

export function useReportCards(reportId: string) {
  return useQuery(reportCardsQueryOptions(reportId));
}

/** While clips are still being processed, the report page looks again this often. */
export const CLIPS_PROCESSING_REFETCH_MS = 10_000;

/**
 * Every card of a report with viewing URLs for their thumbnails, for the report page. Cards change on other
 * screens, so it is refetched each time the page opens while showing what it had, and every 10 s while any
 * clip is still being processed.
 */
export function reportCardThumbnailsQueryOptions(reportId: string) {
  return queryOptions({
    queryKey: cardKeys.thumbnails(reportId),
    queryFn: ({ signal }) => listAllCards(reportId, signal, { generateUrls: true }),
    staleTime: 0,
    // While live events arrive, each clip's change refetches this instead (features/live-events).
    refetchInterval: (query) =>
      !isLive() && query.state.data?.cards.some((card) => card.clipStatus === 'queued') ? CLIPS_PROCESSING_REFETCH_MS : false,
  });
}

export function useReportCardThumbnails(reportId: string) {
  return useQuery(reportCardThumbnailsQueryOptions(reportId));
}

/** Cards change on the card screens, which refresh this key after a save; other sessions' cards show up sooner than reports do. */
const CARD_COUNT_STALE_MS = 30_000;

/**
 * The dashboard's 'N cards': limit 1, totalCards falling back to the cards' length; a failed call counts 0
 * rather than showing an error on every card.
 */
export function reportCardCountQueryOptions(reportId: string) {
  return queryOptions({
    queryKey: cardKeys.count(reportId),
    staleTime: CARD_COUNT_STALE_MS,
    queryFn: async ({ signal }) => {
      try {
        return cardCountOf(await listReportCards(reportId, { limit: 1 }, signal));
      } catch (error) {
        if (signal.aborted) throw error;
        return 0;
      }
    },
  });
}

/**
 * The count; `listed` is the report's own cardsCount as a list of reports just gave it (the same figure GET
 * /reports/{id}/cards answers as totalCards), taken as this count's first value, fresh for CARD_COUNT_STALE_MS:
 * the dashboard's 25 report cards then ask nothing more while the page opens.
 */
export function useReportCardCount(reportId: string, enabled = true, listed?: number) {
  return useQuery({
    ...reportCardCountQueryOptions(reportId),
    enabled,
    ...(listed === undefined ? {} : { initialData: listed, initialDataUpdatedAt: Date.now }),
  });
}
