import { authSessionRoutes, type RouteBody, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** POST /api/v2/login/mfa: the sign-in's second step (a mutation the sign-in hook drives). */
export function completeMfaLogin(body: RouteBody<'completeMfaLogin'>): Promise<RouteResponse<'completeMfaLogin'>> {
  return callApi(authSessionRoutes.completeMfaLogin, { body });
}
