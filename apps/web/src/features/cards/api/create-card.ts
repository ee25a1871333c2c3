import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@scout/shared/api';
import type { Card } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { addCardToList, type ReportCards } from '../card-cache';
import { cardQueryKeys, REPORTS_QUERY_PREFIX } from './card-query-keys';

/** POST /reports/{id}/cards: the report's next numbered card. */
export function createCard(reportId: string, body: RouteBody<'createCard'>): Promise<Card> {
  return callApi('createCard', { params: { id: reportId }, body });
}

export function useCreateCard(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'createCard'>) => createCard(reportId, body),
    onSuccess: (card) => {
      queryClient.setQueryData(cardQueryKeys.detail(reportId, card.id), card);
      queryClient.setQueryData<ReportCards>(cardQueryKeys.list(reportId), (list) => (list ? addCardToList(list, card) : list));
      void queryClient.invalidateQueries({ queryKey: cardQueryKeys.list(reportId) });
      // Report card counts change with their cards.
      void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_PREFIX });
    },
  });
}
