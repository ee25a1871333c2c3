import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardEditRoutes, type RouteBody } from '@scout/shared/api';
import type { Card } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from '../../../entities/cards/card-keys';
import type { ReportCards } from '../../../entities/cards/list-report-cards';
import { addCardToList } from '../card-cache';
import { refreshReportAfterCardChange } from './card-cache-sync';

/** POST /reports/{id}/cards: the report's next numbered card. */
export function createCard(reportId: string, body: RouteBody<'createCard'>): Promise<Card> {
  return callApi(cardEditRoutes.createCard, { params: { id: reportId }, body });
}

export function useCreateCard(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'createCard'>) => createCard(reportId, body),
    onSuccess: (card) => {
      queryClient.setQueryData(cardKeys.detail(reportId, card.id), card);
      queryClient.setQueryData<ReportCards>(cardKeys.list(reportId), (list) => (list ? addCardToList(list, card) : list));
      void queryClient.invalidateQueries({ queryKey: cardKeys.list(reportId) });
      // Report card counts change with their cards.
      refreshReportAfterCardChange(queryClient, reportId);
    },
  });
}
