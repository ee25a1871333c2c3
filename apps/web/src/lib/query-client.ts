import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Data-fetch defaults: stale for 5 minutes, one retry, no refetch on focus; mutations never retry. */
export const QUERY_DEFAULTS = {
  staleTime: 300_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

/**
 * One retry, except for answers a retry cannot change: a 4xx (a 401 has already been through the
 * refresh-then-logout path) or a response that breaks the contract.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_DEFAULTS.retry) return false;
  if (!isApiError(error)) return true;
  if (error.code === 'INVALID_RESPONSE') return false;
  return !(error.status >= 400 && error.status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_DEFAULTS.staleTime, retry: shouldRetry, refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus },
      mutations: { retry: 0 },
    },
  });
}
