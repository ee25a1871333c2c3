import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { systemKeys } from './system-keys';

/** GET /lambdas (staff): every function of the stack with its last hour. */
export function listLambdaFunctions(signal?: AbortSignal): Promise<RouteResponse<'listLambdaFunctions'>> {
  return callApi(systemRoutes.listLambdaFunctions, { signal });
}

export function lambdaFunctionsQueryOptions() {
  return queryOptions({ queryKey: systemKeys.lambdas(), queryFn: ({ signal }) => listLambdaFunctions(signal) });
}

export function useLambdaFunctions() {
  return useQuery({ ...lambdaFunctionsQueryOptions(), refetchInterval: 30_000 });
}
