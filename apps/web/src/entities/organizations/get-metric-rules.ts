import { queryOptions, useQuery } from '@tanstack/react-query';
import { metricRulesRoutes, type OrganizationMetricRules } from '@scout/shared/api';
import type { MetricRules } from '@scout/shared/domain';
import { callApi } from '../../lib/api-client';
import { metricRulesKeys } from './metric-rules-keys';

/** GET /organizations/{id}/metric-rules: the definitions an organisation's reports are computed with. */
export function getMetricRules(organizationId: string, signal?: AbortSignal): Promise<OrganizationMetricRules> {
  return callApi(metricRulesRoutes.getOrganizationMetricRules, { params: { id: organizationId }, signal });
}

export function metricRulesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: metricRulesKeys.organization(organizationId),
    queryFn: ({ signal }) => getMetricRules(organizationId, signal),
  });
}

/** The organisation's definitions with who saved them and their version (the settings editor). */
export function useOrganizationMetricRules(organizationId: string | null) {
  return useQuery({ ...metricRulesQueryOptions(organizationId ?? ''), enabled: organizationId !== null });
}

/**
 * The rules a report, group or printout of the organisation is computed with, for `computeTendencies(…, { rules })`.
 * `loading` while they are being read (or the organisation is not known yet); when they cannot be read, `rules`
 * is undefined and the engine's defaults apply (the rule sentence printed under every table says which).
 */
export function useMetricRules(organizationId: string | null | undefined): { rules: MetricRules | undefined; loading: boolean } {
  const query = useOrganizationMetricRules(organizationId ?? null);
  return { rules: query.data?.rules, loading: !organizationId || query.isPending };
}
