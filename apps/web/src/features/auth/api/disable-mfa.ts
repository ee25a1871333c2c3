import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaRoutes, type RouteBody, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { mfaKeys } from './mfa-status';

/** DELETE /api/v2/mfa with a current code or the password. */
export function disableMfa(body: RouteBody<'disableMfa'>): Promise<RouteResponse<'disableMfa'>> {
  return callApi(mfaRoutes.disableMfa, { body });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableMfa, onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.all }) });
}
