import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportGroupRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportGroupKeys } from './report-group-keys';

/** POST /report-groups: groups reports of one organisation. */
export function createReportGroup(input: { name: string; reportIds: string[] }): Promise<RouteResponse<'createReportGroup'>> {
  return callApi(reportGroupRoutes.createReportGroup, { body: input });
}

export function useCreateReportGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReportGroup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportGroupKeys.all });
    },
  });
}
