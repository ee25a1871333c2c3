import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../../config/env';

let client: S3Client | undefined;

/**
 * One S3 client per process. Checksums only when required: otherwise presigned PUT URLs carry an
 * empty-body checksum that real S3 rejects, and s3rver stores aws-chunked framing in the object.
 */
export function s3Client(): S3Client {
  if (!client) {
    const { AWS_REGION, S3_ENDPOINT } = env();
    client = new S3Client({
      region: AWS_REGION,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
    });
  }
  return client;
}
