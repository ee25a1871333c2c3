import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { rememberGatePass } from '../../../lib/gate-pass';
import { accessCodeKeys } from './access-code-keys';

/**
 * PUT /settings/access-code: sets or replaces the gate's code (the server keeps its hash only). From then on the
 * API asks every caller for the gate's pass, the administrator who set it too: this tab passes the gate with the
 * code just typed, so they carry on instead of meeting the gate they made.
 */
export async function setAccessCode(code: string): Promise<RouteResponse<'setAccessCode'>> {
  const status = await callApi(staffRoutes.setAccessCode, { body: { code } });
  const verified = await callApi(staffRoutes.verifyAccessCode, { body: { code } }).catch(() => null);
  if (verified?.token) rememberGatePass(verified.token);
  return status;
}

export function useSetAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccessCode,
    onSuccess: (status) => queryClient.setQueryData(accessCodeKeys.all, status),
  });
}
