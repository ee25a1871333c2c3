import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type RouteBody, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../../entities/users/user-keys';

/** POST /internal-users: a member of staff in organisation 'internal'; answers their temporary password once. */
export function createInternalUser(body: RouteBody<'createInternalUser'>): Promise<RouteResponse<'createInternalUser'>> {
  return callApi(userRoutes.createInternalUser, { retryOnGateway: 'not-found', body });
}

export function useCreateInternalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternalUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
