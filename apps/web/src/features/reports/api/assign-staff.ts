import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportOwnRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../../../entities/reports/report-keys';
import { userKeys } from '../../../entities/users/user-keys';

/** POST /reports/{id}/assignments (internal staff only). */
export function assignStaff(id: string, userId: string): Promise<RouteResponse<'assignStaff'>> {
  return callApi(reportOwnRoutes.assignStaff, { params: { id }, body: { userId } });
}

export function useAssignStaff(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => assignStaff(reportId, userId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportKeys.assignments(reportId) });
      // The Internal Users list counts each member of staff's reports.
      await queryClient.invalidateQueries({ queryKey: userKeys.internal() });
    },
  });
}
