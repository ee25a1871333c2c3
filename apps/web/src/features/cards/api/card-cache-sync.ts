import type { QueryClient } from '@tanstack/react-query';
import type { BreakdownPatch, Card } from '@scout/shared/domain';
import { cardKeys } from '../../../entities/cards/card-keys';
import type { ReportCards } from '../../../entities/cards/list-report-cards';
import { reportKeys } from '../../../entities/reports/report-keys';
import { applyBreakdownPatch, keepMediaUrls, replaceCardInList, updateCardInList } from '../card-cache';
import { cardMutationScope } from './card-mutation-scope';

/** Keeps the two cached copies of a card (the report's list and the card's detail) in step. */

export function cachedCard(queryClient: QueryClient, reportId: string, cardId: string): Card | undefined {
  const detail = queryClient.getQueryData<Card>(cardKeys.detail(reportId, cardId));
  const listed = queryClient.getQueryData<ReportCards>(cardKeys.list(reportId))?.cards.find((card) => card.id === cardId);
  if (detail && listed) return detail.version >= listed.version ? detail : listed;
  return detail ?? listed;
}

/** The version an edit must send: the newest either copy knows (read when the edit runs, not when queued). */
export function latestVersion(queryClient: QueryClient, reportId: string, cardId: string): number | undefined {
  return cachedCard(queryClient, reportId, cardId)?.version;
}

export function updateCachedCard(queryClient: QueryClient, reportId: string, cardId: string, update: (card: Card) => Card): void {
  queryClient.setQueryData<ReportCards>(cardKeys.list(reportId), (list) => (list ? updateCardInList(list, cardId, update) : list));
  queryClient.setQueryData<Card>(cardKeys.detail(reportId, cardId), (card) => (card ? update(card) : card));
}

/** Stops refetches that would overwrite an optimistic edit with older data. */
export async function cancelCardQueries(queryClient: QueryClient, reportId: string, cardId: string): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: cardKeys.list(reportId) }),
    queryClient.cancelQueries({ queryKey: cardKeys.detail(reportId, cardId) }),
  ]);
}

export interface BreakdownEdit {
  cardId: string;
  patch: BreakdownPatch;
}

function isBreakdownEdit(value: unknown): value is BreakdownEdit {
  return typeof value === 'object' && value !== null && 'cardId' in value && 'patch' in value;
}

/**
 * Stores the server's copy of a card, with the optimistic edits still queued for it laid on top, so a
 * value typed a moment later does not flicker back while its own request waits its turn.
 */
export function storeServerCard(queryClient: QueryClient, card: Card, settled?: unknown): void {
  const scope = cardMutationScope(card.reportId).id;
  const queued = queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => m.options.scope?.id === scope && m.state.status === 'pending' && m.state.variables !== settled)
    .map((m) => m.state.variables)
    .filter((v): v is BreakdownEdit => isBreakdownEdit(v) && v.cardId === card.id);
  const shown = queued.reduce((c, edit) => applyBreakdownPatch(c, edit.patch), card);
  queryClient.setQueryData<ReportCards>(cardKeys.list(card.reportId), (list) => (list ? replaceCardInList(list, shown) : list));
  queryClient.setQueryData<Card>(cardKeys.detail(card.reportId, card.id), (cached) => {
    if (cached && cached.version > shown.version) return cached;
    if (!cached) return shown;
    return { ...shown, media: shown.media.length > 0 ? keepMediaUrls(shown.media, cached.media) : cached.media };
  });
}

/**
 * After a card is added, removed or given a new status or title, what was counted from the report's cards is
 * out of date: every report list (card counts, completion), the report's own record (its completion), its
 * card count and the report page's thumbnails. The record is only marked stale, not refetched at once: the
 * card screens head their page with it and need only its title, which a card change leaves as it was.
 */
export function refreshReportAfterCardChange(queryClient: QueryClient, reportId: string): void {
  void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: reportKeys.records(reportId), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: cardKeys.count(reportId) });
  void queryClient.invalidateQueries({ queryKey: cardKeys.thumbnails(reportId) });
}
