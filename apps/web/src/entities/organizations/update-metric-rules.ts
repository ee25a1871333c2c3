import { useMutation, useQueryClient } from '@tanstack/react-query';
import { metricRulesRoutes, type MetricRulesUpdate, type OrganizationMetricRules } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { metricRulesKeys } from './metric-rules-keys';

/** PUT /organizations/{id}/metric-rules: staff set an organisation's definitions over the version they read. */
export function updateMetricRules(organizationId: string, update: MetricRulesUpdate): Promise<OrganizationMetricRules> {
  return callApi(metricRulesRoutes.updateOrganizationMetricRules, { params: { id: organizationId }, body: update });
}

export function useUpdateMetricRules(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MetricRulesUpdate) => updateMetricRules(organizationId, update),
    onSuccess: (answer) => queryClient.setQueryData(metricRulesKeys.organization(answer.organizationId), answer),
    // Someone saved in between: read theirs, so the editor shows what is saved now.
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: metricRulesKeys.organization(organizationId) });
    },
  });
}
