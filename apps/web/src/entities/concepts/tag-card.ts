import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conceptRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { conceptKeys } from './concept-keys';

/** POST /cards/{cid}/concepts: tags a card with a concept of its organisation (again: no change). */
export function tagCard(cardId: string, conceptId: string): Promise<RouteResponse<'tagCard'>> {
  return callApi(conceptRoutes.tagCard, { params: { cid: cardId }, body: { cardId, conceptId } });
}

export function useTagCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, conceptId }: { cardId: string; conceptId: string }) => tagCard(cardId, conceptId),
    onSuccess: async (tag) => {
      await queryClient.invalidateQueries({ queryKey: conceptKeys.cards(tag.conceptId) });
      await queryClient.invalidateQueries({ queryKey: conceptKeys.lists() });
    },
  });
}
