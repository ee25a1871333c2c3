import { useQuery } from '@tanstack/react-query';
import { conceptRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { conceptKeys } from './concept-keys';

/** GET /cards/{cid}/concepts: the concepts a card is tagged with. */
export function listCardConcepts(cardId: string, signal?: AbortSignal): Promise<RouteResponse<'listCardConcepts'>> {
  return callApi(conceptRoutes.listCardConcepts, { retryOnGateway: 'not-found', params: { cid: cardId }, signal });
}

export function useCardConcepts(cardId: string) {
  return useQuery({ queryKey: conceptKeys.ofCard(cardId), queryFn: ({ signal }) => listCardConcepts(cardId, signal) });
}
