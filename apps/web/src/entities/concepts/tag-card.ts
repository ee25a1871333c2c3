import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conceptRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { conceptKeys } from './concept-keys';

/** POST /cards/{cid}/concepts: tags a card with a concept of its organisation (again: no change). */
export function tagCard(cardId: string, conceptId: string): Promise<RouteResponse<'tagCard'>> {
  return callApi(conceptRoutes.tagCard, { retryOnGateway: 'not-found', params: { cid: cardId }, body: { cardId, conceptId } });
}

/** DELETE /cards/{cid}/concepts/{conceptId}: takes the concept's tag off the card. */
export function untagCard(cardId: string, conceptId: string): Promise<RouteResponse<'untagCard'>> {
  return callApi(conceptRoutes.untagCard, { retryOnGateway: 'not-found', params: { cid: cardId, conceptId } });
}

/** Tags (or, with `remove`, untags) a card; the card's concepts, the concept's plays and the counts are refreshed. */
export function useTagCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, conceptId, remove }: { cardId: string; conceptId: string; remove?: boolean }): Promise<void> => {
      if (remove) await untagCard(cardId, conceptId);
      else await tagCard(cardId, conceptId);
    },
    onSuccess: async (_answer, { cardId, conceptId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: conceptKeys.ofCard(cardId) }),
        queryClient.invalidateQueries({ queryKey: conceptKeys.cards(conceptId) }),
        queryClient.invalidateQueries({ queryKey: conceptKeys.lists() }),
      ]);
    },
  });
}
