import { z } from 'zod';
import { camelizeKeys } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { idParams, noBody, noQuery } from '../route-fields';

/** Every organisation's storage quota (Scout's default; per-organisation quotas are not offered yet). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 100 * 1024 ** 3;

const quotaSchema = z.object({
  organizationId: z.string(),
  quotaBytes: z.number().int().min(0),
  usedBytes: z.number().min(0),
  objects: z.number().int().min(0),
  /** Of the quota, 0–100 (over 100 when the organisation stores more than its quota). */
  percentUsed: z.number().min(0),
});
export type StorageQuota = z.infer<typeof quotaSchema>;

export const storageUseSchema = z.object({ bytes: z.number().min(0), objects: z.number().int().min(0) });

const storageSchema = quotaSchema.extend({
  /** Largest first; a deleted report's storage is given back, so only reports that still hold media are listed. */
  byReport: z.array(storageUseSchema.extend({ reportId: z.string(), title: z.string().nullable() })),
  /** By kind of medium (video, thumbnail, gif, image, 3d-app-video), largest first. */
  byKind: z.array(storageUseSchema.extend({ kind: z.string() })),
});
export type OrganizationStorage = z.infer<typeof storageSchema>;

/**
 * An organisation's storage (GET /organizations/{id}/quota and /storage), from counters kept on every
 * stored and deleted object (no bucket listing). A coach reads their own organisation's; staff any. Served by
 * the reports function.
 */
export const storageRoutes = {
  getOrganizationQuota: defineRoute({
    method: 'GET',
    path: '/organizations/{id}/quota',
    auth: 'user',
    domain: 'reports',
    summary: "The organisation's storage quota and how much of it is used; another organisation's answers 404.",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, quotaSchema),
  }),
  getOrganizationStorage: defineRoute({
    method: 'GET',
    path: '/organizations/{id}/storage',
    auth: 'user',
    domain: 'reports',
    summary: "The organisation's stored bytes and objects by report and by kind of medium, against its quota.",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, storageSchema),
  }),
} as const satisfies Record<string, RouteDefinition>;
