import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type RouteBody, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { userKeys } from '../../../entities/users/user-keys';

/** PUT /users/{id}/type: internal staff, or a customer organisation's coach. */
export function setUserType(id: string, body: RouteBody<'setUserType'>): Promise<RouteResponse<'setUserType'>> {
  return callApi(userRoutes.setUserType, { params: { id }, body });
}

export function useSetUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RouteBody<'setUserType'> }) => setUserType(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
