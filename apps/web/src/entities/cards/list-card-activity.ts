import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardActivity } from '@scout/shared/domain';
import { callApi } from '../../lib/api-client';
import { cardKeys } from './card-keys';
import { cardEditRoutes } from '@scout/shared/api';

export function newestFirst(entries: readonly CardActivity[]): CardActivity[] {
  return [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** GET /cards/{cid}/activity: who changed what and when, newest first. */
export async function listCardActivity(cardId: string, signal?: AbortSignal): Promise<CardActivity[]> {
  const result = await callApi(cardEditRoutes.listCardActivity, { params: { cid: cardId }, signal });
  return newestFirst(result.activity);
}

export function cardActivityQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: cardKeys.activity(cardId),
    queryFn: ({ signal }) => listCardActivity(cardId, signal),
    // Activity is what just happened: always fetched fresh when the page opens.
    staleTime: 0,
  });
}

export function useCardActivity(cardId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...cardActivityQueryOptions(cardId), enabled: options.enabled ?? true });
}
