import { useInfiniteQuery } from '@tanstack/react-query';
import { conceptRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { conceptKeys } from './concept-keys';

export const CONCEPT_CARDS_PAGE = 25;

/** GET /concepts/{conceptId}/cards: a page of the cards tagged with the concept, with their reports. */
export function listConceptCards(id: string, nextToken: string | null, signal?: AbortSignal): Promise<RouteResponse<'listConceptCards'>> {
  return callApi(conceptRoutes.listConceptCards, {
    retryOnGateway: 'not-found',
    params: { conceptId: id },
    query: { limit: CONCEPT_CARDS_PAGE, ...(nextToken ? { nextToken } : {}) },
    signal,
  });
}

/** The concept's tagged cards, one page at a time ("Load more" fetches the next). */
export function useConceptCards(id: string) {
  return useInfiniteQuery({
    queryKey: conceptKeys.cards(id),
    queryFn: ({ pageParam, signal }) => listConceptCards(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextToken,
  });
}
