import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { developmentTaskKeys } from './development-task-keys';

/** GET /development-tasks: an organisation's development tasks (default 'internal'), newest first. */
export function listDevelopmentTasks(organizationId: string, signal?: AbortSignal): Promise<RouteResponse<'listDevelopmentTasks'>> {
  return callApi(staffRoutes.listDevelopmentTasks, { retryOnGateway: 'not-found', query: { organization_id: organizationId }, signal });
}

export function developmentTasksQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: developmentTaskKeys.list(organizationId),
    queryFn: ({ signal }) => listDevelopmentTasks(organizationId, signal),
  });
}

export function useDevelopmentTasks(organizationId: string) {
  return useQuery(developmentTasksQueryOptions(organizationId));
}
