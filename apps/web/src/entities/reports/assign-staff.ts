import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportOwnRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { userKeys } from '../users/user-keys';
import { reportKeys } from './report-keys';

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

/** The outcome of assigning one staff member to several reports: which reports took it and which refused. */
export interface BulkAssignment {
  assigned: string[];
  failed: { reportId: string; message: string }[];
}

/**
 * Assigns one staff member to each of the reports (Manage Reports' bulk action): one POST per report, at most
 * a page of them, each succeeding or failing on its own; the reports' assignments are refreshed after.
 */
export function useAssignStaffToReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reportIds, userId }: { reportIds: string[]; userId: string }): Promise<BulkAssignment> => {
      const results = await Promise.allSettled(reportIds.map((id) => assignStaff(id, userId)));
      const outcome: BulkAssignment = { assigned: [], failed: [] };
      results.forEach((result, i) => {
        const reportId = reportIds[i] as string;
        if (result.status === 'fulfilled') outcome.assigned.push(reportId);
        else outcome.failed.push({ reportId, message: result.reason instanceof Error ? result.reason.message : String(result.reason) });
      });
      return outcome;
    },
    onSuccess: async (_outcome, { reportIds }) => {
      await Promise.all([
        ...reportIds.map((id) => queryClient.invalidateQueries({ queryKey: reportKeys.assignments(id) })),
        queryClient.invalidateQueries({ queryKey: userKeys.internal() }),
      ]);
    },
  });
}
