import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card, CardStatus } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { applyStatus } from '../card-cache';
import { cardKeys } from '../../../entities/cards/card-keys';
import { reportKeys } from '../../../entities/reports/report-keys';
import {
  cachedCard,
  cancelCardQueries,
  latestVersion,
  refreshReportAfterCardChange,
  storeServerCard,
  updateCachedCard,
} from './card-cache-sync';
import { cardMutationScope } from './card-mutation-scope';
import { isConflict } from './update-card-breakdown';
import { updateCard } from './update-card';
import { cardEditRoutes } from '@scout/shared/api';

/** PUT /cards/{cid}/status body status, report_id. */
export function updateCardStatus(reportId: string, cardId: string, status: CardStatus, version: number | undefined): Promise<Card> {
  return callApi(cardEditRoutes.updateCardStatus, { params: { cid: cardId }, body: { status, reportId, version } });
}

/** The dedicated status call; on failure, the general card update. */
export async function changeCardStatus(reportId: string, cardId: string, status: CardStatus, version: number | undefined): Promise<Card> {
  try {
    return await updateCardStatus(reportId, cardId, status, version);
  } catch (error) {
    logger.warn('api', `Card status call failed; falling back to the card update`, error instanceof Error ? error.message : error);
    return updateCard(cardId, { status, reportId, version });
  }
}

export function useUpdateCardStatus(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: cardMutationScope(reportId),
    mutationFn: ({ cardId, status }: { cardId: string; status: CardStatus }) =>
      changeCardStatus(reportId, cardId, status, latestVersion(queryClient, reportId, cardId)),
    onMutate: async ({ cardId, status }) => {
      await cancelCardQueries(queryClient, reportId, cardId);
      const before = cachedCard(queryClient, reportId, cardId)?.status;
      updateCachedCard(queryClient, reportId, cardId, (card) => applyStatus(card, status));
      return { before };
    },
    onSuccess: (card) => {
      storeServerCard(queryClient, card);
      void queryClient.invalidateQueries({ queryKey: cardKeys.activity(card.id) });
      // A report's completion counts its complete cards.
      refreshReportAfterCardChange(queryClient, reportId);
    },
    onError: (error, { cardId }, context) => {
      if (isConflict(error)) {
        void queryClient.invalidateQueries({ queryKey: reportKeys.detail(reportId) });
        return;
      }
      const before = context?.before;
      if (before) updateCachedCard(queryClient, reportId, cardId, (card) => applyStatus(card, before));
    },
  });
}
