import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { developmentTaskKeys } from './development-task-keys';

/** DELETE /development-tasks/{taskId}. */
export function deleteDevelopmentTask(taskId: string): Promise<RouteResponse<'deleteDevelopmentTask'>> {
  return callApi(staffRoutes.deleteDevelopmentTask, { retryOnGateway: 'not-found', params: { taskId } });
}

export function useDeleteDevelopmentTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevelopmentTask,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: developmentTaskKeys.lists() });
    },
  });
}
