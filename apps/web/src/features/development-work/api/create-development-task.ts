import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRoutes, type DevelopmentTaskCreate, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { developmentTaskKeys } from './development-task-keys';

/** POST /development-tasks. */
export function createDevelopmentTask(body: DevelopmentTaskCreate): Promise<RouteResponse<'createDevelopmentTask'>> {
  return callApi(staffRoutes.createDevelopmentTask, { retryOnGateway: 'not-found', body });
}

export function useCreateDevelopmentTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevelopmentTask,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: developmentTaskKeys.lists() });
    },
  });
}
