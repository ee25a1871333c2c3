import { conceptRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { conceptKeys } from './concept-keys';

export const CONCEPT_CARDS_PAGE = 25;

/** GET /concepts/{conceptId}/cards: a page of the cards tagged with the concept, with their reports. */
export function listConceptCards(id: string, lastKey: string | null, signal?: AbortSignal): Promise<RouteResponse<'listConceptCards'>> {
  return callApi(conceptRoutes.listConceptCards, {
    retryOnGateway: 'not-found',
    params: { conceptId: id },
    query: { limit: CONCEPT_CARDS_PAGE, ...(lastKey ? { lastKey } : {}) },
    signal,
  });
}

/** The concept's tagged cards, one page at a time ("Load more" fetches the next). */
export function useConceptCards(id: string) {
  return useCursorPages({
    queryKey: conceptKeys.cards(id),
    fetchPage: (lastKey, signal) => listConceptCards(id, lastKey, signal),
    itemsOf: (page) => page.cards,
  });
}
