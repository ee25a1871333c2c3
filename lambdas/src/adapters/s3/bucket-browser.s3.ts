import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NotFound } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { DevBucket } from '@scout/shared/api';
import { NotFoundError, ValidationError } from '../../core/errors';
import type { BucketBrowser } from '../../dev-tools/ports';
import { s3Client } from './client';

/** The S3 Browser's reads: a bucket's folders and objects under a prefix, and a short-lived preview URL. */
export function createS3BucketBrowser(buckets: Record<DevBucket, string>): BucketBrowser {
  return {
    async list({ bucket, prefix, limit, nextToken }) {
      try {
        const result = await s3Client().send(
          new ListObjectsV2Command({
            Bucket: buckets[bucket],
            Prefix: prefix || undefined,
            Delimiter: '/',
            MaxKeys: limit,
            ContinuationToken: nextToken,
          }),
        );
        return {
          prefixes: (result.CommonPrefixes ?? []).flatMap((entry) => (entry.Prefix ? [entry.Prefix] : [])),
          objects: (result.Contents ?? []).flatMap((object) =>
            object.Key ? [{ key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified?.toISOString() ?? null }] : [],
          ),
          nextToken: result.IsTruncated ? (result.NextContinuationToken ?? null) : null,
        };
      } catch (error) {
        // A made-up continuation token is the caller's mistake, not the server's.
        if (nextToken && error instanceof Error && /continuation|token|argument/i.test(`${error.name} ${error.message}`)) {
          throw new ValidationError('nextToken is not a page token of this listing');
        }
        throw error;
      }
    },
    async objectUrl(bucket, key, expiresInSeconds) {
      try {
        await s3Client().send(new HeadObjectCommand({ Bucket: buckets[bucket], Key: key }));
      } catch (error) {
        if (error instanceof NotFound || (error instanceof Error && error.name === 'NotFound')) throw new NotFoundError('Object not found');
        throw error;
      }
      return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: buckets[bucket], Key: key }), { expiresIn: expiresInSeconds });
    },
  };
}
