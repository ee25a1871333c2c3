import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from '../../../entities/cards/card-keys';
import type { ReportCards } from '../../../entities/cards/list-report-cards';
import { removeCardFromList } from '../card-cache';
import { refreshReportAfterCardChange } from './card-cache-sync';
import { cardMutationScope } from './card-mutation-scope';
import { cardEditRoutes } from '@scout/shared/api';

/** DELETE /reports/{id}/cards/{cid}. */
export function deleteCard(reportId: string, cardId: string): Promise<{ id: string; deleted: true }> {
  return callApi(cardEditRoutes.deleteCard, { params: { id: reportId, cid: cardId } });
}

export function useDeleteCard(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: cardMutationScope(reportId),
    mutationFn: (cardId: string) => deleteCard(reportId, cardId),
    onSuccess: (_result, cardId) => {
      queryClient.setQueryData<ReportCards>(cardKeys.list(reportId), (list) => (list ? removeCardFromList(list, cardId) : list));
      queryClient.removeQueries({ queryKey: cardKeys.detail(reportId, cardId) });
      void queryClient.invalidateQueries({ queryKey: cardKeys.list(reportId) });
      refreshReportAfterCardChange(queryClient, reportId);
    },
  });
}
