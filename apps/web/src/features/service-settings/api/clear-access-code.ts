import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { accessCodeKeys } from './access-code-keys';

/** DELETE /settings/access-code: the gate then has no code to ask for. */
export function clearAccessCode(): Promise<RouteResponse<'clearAccessCode'>> {
  return callApi(staffRoutes.clearAccessCode, {});
}

export function useClearAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAccessCode,
    onSuccess: (status) => queryClient.setQueryData(accessCodeKeys.all, status),
  });
}
