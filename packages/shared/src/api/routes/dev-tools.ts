import { z } from 'zod';
import { camelizeKeys } from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { noBody, noParams } from '../route-fields';

/** The buckets the S3 Browser lists: the media bucket (clips, thumbnails, images) and the upload bucket (ZIPs, added videos). */
export const DEV_BUCKETS = ['media', 'uploads'] as const;
export type DevBucket = (typeof DEV_BUCKETS)[number];

const pageSize = z.coerce.number().int().min(1, 'limit is 1 to 100').max(100, 'limit is 1 to 100').default(25);
const pageToken = z.string().min(1).max(2048).optional();

const tableItemsQuery = z.preprocess(
  camelizeKeys,
  z.object({
    /** A partition key to read ('REPORT#rpt-1'); without it the table is scanned. */
    pk: z.string().trim().min(1).max(512).optional(),
    /** Only items of this entity type (the `entityType` attribute). */
    entityType: z.string().trim().min(1).max(64).optional(),
    limit: pageSize,
    nextToken: pageToken,
  }),
);

const tableItemsSchema = z.object({
  /** The items as stored (every attribute), in key order for a partition, table order for a scan. */
  items: z.array(z.record(z.string(), z.unknown())),
  /** Every entity type Scout stores, for the filter. */
  entityTypes: z.array(z.string()),
  /** How many items the page read (a filtered scan reads more than it returns). */
  scanned: z.number().int().min(0),
  nextToken: z.string().nullable(),
});
export type TableItemsPage = z.infer<typeof tableItemsSchema>;

const objectsQuery = z.preprocess(
  camelizeKeys,
  z.object({
    bucket: z.enum(DEV_BUCKETS, { error: 'bucket is media or uploads' }),
    /** A folder ('media/rpt-1/'); empty: the bucket's top level. */
    prefix: z.string().max(1024).default(''),
    limit: z.coerce.number().int().min(1).max(1000).default(200),
    nextToken: pageToken,
  }),
);

const objectsSchema = z.object({
  bucket: z.enum(DEV_BUCKETS),
  prefix: z.string(),
  /** The folders directly under the prefix. */
  prefixes: z.array(z.string()),
  objects: z.array(z.object({ key: z.string(), size: z.number().int().min(0), lastModified: z.string().nullable() })),
  nextToken: z.string().nullable(),
});
export type BucketObjectsPage = z.infer<typeof objectsSchema>;

const objectUrlQuery = z.preprocess(
  camelizeKeys,
  z.object({ bucket: z.enum(DEV_BUCKETS, { error: 'bucket is media or uploads' }), key: z.string().min(1).max(1024) }),
);

/**
 * The Dev Tools' Database Explorer and S3 Browser: read-only views of the stack's table and buckets, for
 * internal users, refused on production. Served by the staff function.
 */
export const devToolsRoutes = {
  browseTable: defineRoute({
    method: 'GET',
    path: '/dev/table/items',
    auth: 'administrator',
    domain: 'staff',
    summary: 'A page of the table: one partition (pk) or a scan, optionally of one entity type. Read-only; refused on production.',
    params: noParams,
    query: tableItemsQuery,
    body: noBody,
    response: tableItemsSchema,
  }),
  browseBucket: defineRoute({
    method: 'GET',
    path: '/dev/buckets/objects',
    auth: 'administrator',
    domain: 'staff',
    summary: "A bucket's folders and objects under a prefix, with size and date. Read-only; refused on production.",
    params: noParams,
    query: objectsQuery,
    body: noBody,
    response: objectsSchema,
  }),
  getBucketObjectUrl: defineRoute({
    method: 'GET',
    path: '/dev/buckets/object-url',
    auth: 'administrator',
    domain: 'staff',
    summary: 'A short-lived (5 minutes) URL to preview one object of a bucket. Refused on production.',
    params: noParams,
    query: objectUrlQuery,
    body: noBody,
    response: z.object({ url: z.string(), expiresInSeconds: z.number().int() }),
  }),
} as const satisfies Record<string, RouteDefinition>;
