import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../../entities/users/user-keys';

/** PUT /users/{id}/disabled: disabling ends their sessions at once; enabling lets them sign in again. */
export function setUserDisabled(id: string, disabled: boolean): Promise<RouteResponse<'setUserDisabled'>> {
  return callApi(userRoutes.setUserDisabled, { params: { id }, body: { disabled } });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => setUserDisabled(id, disabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
