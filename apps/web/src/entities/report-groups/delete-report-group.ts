import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportGroupRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportGroupKeys } from './report-group-keys';

/** DELETE /report-groups/{gid}: the group goes, its reports stay. */
export function deleteReportGroup(id: string): Promise<RouteResponse<'deleteReportGroup'>> {
  return callApi(reportGroupRoutes.deleteReportGroup, { params: { gid: id } });
}

export function useDeleteReportGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportGroup,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: reportGroupKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: reportGroupKeys.lists() });
    },
  });
}
