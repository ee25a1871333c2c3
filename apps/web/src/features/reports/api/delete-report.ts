import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportOwnRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { reportGroupKeys } from '../../../entities/report-groups/report-group-keys';
import { reportKeys } from '../../../entities/reports/report-keys';

/** DELETE /reports/{id}: the report with its cards, activity, assignments and media. */
export function deleteReport(id: string): Promise<RouteResponse<'deleteReport'>> {
  return callApi(reportOwnRoutes.deleteReport, { params: { id } });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteReport(id),
    // Not awaited: the list refetch removes the deleted report's card, and the caller's own onSuccess
    // (close the dialog, say it is gone) must run before that unmounts it.
    onSuccess: (_deleted, id) => {
      // Everything cached about the report (its record, staff and cards) sits under its detail key.
      queryClient.removeQueries({ queryKey: reportKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
      // The report leaves its group of linked reports on the server.
      void queryClient.invalidateQueries({ queryKey: reportGroupKeys.all });
    },
  });
}
