import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type RouteBody, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../../entities/users/user-keys';

/** PUT /internal-users/{id}: a member of staff's name, e-mail or role. */
export function updateInternalUser(id: string, body: RouteBody<'updateInternalUser'>): Promise<RouteResponse<'updateInternalUser'>> {
  return callApi(userRoutes.updateInternalUser, { retryOnGateway: 'not-found', params: { id }, body });
}

export function useUpdateInternalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RouteBody<'updateInternalUser'> }) => updateInternalUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
