import type { DevBucket } from '@scout/shared/api';

/** Read-only access to the table for the Database Explorer. */
export interface TableBrowser {
  /** One page of a partition (pk given) or of a scan, optionally of one entity type. */
  page(input: { pk?: string; entityType?: string; limit: number; nextToken?: string }): Promise<{
    items: Record<string, unknown>[];
    scanned: number;
    nextToken: string | null;
  }>;
  /** Every entity type the table holds (from the key declarations). */
  entityTypes(): string[];
}

/** Read-only access to the buckets for the S3 Browser. */
export interface BucketBrowser {
  list(input: { bucket: DevBucket; prefix: string; limit: number; nextToken?: string }): Promise<{
    prefixes: string[];
    objects: { key: string; size: number; lastModified: string | null }[];
    nextToken: string | null;
  }>;
  /** A presigned GET URL; throws NotFoundError when there is no such object. */
  objectUrl(bucket: DevBucket, key: string, expiresInSeconds: number): Promise<string>;
}
