import { staffRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** GET /access-code/status (public): whether the gate has a code to ask for. */
export function getAccessCodeRequirement(signal?: AbortSignal): Promise<RouteResponse<'getAccessCodeRequirement'>> {
  return callApi(staffRoutes.getAccessCodeRequirement, { signal });
}
