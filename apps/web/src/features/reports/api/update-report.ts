import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportOwnRoutes, type RouteResponse } from '@scout/shared/api';
import type { ReportUpdate } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { reportKeys } from '../../../entities/reports/report-keys';

/** PUT /reports/{id}; a stale `version` answers 409 with a message for the person. */
export function updateReport(id: string, update: ReportUpdate): Promise<RouteResponse<'updateReport'>> {
  return callApi(reportOwnRoutes.updateReport, { params: { id }, body: update });
}

/**
 * After a save, lists, this report's record (both views) and the timer views (a dev timer change moves
 * them) are refetched (their keys invalidated by prefix). After a 409 they are too, so the next attempt names
 * the version that won.
 */
export function useUpdateReport() {
  const queryClient = useQueryClient();
  const refresh = (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reportKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: reportKeys.records(id) }),
      queryClient.invalidateQueries({ queryKey: reportKeys.timer(id) }),
      queryClient.invalidateQueries({ queryKey: reportKeys.allTimers() }),
      queryClient.invalidateQueries({ queryKey: reportKeys.paid() }),
    ]);
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ReportUpdate }) => updateReport(id, update),
    onSuccess: async (_report, { id }) => {
      await refresh(id);
    },
    onError: (error, { id }) => {
      if (isApiError(error) && error.status === 409) void refresh(id);
    },
  });
}
