import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportOwnRoutes, type RouteResponse } from '@scout/shared/api';
import type { ReportCreate } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../../../entities/reports/report-keys';

/** POST /reports: a report in the caller's organisation. */
export function createReport(report: ReportCreate): Promise<RouteResponse<'createReport'>> {
  return callApi(reportOwnRoutes.createReport, { body: report });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}
