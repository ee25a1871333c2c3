import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRoutes, type DevelopmentTask, type DevelopmentTaskUpdate, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { developmentTaskKeys } from './development-task-keys';

/** PUT /development-tasks/{taskId}: edits a task or moves it to another column. */
export function updateDevelopmentTask(taskId: string, changes: DevelopmentTaskUpdate): Promise<RouteResponse<'updateDevelopmentTask'>> {
  return callApi(staffRoutes.updateDevelopmentTask, { retryOnGateway: 'not-found', params: { taskId }, body: changes });
}

/** The task moves in the cached lists at once (a board move should not wait), and the lists are re-read after. */
export function useUpdateDevelopmentTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, changes }: { taskId: string; changes: DevelopmentTaskUpdate }) => updateDevelopmentTask(taskId, changes),
    onSuccess: (task) => {
      queryClient.setQueriesData<{ tasks: DevelopmentTask[] }>({ queryKey: developmentTaskKeys.lists() }, (list) =>
        list ? { tasks: list.tasks.map((t) => (t.id === task.id ? task : t)) } : list,
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: developmentTaskKeys.lists() });
    },
  });
}
