import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardEditRoutes, type RouteBody } from '@scout/shared/api';
import type { Card } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from '../../../entities/cards/card-keys';
import { refreshReportAfterCardChange, storeServerCard } from './card-cache-sync';
import { cardMutationScope } from './card-mutation-scope';

/** PUT /cards/{cid} (body plus report_id): title, content, status, breakdown; stale version → 409. */
export function updateCard(cardId: string, body: RouteBody<'updateCard'>): Promise<Card> {
  return callApi(cardEditRoutes.updateCard, { params: { cid: cardId }, body });
}

export function useUpdateCard(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: cardMutationScope(reportId),
    mutationFn: ({ cardId, body }: { cardId: string; body: Omit<RouteBody<'updateCard'>, 'reportId'> }) =>
      updateCard(cardId, { ...body, reportId }),
    onSuccess: (card) => {
      storeServerCard(queryClient, card);
      void queryClient.invalidateQueries({ queryKey: cardKeys.activity(card.id) });
      refreshReportAfterCardChange(queryClient, reportId);
    },
  });
}
