import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { systemKeys } from './system-keys';

/** POST /pipeline/trigger: a build of the branch (the server resolves its commit and records who asked). */
export function triggerPipeline(branch: string): Promise<RouteResponse<'triggerPipeline'>> {
  return callApi(systemRoutes.triggerPipeline, { body: { branch } });
}

export function useTriggerPipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triggerPipeline,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: systemKeys.pipeline() });
    },
  });
}
