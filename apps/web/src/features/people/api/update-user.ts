import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type RouteBody, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../../entities/users/user-keys';

/** PUT /users/{id}: name, e-mail, role. */
export function updateUser(id: string, body: RouteBody<'updateUser'>): Promise<RouteResponse<'updateUser'>> {
  return callApi(userRoutes.updateUser, { params: { id }, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RouteBody<'updateUser'> }) => updateUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
