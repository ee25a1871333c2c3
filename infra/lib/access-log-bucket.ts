import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ACCESS_LOG_RETENTION, type StageConfig } from './config';

/**
 * Where a stack's buckets (S3 server access logs) and CloudFront (standard logs) write their access logs.
 * One per stack, so no stack's bucket policy names another stack's buckets. CloudFront's standard logs are
 * delivered through an ACL grant, hence object ownership 'bucket owner preferred' rather than 'enforced'.
 * Kept in prod (audit trail), expired after ACCESS_LOG_RETENTION.
 */
export function accessLogBucket(scope: Construct, config: StageConfig): Bucket {
  const bucket = new Bucket(scope, 'AccessLogBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    lifecycleRules: [{ id: 'expire-access-logs', expiration: ACCESS_LOG_RETENTION, abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !config.isProduction,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason:
      'This bucket is the access-log destination itself: logging it into itself would log every log delivery, ' +
      'and logging it to yet another bucket only moves the question. It is private, SSL-only and expires its objects.',
  });
  return bucket;
}
