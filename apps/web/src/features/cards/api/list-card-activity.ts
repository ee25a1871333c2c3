import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardActivity } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { newestFirst } from '../card-activity-format';
import { cardQueryKeys } from './card-query-keys';

/** GET /cards/{cid}/activity: who changed what and when, newest first. */
export async function listCardActivity(cardId: string, signal?: AbortSignal): Promise<CardActivity[]> {
  const result = await callApi('listCardActivity', { params: { cid: cardId }, signal });
  return newestFirst(result.activity);
}

export function cardActivityQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: cardQueryKeys.activity(cardId),
    queryFn: ({ signal }) => listCardActivity(cardId, signal),
    // Activity is what just happened: always fetched fresh when the page opens.
    staleTime: 0,
  });
}

export function useCardActivity(cardId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...cardActivityQueryOptions(cardId), enabled: options.enabled ?? true });
}
