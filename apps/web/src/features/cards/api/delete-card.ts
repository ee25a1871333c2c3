import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { removeCardFromList, type ReportCards } from '../card-cache';
import { cardMutationScope, cardQueryKeys, REPORTS_QUERY_PREFIX } from './card-query-keys';

/** DELETE /reports/{id}/cards/{cid}. */
export function deleteCard(reportId: string, cardId: string): Promise<{ id: string; deleted: true }> {
  return callApi('deleteCard', { params: { id: reportId, cid: cardId } });
}

export function useDeleteCard(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: cardMutationScope(reportId),
    mutationFn: (cardId: string) => deleteCard(reportId, cardId),
    onSuccess: (_result, cardId) => {
      queryClient.setQueryData<ReportCards>(cardQueryKeys.list(reportId), (list) => (list ? removeCardFromList(list, cardId) : list));
      queryClient.removeQueries({ queryKey: cardQueryKeys.detail(reportId, cardId) });
      void queryClient.invalidateQueries({ queryKey: cardQueryKeys.list(reportId) });
      void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_PREFIX });
    },
  });
}
