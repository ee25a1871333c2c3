import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportGroupRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { reportGroupKeys } from './report-group-keys';

export interface ReportGroupChanges {
  name?: string;
  /** The whole list of the group's reports, in order. */
  reportIds?: string[];
}

/** PUT /report-groups/{gid}: renames the group and/or sets its reports. */
export function updateReportGroup(id: string, changes: ReportGroupChanges): Promise<RouteResponse<'updateReportGroup'>> {
  return callApi(reportGroupRoutes.updateReportGroup, { params: { gid: id }, body: changes });
}

export function useUpdateReportGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ReportGroupChanges }) => updateReportGroup(id, changes),
    onSuccess: async (group) => {
      queryClient.setQueryData(reportGroupKeys.detail(group.id), group);
      await queryClient.invalidateQueries({ queryKey: reportGroupKeys.lists() });
    },
  });
}
