/**
 * The key tree of organisations' metric definitions; a save replaces its organisation's entry:
 *
 *   ['metric-rules']                    everything
 *   ['metric-rules', {organizationId}]  GET /organizations/{id}/metric-rules
 */
export const metricRulesKeys = {
  all: ['metric-rules'] as const,
  organization: (organizationId: string) => [...metricRulesKeys.all, organizationId] as const,
};
