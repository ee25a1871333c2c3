import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /packages: the four packages with their server-side prices, cheapest first. */
export function listPackages(signal?: AbortSignal): Promise<RouteResponse<'listPackages'>> {
  return callApi(paymentRoutes.listPackages, { signal });
}

export function packagesQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.packages(), queryFn: ({ signal }) => listPackages(signal) });
}

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
