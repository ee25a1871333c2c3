import { useMutation } from '@tanstack/react-query';
import { userRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** POST /users/{id}/password-reset: a new temporary password, answered once (never cached). */
export function resetUserPassword(id: string): Promise<RouteResponse<'resetUserPassword'>> {
  return callApi(userRoutes.resetUserPassword, { params: { id } });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
