import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { accessCodeKeys } from './access-code-keys';

/** GET /settings/access-code: whether the gate's code is set and who changed it last (never the code). */
export function getAccessCodeSetting(signal?: AbortSignal): Promise<RouteResponse<'getAccessCodeSetting'>> {
  return callApi(staffRoutes.getAccessCodeSetting, { signal });
}

export function accessCodeSettingQueryOptions() {
  return queryOptions({ queryKey: accessCodeKeys.all, queryFn: ({ signal }) => getAccessCodeSetting(signal) });
}

export function useAccessCodeSetting() {
  return useQuery(accessCodeSettingQueryOptions());
}
