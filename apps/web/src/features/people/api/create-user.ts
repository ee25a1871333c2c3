import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type RouteBody, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../../entities/users/user-keys';

/** POST /users: a coach (existing or new organisation) or a member of staff; answers their temporary password once. */
export function createUser(body: RouteBody<'createUser'>): Promise<RouteResponse<'createUser'>> {
  return callApi(userRoutes.createUser, { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // Every list may hold them, and a new organisation joins the picker.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
