import { queryOptions, useQuery } from '@tanstack/react-query';
import { mfaRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

export const mfaKeys = { all: ['mfa'] as const, status: () => [...mfaKeys.all, 'status'] as const };

/** GET /api/v2/mfa: whether the caller's two-step sign-in is on. */
export function getMfaStatus(): Promise<RouteResponse<'getMfaStatus'>> {
  return callApi(mfaRoutes.getMfaStatus, {});
}

export const mfaStatusQueryOptions = () => queryOptions({ queryKey: mfaKeys.status(), queryFn: getMfaStatus });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
