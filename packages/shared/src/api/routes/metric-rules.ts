import { z } from 'zod';
import { camelizeKeys, metricRulesInputSchema, metricRulesSchema } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { idParams, noBody, noParams, noQuery } from '../route-fields';

/** An organisation's metric definitions as the API answers them. */
export const organizationMetricRulesSchema = z.preprocess(
  camelizeKeys,
  z.object({
    organizationId: z.string(),
    /** What the organisation's reports, groups, printouts and share links are computed with. */
    rules: metricRulesSchema,
    /** False: the organisation has set none, these are Scout's defaults (the college convention). */
    custom: z.boolean(),
    /** Bumped by every save; 0 while the organisation has none stored. A save must send the version it read. */
    version: z.number().int().min(0),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
    updatedByName: z.string().nullable(),
  }),
);
export type OrganizationMetricRules = z.infer<typeof organizationMetricRulesSchema>;

const versionWords = 'version must be the version of the definitions read (0 when the organisation has none stored)';

export const metricRulesUpdateSchema = z.preprocess(
  camelizeKeys,
  metricRulesInputSchema.extend({
    version: z.number({ error: versionWords }).int(versionWords).min(0, versionWords),
  }),
);
export type MetricRulesUpdate = z.infer<typeof metricRulesUpdateSchema>;

/**
 * The metric definitions (success and explosive) each organisation's reports are computed with (an organisation
 * setting, since staffs differ; printed on every report). Any member reads their own organisation's; internal
 * staff read and set any organisation's in '/admin/settings'. Served by the reports function.
 */
export const metricRulesRoutes = {
  getOwnMetricRules: defineRoute({
    method: 'GET',
    path: '/organization/metric-rules',
    auth: 'user',
    domain: 'reports',
    summary: "The caller's own organisation's metric definitions (Scout's defaults when it has set none).",
    params: noParams,
    query: noQuery,
    body: noBody,
    response: organizationMetricRulesSchema,
  }),
  getOrganizationMetricRules: defineRoute({
    method: 'GET',
    path: '/organizations/{id}/metric-rules',
    auth: 'user',
    domain: 'reports',
    summary:
      "An organisation's metric definitions (Scout's defaults when it has set none): a coach reads their own organisation's, staff any; another organisation's answers 404.",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: organizationMetricRulesSchema,
  }),
  updateOrganizationMetricRules: defineRoute({
    method: 'PUT',
    path: '/organizations/{id}/metric-rules',
    auth: 'internal',
    domain: 'reports',
    summary:
      "Sets an organisation's metric definitions: success as shares of the distance by down (10–100 %), explosive run (5–40 yards) and pass (10–60 yards) thresholds. A stale version answers 409.",
    params: idParams,
    query: noQuery,
    body: metricRulesUpdateSchema,
    response: organizationMetricRulesSchema,
  }),
} as const satisfies Record<string, RouteDefinition>;
