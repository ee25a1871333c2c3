import type { MetricRulesUpdate, OrganizationMetricRules } from '@scout/shared/api';
import { METRIC_RULES_THIN_BELOW, type MetricRules } from '@scout/shared/domain';
import { DEFAULT_TENDENCY_RULES } from '@scout/shared/domain/tendencies';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { logger } from '../core/logger';
import type { MetricRulesStore, OrganizationStore, StoredMetricRules } from '../ports';

export interface MetricRulesDeps {
  metricRules: MetricRulesStore;
  organizations: Pick<OrganizationStore, 'get'>;
  now(): Date;
}

export const METRIC_RULES_CHANGED = 'These definitions were changed by someone else. Reload them, then try again.';
const NOT_FOUND = 'Organization not found';

/** The rules an organisation's reports are computed with: its own, or Scout's defaults (the college convention). */
export function rulesOf(stored: StoredMetricRules | null): MetricRules {
  if (!stored) return { ...DEFAULT_TENDENCY_RULES, successShare: [...DEFAULT_TENDENCY_RULES.successShare] };
  return {
    successShare: stored.successShare,
    explosiveRun: stored.explosiveRun,
    explosivePass: stored.explosivePass,
    thinBelow: METRIC_RULES_THIN_BELOW,
  };
}

function answerOf(organizationId: string, stored: StoredMetricRules | null): OrganizationMetricRules {
  return {
    organizationId,
    rules: rulesOf(stored),
    custom: stored !== null,
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
    updatedByName: stored?.updatedByName ?? null,
  };
}

/** The organisation's rules as a share link's answer carries them (no permission check: the link was opened). */
export async function metricRulesOfOrganization(
  deps: { metricRules: Pick<MetricRulesStore, 'get'> },
  organizationId: string,
): Promise<MetricRules> {
  return rulesOf(await deps.metricRules.get(organizationId));
}

/** The caller's own organisation's definitions. */
export async function getOwnMetricRules(deps: MetricRulesDeps, caller: Caller): Promise<OrganizationMetricRules> {
  return answerOf(caller.organizationId, await deps.metricRules.get(caller.organizationId));
}

/**
 * An organisation's definitions: a coach's own organisation, any for staff. Another organisation's answers 404
 * as one that does not exist, and staff get 404 for an id no organisation has (not the defaults of nothing).
 */
export async function getOrganizationMetricRules(
  deps: MetricRulesDeps,
  caller: Caller,
  organizationId: string,
): Promise<OrganizationMetricRules> {
  if (!can(caller.principal, 'metricRules:read', { type: 'organization', organizationId })) throw new NotFoundError(NOT_FOUND);
  if (organizationId !== caller.organizationId && !(await deps.organizations.get(organizationId))) throw new NotFoundError(NOT_FOUND);
  return answerOf(organizationId, await deps.metricRules.get(organizationId));
}

/** Sets an organisation's definitions over the version the editor read (409 when someone saved in between). */
export async function updateOrganizationMetricRules(
  deps: MetricRulesDeps,
  caller: Caller,
  organizationId: string,
  update: MetricRulesUpdate,
): Promise<OrganizationMetricRules> {
  if (!can(caller.principal, 'metricRules:write')) throw new ForbiddenError('Only staff can change the metric definitions');
  if (!(await deps.organizations.get(organizationId))) throw new NotFoundError(NOT_FOUND);
  const current = await deps.metricRules.get(organizationId);
  if ((current?.version ?? 0) !== update.version) throw new ConflictError(METRIC_RULES_CHANGED);
  const next: StoredMetricRules = {
    organizationId,
    successShare: update.successShare,
    explosiveRun: update.explosiveRun,
    explosivePass: update.explosivePass,
    version: update.version + 1,
    updatedAt: deps.now().toISOString(),
    updatedBy: caller.userId,
    updatedByName: caller.name,
  };
  if (!(await deps.metricRules.put(next, update.version))) throw new ConflictError(METRIC_RULES_CHANGED);
  logger.info('Metric definitions set', { organizationId, by: caller.userId, version: next.version });
  return answerOf(organizationId, next);
}
