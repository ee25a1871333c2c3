import { authSessionRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import type { Credentials } from '../sign-in';

/** POST /api/v2/login. A mutation, so no query options: the sign-in hook drives it. */
export function login(credentials: Credentials): Promise<RouteResponse<'login'>> {
  return callApi(authSessionRoutes.login, { body: credentials });
}
