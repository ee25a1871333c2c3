import { staffRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** POST /access-code/verify (public): the server checks the code; wrong codes are counted per source IP. */
export function verifyAccessCode(code: string): Promise<RouteResponse<'verifyAccessCode'>> {
  return callApi(staffRoutes.verifyAccessCode, { body: { code } });
}
