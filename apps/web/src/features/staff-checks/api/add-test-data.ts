import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardEditRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../../../entities/reports/report-keys';

/** POST /reports/{id}/test-data: five realistic plays of the report's side (staff, development stacks only). */
export function addTestData(reportId: string): Promise<RouteResponse<'addTestData'>> {
  return callApi(cardEditRoutes.addTestData, { params: { id: reportId } });
}

export function useAddTestData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => addTestData(reportId),
    // The report's record (its card count) and its cards sit under its detail key; lists show the count too.
    onSuccess: (_added, reportId) => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.detail(reportId) });
      void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}
