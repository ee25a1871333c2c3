import { useMutation } from '@tanstack/react-query';
import { mfaRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** POST /api/v2/mfa/enrollment: a new pending secret and its otpauth:// URL. */
export function startMfaEnrollment(): Promise<RouteResponse<'startMfaEnrollment'>> {
  return callApi(mfaRoutes.startMfaEnrollment, {});
}

export function useStartMfaEnrollment() {
  return useMutation({ mutationFn: startMfaEnrollment });
}
