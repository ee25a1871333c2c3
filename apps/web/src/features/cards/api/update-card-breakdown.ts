import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BreakdownPatch, Card } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { applyBreakdownPatch, previousValues } from '../card-cache';
import { cardKeys } from '../../../entities/cards/card-keys';
import { reportKeys } from '../../../entities/reports/report-keys';
import { cachedCard, cancelCardQueries, latestVersion, storeServerCard, updateCachedCard, type BreakdownEdit } from './card-cache-sync';
import { cardMutationScope } from './card-mutation-scope';
import { cardEditRoutes } from '@scout/shared/api';

/** PUT /reports/{id}/cards/{cid}: changes breakdown fields; a stale version answers 409. */
export function updateCardBreakdown(
  reportId: string,
  cardId: string,
  breakdown: BreakdownPatch,
  version: number | undefined,
): Promise<Card> {
  return callApi(cardEditRoutes.updateCardBreakdown, { params: { id: reportId, cid: cardId }, body: { breakdown, version } });
}

export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * Optimistic by default: the cell shows the new value at once (a form that keeps its own edits until
 * the server answers passes optimistic: false). Edits run one after another (see
 * cardMutationScope). A 409 refetches the report's cards; any other failure puts back the values the
 * edit replaced. The caller tells the person (notifications belong to the app).
 */
export function useUpdateCardBreakdown(reportId: string, { optimistic = true }: { optimistic?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: cardMutationScope(reportId),
    mutationFn: ({ cardId, patch }: BreakdownEdit) =>
      updateCardBreakdown(reportId, cardId, patch, latestVersion(queryClient, reportId, cardId)),
    onMutate: async ({ cardId, patch }) => {
      if (!optimistic) return { undo: null };
      await cancelCardQueries(queryClient, reportId, cardId);
      const before = cachedCard(queryClient, reportId, cardId);
      updateCachedCard(queryClient, reportId, cardId, (card) => applyBreakdownPatch(card, patch));
      return { undo: before ? previousValues(before, patch) : null };
    },
    onSuccess: (card, edit) => {
      storeServerCard(queryClient, card, edit);
      void queryClient.invalidateQueries({ queryKey: cardKeys.activity(edit.cardId) });
    },
    onError: (error, { cardId }, context) => {
      if (isConflict(error)) {
        void queryClient.invalidateQueries({ queryKey: reportKeys.detail(reportId) });
        return;
      }
      const undo = context?.undo;
      if (undo) updateCachedCard(queryClient, reportId, cardId, (card) => applyBreakdownPatch(card, undo));
    },
  });
}
