import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { accessCodeKeys } from './access-code-keys';

/** PUT /settings/access-code: sets or replaces the gate's code (the server keeps its hash only). */
export function setAccessCode(code: string): Promise<RouteResponse<'setAccessCode'>> {
  return callApi(staffRoutes.setAccessCode, { body: { code } });
}

export function useSetAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccessCode,
    onSuccess: (status) => queryClient.setQueryData(accessCodeKeys.all, status),
  });
}
