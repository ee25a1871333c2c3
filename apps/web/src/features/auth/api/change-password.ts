import { authSessionRoutes, type ChangePasswordRequest, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** POST /api/v2/password with the session's token; answers a fresh token (every other session has ended). */
export function changePassword(body: ChangePasswordRequest): Promise<RouteResponse<'changePassword'>> {
  return callApi(authSessionRoutes.changePassword, { body });
}
