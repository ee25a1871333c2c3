import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { mfaKeys } from './mfa-status';

/** POST /api/v2/mfa/enrollment/confirm: turns it on; answers the recovery codes (once) and a fresh token. */
export function confirmMfaEnrollment(code: string): Promise<RouteResponse<'confirmMfaEnrollment'>> {
  return callApi(mfaRoutes.confirmMfaEnrollment, { body: { code } });
}

export function useConfirmMfaEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmMfaEnrollment, onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.all }) });
}
