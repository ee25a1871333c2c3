import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../../entities/users/user-keys';

/** DELETE /internal-users/{id}: removes a member of staff (their sessions end). */
export function deleteInternalUser(id: string): Promise<RouteResponse<'deleteInternalUser'>> {
  return callApi(userRoutes.deleteInternalUser, { retryOnGateway: 'not-found', params: { id } });
}

export function useDeleteInternalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInternalUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
